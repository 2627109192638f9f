import Testing

@Suite("Resizing a real terminal")
struct ResizeTests {
    @Test func keepsEveryPageThroughResizesAndTheTooSmallNotice() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Section 1/5")

        // Alpha to page 3, Beta to page 2, and resize while both still slide.
        session.sendKeys("3")
        session.sendKeys("Down")
        session.sendKeys("2")
        session.resize(width: 60, height: 20)
        session.resize(width: 70, height: 22)
        var screen = try await session.waitFor("Section 2/5 · Page 2/4")
        #expect(screen.rows.count >= 22)

        session.resize(width: 19, height: 7)
        screen = try await session.waitFor("Terminal too small")
        #expect(!screen.contains("Beta"))

        // Many sizes in a burst, down to a single cell.
        for (width, height) in [(1, 1), (120, 40), (30, 9), (2, 50), (200, 3), (1, 1), (45, 12)] {
            session.resize(width: width, height: height)
        }
        session.resize(width: 80, height: 24)
        screen = try await session.waitFor("Section 2/5 · Page 2/4")
        #expect(screen.contains("Beta card 2"))

        session.sendKeys("Up")
        screen = try await session.waitFor("Section 1/5 · Page 3/5")
        #expect(screen.contains("Alpha card 3"))
        #expect(screen.dotRows.first == "○ ○ ● ○ ○")
    }
}
