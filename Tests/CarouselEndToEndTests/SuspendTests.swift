import Foundation
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
        // Frames go to the terminal unprocessed (docs/terminal.md, start-up).
        #expect(!session.paneProcessesOutput())
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
        #expect(!session.paneProcessesOutput(), "taken again as it was taken at the start")

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

    /// Curses takes its windows' one column from COLUMNS once, at the start (docs/terminal.md,
    /// start-up step 5), and must never size anything from the environment after: not when it
    /// takes the terminal back after Ctrl-Z, whose scrolling region it sets from its height.
    @Test func lyingLinesAndColumnsSizeNothingAcrossASuspend() async throws {
        let session = try TmuxSession.interactiveShell(feeds: ["board.yaml": TestFeeds.board])
        let binary = try TestEnvironment.carouselBinary()
        try await session.waitForScreen("the shell prompt") { $0.contains("$") || $0.contains("#") }
        session.sendKeys("LINES=7 COLUMNS=5000 \(TestEnvironment.shellQuoted(binary)) board.yaml --no-autoplay", "Enter")
        let first = try await session.waitFor("Section 1/5")
        #expect(first.rows[23].hasPrefix(" Section 1/5"))
        session.sendKeys("C-z")
        try await session.waitFor("Stopped")
        session.sendKeys("clear; fg", "Enter")
        let resumed = try await session.waitForScreen("the app again, its status line on the last row") {
            $0.rows.count >= 24 && $0.rows[23].hasPrefix(" Section 1/5")
        }
        #expect(!resumed.contains("Stopped"))
        session.sendKeys("q")
        try await session.waitForPane("the alternate screen to end", format: "#{alternate_on}", toBe: "0")
        // A scrolling region left at seven rows would keep the numbers in the top seven.
        session.sendKeys("clear; seq 101 160", "Enter")
        let scrolled = try await session.waitForScreen("the numbers scrolled over the whole screen") {
            $0.rows.count >= 24 && $0.rows[22] == "160"
        }
        #expect(scrolled.rows[0] == "138")
    }

    /// Stopped for four intervals with auto-advance on: a catch-up would turn several pages at once.
    @Test func autoAdvanceDoesNotCatchUpAfterASuspend() async throws {
        let pages = (1...20).map { "{ title: Card \($0) }" }.joined(separator: ", ")
        let feed = "title: Long run\nsections:\n  - id: long\n    title: Long section\n    pages: [\(pages)]\n"
        let session = try TmuxSession.interactiveShell(feeds: ["long.yaml": feed])
        let binary = try TestEnvironment.carouselBinary()
        try await session.waitForScreen("the shell prompt") { $0.contains("$") || $0.contains("#") }
        // A short resume-after: the pause that Ctrl-Z (a key) starts is over long before fg.
        session.sendKeys("\(TestEnvironment.shellQuoted(binary)) long.yaml --interval 1 --resume-after 0.2", "Enter")
        let turned = try await session.waitForScreen("a page turned by auto-advance") { (Self.page(in: $0) ?? 1) > 1 }
        let beforeStop = try #require(Self.page(in: turned))

        session.sendKeys("C-z")
        try await session.waitFor("Stopped")
        try await Task.sleep(for: .seconds(4))
        session.sendKeys("fg", "Enter")
        let resumed = try await session.waitForScreen("the app again") {
            $0.contains("Long section") && Self.page(in: $0) != nil
        }
        let afterResume = try #require(Self.page(in: resumed))
        // One turn may fall between the page read and Ctrl-Z; four intervals passed while stopped.
        #expect(
            (beforeStop...beforeStop + 1).contains(afterResume),
            "page \(beforeStop) before Ctrl-Z, \(afterResume) after fg")
        session.sendKeys("q")
    }

    /// The focused page in the status line (`Page 3/20`).
    static func page(in screen: String) -> Int? {
        screen.firstMatch(of: /Page (\d+)\/20/).flatMap { Int($0.1) }
    }
}
