import Testing

@Suite("Auto-advance in a real terminal")
struct AutoAdvanceTests {
    @Test func advancesOnItsOwnPausesOnAKeyAndResumes() async throws {
        let session = try TmuxSession.board(["--interval", "0.5", "--resume-after", "3"])
        // Not "Page 1/5": on a busy machine the first capture may come after the first turn.
        try await session.waitFor("Section 1/5")
        // With no input, pages turn by themselves.
        try await session.waitForScreen("an auto-advance of Alpha") { $0.dotRows.first != "● ○ ○ ○ ○" && $0.contains("▶") }

        session.sendKeys("x")
        let paused = try await session.waitForScreen("the key pause in the header") { $0.header.contains("⏸") }
        #expect(paused.header.contains(/⏸ [0-9]+s/))
        // A slide under way when the key came ends on its page; the dots are read after it.
        try await Task.sleep(for: .milliseconds(400))
        let pausedDots = try #require(session.capture().dotRows.first)

        // Half a second is one interval: nothing turns while paused.
        try await Task.sleep(for: .milliseconds(600))
        let stillPaused = session.capture()
        // Three seconds of pause, one passed: a pause that already ended is a failure too.
        #expect(stillPaused.header.contains("⏸"), "no longer paused:\n\(stillPaused)")
        #expect(stillPaused.dotRows.first == pausedDots)

        try await session.waitForScreen("auto-advance to resume", timeout: 10) { $0.header.contains("▶") }
        try await session.waitForScreen("a page turn after resuming", timeout: 10) {
            $0.header.contains("▶") && $0.dotRows.first != pausedDots
        }
    }

    @Test func neverScrollsTheFeed() async throws {
        let session = try TmuxSession.board(["--interval", "0.5"])
        let first = try await session.waitFor("Section 1/5")
        let titleRow = try #require(first.row(containing: "Alpha picks"))
        let betaRow = try #require(first.row(containing: "Beta news"))

        // Several advances later the sections are where they were.
        var turns = 0
        var lastDots = first.dotRows.first
        let deadline = ContinuousClock.now + .seconds(15)
        while turns < 3, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            let screen = session.capture()
            #expect(screen.row(containing: "Alpha picks") == titleRow)
            #expect(screen.row(containing: "Beta news") == betaRow)
            if let dots = screen.dotRows.first, dots != lastDots {
                turns += 1
                lastDots = dots
            }
        }
        #expect(turns >= 3)
    }
}

@Suite("Moving between sections in a real terminal")
struct SectionFocusTests {
    @Test func downMovesTheFocusAndScrollsToShowTheSection() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        let first = try await session.waitFor("Section 1/5")
        let alphaRow = try #require(first.row(containing: "Alpha picks"))

        session.sendKeys("Down")
        let second = try await session.waitFor("Section 2/5")
        #expect(second.contains("Beta card 1"))

        session.sendKeys("Down")
        // The feed scrolled: Alpha's title left its row and the Japanese card is in view.
        let third = try await session.waitForScreen("the Japanese section, scrolled into view") {
            $0.contains("Section 3/5") && $0.contains("暖かいウールのコートです。")
                && $0.row(containing: "Alpha picks") != alphaRow
        }
        #expect(third.contains("日本語のセクション"))
    }
}
