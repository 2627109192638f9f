import Testing

@Suite("The mouse in a real terminal")
struct MouseTests {
    /// An X10 mouse report (what ncurses turns on under tmux): button code, then 1-based
    /// column and row, each offset by 32.
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

    /// Shift-wheel needs the SGR protocol: over X10 (what ncurses uses for TERM=tmux-256color)
    /// ncurses 6.4 reports it as a motion without a button (measured, see docs/terminal.md).
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
}
