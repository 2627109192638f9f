import Testing

@Suite("The first screen and paging in a real terminal")
struct FirstScreenTests {
    @Test func showsTheTitleTheFirstSectionsCardsAndItsDots() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        let screen = try await session.waitFor("Section 1/5")
        #expect(screen.header.contains("E2E board"))
        #expect(screen.contains("Alpha picks"))
        #expect(screen.contains("Alpha card 1"))
        #expect(screen.contains("Body of alpha card 1."))
        #expect(screen.dotRows.prefix(2) == ["● ○ ○ ○ ○", "● ○ ○ ○"])
        #expect(screen.contains("Page 1/5"))
    }

    @Test func rightArrowPagesTheFocusedSectionAndThreeJumpsToPageThree() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Page 1/5")

        session.sendKeys("Right")
        var screen = try await session.waitForScreen("page 2 of Alpha") {
            $0.contains("Page 2/5") && $0.dotRows.first == "○ ● ○ ○ ○"
        }
        #expect(screen.contains("Alpha card 2"))
        // Only the focused section moved.
        #expect(screen.dotRows.dropFirst().first == "● ○ ○ ○")

        session.sendKeys("3")
        screen = try await session.waitForScreen("page 3 of Alpha") {
            $0.contains("Page 3/5") && $0.dotRows.first == "○ ○ ● ○ ○"
        }
        #expect(screen.contains("Alpha card 3"))
    }
}
