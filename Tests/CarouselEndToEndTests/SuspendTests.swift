import Testing

@Suite("Ctrl-Z in a shell with job control")
struct SuspendTests {
    @Test func suspendsGivesTheTerminalBackAndResumesWithAFullRedraw() async throws {
        let session = try TmuxSession.interactiveShell(feeds: ["board.yaml": TestFeeds.board])
        let binary = try TestEnvironment.carouselBinary()
        try await session.waitForScreen("the shell prompt") { $0.contains("$") || $0.contains("#") }
        session.sendKeys(
            "stty -g > before; \(TestEnvironment.shellQuoted(binary)) board.yaml --no-autoplay", "Enter")
        try await session.waitFor("Section 1/5")
        session.sendKeys("Right")
        try await session.waitFor("Page 2/5")

        session.sendKeys("C-z")
        try await session.waitFor("Stopped")
        #expect(session.paneFormat("#{alternate_on} #{cursor_flag}") == "0 1")
        session.sendKeys("stty -g > during; clear; fg", "Enter")
        let resumed = try await session.waitForScreen("the app again, still on page 2") {
            $0.contains("Section 1/5 · Page 2/5") && $0.dotRows.first == "○ ● ○ ○ ○"
        }
        #expect(resumed.contains("Alpha card 2"))
        #expect(!resumed.contains("Stopped"))

        session.sendKeys("q")
        // Typed before the app has gone, the next line would be read (and dropped) by the app.
        try await session.waitForPane("the alternate screen to end", format: "#{alternate_on}", toBe: "0")
        // $? after fg is the resumed job's status.
        session.sendKeys("echo \"[exit $?]\"", "Enter")
        try await session.waitFor("[exit 0]")
        session.sendKeys("stty -g > after; cmp before during && cmp before after && echo same-\"\"settings", "Enter")
        // The quotes keep the typed command itself from matching.
        try await session.waitFor("same-settings")
    }
}
