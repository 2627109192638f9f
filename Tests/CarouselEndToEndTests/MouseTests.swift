import Testing

@Suite("The mouse in a real terminal")
struct MouseTests {
    /// An X10 mouse report (what a terminal sends when it ignores the app's request for SGR
    /// reports): button code, then 1-based column and row, each offset by 32.
    static func report(button: Int, x: Int, y: Int) -> String {
        let bytes = [32 + button, 33 + x, 33 + y].compactMap(Unicode.Scalar.init).map(Character.init)
        return "\u{1B}[M" + String(bytes)
    }

    @Test func clickingADotJumpsToItsPage() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        let screen = try await session.waitFor("Page 1/5")
        let dotsRow = try #require(screen.rows.firstIndex { $0.contains("● ○ ○ ○ ○") })
        let row = screen.rows[dotsRow]
        let firstDot = try #require(row.firstIndex(of: "●"))
        // Dots are one column each, two apart; the row before them is plain ASCII spaces.
        let column = row.distance(from: row.startIndex, to: firstDot) + 2 * 3

        session.sendLiteral(Self.report(button: 0, x: column, y: dotsRow))
        session.sendLiteral(Self.report(button: 3, x: column, y: dotsRow))
        let after = try await session.waitFor("Page 4/5")
        #expect(after.dotRows.first == "○ ○ ○ ● ○")
    }

    /// An SGR (1006) mouse press report: button code, 1-based column and row in decimal.
    static func sgrPress(button: Int, x: Int, y: Int) -> String {
        "\u{1B}[<\(button);\(x + 1);\(y + 1)M"
    }

    @Test func theWheelScrollsTheFeed() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        let screen = try await session.waitFor("Page 1/5")
        let alphaRow = try #require(screen.row(containing: "Alpha picks"))

        // Wheel down is button 5, code 64 + 1.
        session.sendLiteral(Self.report(button: 65, x: 10, y: 5))
        try await session.waitForScreen("the feed to scroll") { $0.row(containing: "Alpha picks") != alphaRow }
    }

    @Test func shiftWheelPagesTheSectionUnderThePointer() async throws {
        let session = try TmuxSession(
            arguments: ["board.yaml", "--no-autoplay"], prefix: ["env", "TERM=xterm-256color"],
            feeds: ["board.yaml": TestFeeds.board])
        let screen = try await session.waitFor("Page 1/5")
        let betaRow = try #require(screen.row(containing: "Beta card 1"))

        // Shift (+4) with wheel down (64 + 1): the next page of Beta, which is not focused.
        session.sendLiteral(Self.sgrPress(button: 64 + 1 + 4, x: 10, y: betaRow))
        try await session.waitForScreen("Beta on page 2, Alpha still on page 1") {
            $0.dotRows.prefix(2) == ["● ○ ○ ○ ○", "○ ● ○ ○"]
        }

        // Shift with wheel up goes back.
        session.sendLiteral(Self.sgrPress(button: 64 + 4, x: 10, y: betaRow))
        try await session.waitForScreen("Beta back on page 1") { $0.dotRows.prefix(2) == ["● ○ ○ ○ ○", "● ○ ○ ○"] }
    }

    /// `tmux-256color` has no SGR mouse in terminfo, so curses alone would get X10 reports; the
    /// app asks for SGR itself. At 240 columns the header's `? help` lies past column 223, where
    /// X10 cannot reach.
    @Test func sgrReportsReachEveryColumnUnderTmux256color() async throws {
        let session = try TmuxSession(
            arguments: ["board.yaml", "--no-autoplay"], width: 240, height: 24, prefix: ["env", "TERM=tmux-256color"],
            feeds: ["board.yaml": TestFeeds.board])
        let screen = try await session.waitFor("Page 1/2")
        #expect(session.paneFormat("#{mouse_sgr_flag}") == "1")
        let help = try #require(screen.header.range(of: "? help"))
        let column = screen.header.distance(from: screen.header.startIndex, to: help.lowerBound)
        #expect(column > 223)

        // A click on the `?` opens the help; so does one on the last letter.
        session.sendLiteral(Self.sgrPress(button: 0, x: column, y: 0))
        try await session.waitFor("Keys")
        session.sendKeys("Escape")
        try await session.waitForScreen("the help to close") { !$0.contains("Keys") }
        session.sendLiteral(Self.sgrPress(button: 0, x: column + 5, y: 0))
        try await session.waitFor("Keys")

        // Leaving turns both modes off again (the first q closes the help).
        session.sendKeys("q")
        try await session.waitForScreen("the help to close") { !$0.contains("Keys") }
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        #expect(session.paneFormat("#{mouse_standard_flag} #{mouse_sgr_flag}") == "0 0")
    }

    /// The horizontal wheel (buttons 6 and 7, codes 66 and 67) and Shift-wheel page the section
    /// under the pointer, under a TERM whose terminfo entry knows only X10 reports.
    @Test func theHorizontalWheelPagesTheSectionUnderThePointer() async throws {
        let session = try TmuxSession(
            arguments: ["board.yaml", "--no-autoplay"], prefix: ["env", "TERM=tmux-256color"],
            feeds: ["board.yaml": TestFeeds.board])
        let screen = try await session.waitFor("Page 1/5")
        let betaRow = try #require(screen.row(containing: "Beta card 1"))

        session.sendLiteral(Self.sgrPress(button: 67, x: 10, y: betaRow))
        try await session.waitForScreen("Beta on page 2") { $0.dotRows.prefix(2) == ["● ○ ○ ○ ○", "○ ● ○ ○"] }
        session.sendLiteral(Self.sgrPress(button: 64 + 1 + 4, x: 10, y: betaRow))
        try await session.waitForScreen("Beta on page 3") { $0.dotRows.prefix(2) == ["● ○ ○ ○ ○", "○ ○ ● ○"] }
        session.sendLiteral(Self.sgrPress(button: 66, x: 10, y: betaRow))
        try await session.waitForScreen("Beta back on page 2") { $0.dotRows.prefix(2) == ["● ○ ○ ○ ○", "○ ● ○ ○"] }
    }

    /// Two wheel steps at 100×20 scroll Alpha's title away: the focus (`▸`) follows the feed to
    /// Beta, whose title is on screen, and → pages Beta.
    @Test func theFocusFollowsTheWheel() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], width: 100, height: 20)
        try await session.waitFor("Page 1/5")
        session.sendLiteral(Self.sgrPress(button: 65, x: 10, y: 5))
        session.sendLiteral(Self.sgrPress(button: 65, x: 10, y: 5))
        let scrolled = try await session.waitForScreen("Alpha's title to leave") {
            !$0.contains("Alpha picks") && $0.contains("Beta news")
        }
        let marked = try #require(scrolled.rows.first { $0.contains("▸") })
        #expect(marked.contains("Beta news"))
        #expect(scrolled.contains("Section 2/5"))
        session.sendKeys("Right")
        try await session.waitFor("Page 2/4")
    }
}
