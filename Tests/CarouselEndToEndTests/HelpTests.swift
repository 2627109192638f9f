import Testing

@Suite("The help in a real terminal")
struct HelpTests {
    /// At 80×10 the help is taller than the screen: it scrolls, says where more lines are, and any
    /// other key closes it.
    @Test func theHelpScrollsOnAShortScreen() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], width: 80, height: 10)
        try await session.waitFor("Page 1/5")
        session.sendKeys("?")
        try await session.waitFor("↓ more")
        for _ in 0..<15 { session.sendKeys("Down") }
        let bottom = try await session.waitForScreen("the end of the help") { $0.contains("Pictures") && $0.contains("↑ more") }
        #expect(!bottom.contains("↓ more"))
        session.sendKeys("x")
        try await session.waitForScreen("the help to close") { !$0.contains("more ") && $0.contains("Page 1/5") }
    }
}
