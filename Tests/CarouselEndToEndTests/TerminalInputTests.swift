import Testing

/// What terminals send that their terminfo entry does not foresee: X10 mouse reports past
/// column 95, and arrows and Shift-Tab in the other of their two encodings.
@Suite("Keys and reports in every encoding")
struct TerminalInputTests {
    /// At 120×30 a press at column 100 (`ESC [ M 0x20 0x84 0x29`, the column a byte that is no
    /// UTF-8) is one report: the `l l l` after it page three times, and `2 5` click nothing.
    @Test func anX10ReportPastColumn95TakesNoKeys() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], width: 120, height: 30)
        try await session.waitFor("Page 1/5")
        session.sendBytes([0x1B, 0x5B, 0x4D, 0x20, 0x84, 0x29])
        session.sendKeys("l", "l", "l")
        try await session.waitFor("Section 1/5 · Page 4/5")
        session.sendBytes([0x1B, 0x5B, 0x4D, 0x23, 0x84, 0x29])
        session.sendKeys("2")
        let screen = try await session.waitFor("Section 1/5 · Page 2/5")
        #expect(screen.dotRows.first == "○ ● ○ ○ ○")
    }

    /// An X10 press past column 95 is decoded where it was made: at 200 columns the dots sit
    /// there (three cards a page: two pages), and a click on the second pages to it.
    @Test func anX10ClickPastColumn95Lands() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], width: 200, height: 24)
        let screen = try await session.waitFor("Page 1/2")
        let dotsRow = try #require(screen.rows.firstIndex { $0.contains("● ○") })
        let row = screen.rows[dotsRow]
        let column = row.distance(from: row.startIndex, to: try #require(row.firstIndex(of: "●"))) + 2
        #expect(column > 95)
        session.sendBytes([0x1B, 0x5B, 0x4D, 0x20, UInt8(33 + column), UInt8(33 + dotsRow)])
        session.sendBytes([0x1B, 0x5B, 0x4D, 0x23, UInt8(33 + column), UInt8(33 + dotsRow)])
        try await session.waitFor("Page 2/2")
    }

    /// Each arrow in both encodings (`ESC [ C` and `ESC O C`) and `ESC [ Z` under TERMs that
    /// name only one of them: xterm and screen expect `ESC O`, linux, rxvt, vt220 and ansi `ESC [`.
    @Test(arguments: ["xterm-256color", "screen", "linux", "rxvt-unicode-256color", "vt220", "ansi"])
    func arrowsAndShiftTabInBothEncodings(term: String) async throws {
        let session = try TmuxSession.board(["--no-autoplay"], prefix: ["env", "TERM=\(term)"])
        try await session.waitFor("Page 1/5")
        let steps: [(sequence: String, screen: String)] = [
            ("\u{1B}[C", "Page 2/5"), ("\u{1B}OC", "Page 3/5"), ("\u{1B}OD", "Page 2/5"),
            ("\u{1B}[D", "Section 1/5 · Page 1/5"), ("\u{1B}[B", "Section 2/5"), ("\u{1B}OB", "Section 3/5"),
            ("\u{1B}OA", "Section 2/5"), ("\u{1B}[A", "Section 1/5"),
            ("\t", "Section 2/5"), ("\u{1B}[Z", "Section 1/5"),
        ]
        for step in steps {
            session.sendLiteral(step.sequence)
            try await session.waitFor(step.screen)
        }
    }
}
