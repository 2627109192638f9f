import Foundation
import Testing

/// The help and the details (`e`) over the feed: what scrolls them, what closes them, and
/// that a reload leaves them open.
@Suite("Overlays in a real terminal")
struct OverlayTests {
    /// Thirty sections whose pages are wrong: thirty problems, each naming its section.
    static let thirtyProblems = "title: Bad board\nsections:\n" + (0..<30).map {
        "  - id: s\($0)\n    title: Section \($0)\n    pages: nope\n"
    }.joined()

    /// With 30 problems at 80×24 the details scroll (↓, PgDn, End, the wheel) to the last one,
    /// shown whole, and back (Home); another key closes them.
    @Test func theDetailsScrollToEveryProblem() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Page 1/5")
        try Data(Self.thirtyProblems.utf8).write(to: session.directory.appendingPathComponent("board.yaml"))
        session.sendKeys("r")
        try await session.waitFor("+29 more")
        session.sendKeys("e")
        let top = try await session.waitFor("↓ more")
        #expect(top.contains("sections[0].pages"))
        session.sendKeys("Down")
        session.sendKeys("NPage")
        try await session.waitFor("↑ more")
        session.sendKeys("End")
        let bottom = try await session.waitForScreen("the last problem") {
            $0.contains("sections[29].pages") && !$0.contains("↓ more")
        }
        let last = try #require(bottom.row(containing: "sections[29].pages"))
        #expect(bottom.rows[last + 1].contains("string \"nope\""), "the last problem shown whole")
        session.sendKeys("Home")
        try await session.waitForScreen("the first problem again") {
            $0.contains("sections[0].pages") && !$0.contains("↑ more")
        }
        session.sendLiteral(MouseTests.sgrPress(button: 65, x: 40, y: 10))
        try await session.waitFor("↑ more")
        session.sendKeys("x")
        try await session.waitForScreen("the details to close") { !$0.contains("↑ more") && $0.contains("Alpha picks") }
    }

    /// Where the help fits, Tab, Shift-Tab, j and k close it like any other key, and only close it.
    @Test(arguments: ["Tab", "BTab", "j", "k", "Down"])
    func everyKeyClosesAHelpThatFits(key: String) async throws {
        let session = try TmuxSession.board(["--no-autoplay"], width: 100, height: 40)
        try await session.waitFor("Page 1/5")
        session.sendKeys("?")
        try await session.waitFor("this help")
        session.sendKeys(key)
        let closed = try await session.waitForScreen("the help to close") { !$0.contains("this help") }
        #expect(closed.contains("Section 1/5 · Page 1/5"))
    }

    /// A reload — even a `touch` of the same file — leaves the help open where it was scrolled.
    @Test func aReloadLeavesTheHelpOpen() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], width: 80, height: 10)
        try await session.waitFor("Page 1/5")
        session.sendKeys("?")
        try await session.waitFor("↓ more")
        session.sendKeys("j")
        try await session.waitFor("↑ more")
        let feed = session.directory.appendingPathComponent("board.yaml")
        let later = Date(timeIntervalSinceNow: 5)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: feed.path)
        let reloaded = try await session.waitFor("Reloaded")
        #expect(reloaded.contains("↑ more"), "the help still open, still scrolled")
    }

    /// The help and the details keep a blank cell around their box: no card border runs into
    /// theirs, no card text shows beside them.
    @Test func overlaysKeepACellOfMargin() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Page 1/5")
        session.sendKeys("?")
        // The whole frame, not the first capture that shows part of the box.
        try await session.waitFor("this help")
        Self.expectMargin(try await session.waitForStableScreen())
        session.sendKeys("x")
        try await session.waitForScreen("the help to close") { !$0.contains("this help") }
        try Data(Self.thirtyProblems.utf8).write(to: session.directory.appendingPathComponent("board.yaml"))
        session.sendKeys("r")
        try await session.waitFor("+29 more")
        session.sendKeys("e")
        try await session.waitFor("↓ more")
        Self.expectMargin(try await session.waitForStableScreen())
    }

    /// Every cell next to the box (beside it, and above and below it but for the header and the
    /// status line) is blank.
    private static func expectMargin(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
        // capture-pane leaves out trailing blanks: a cell past a row's end is blank.
        let rows = screen.rows.map { Array($0) + Array(repeating: " ", count: 2) }
        guard let top = rows.firstIndex(where: { $0.contains("╭") }),
              let bottom = rows.lastIndex(where: { $0.contains("╰") }),
              let left = rows[top].firstIndex(of: "╭"), let right = rows[top].lastIndex(of: "╮") else {
            Issue.record("no box on the screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        for row in top...bottom {
            #expect(rows[row][left - 1] == " " && rows[row][right + 1] == " ", "row \(row) of\n\(screen)",
                    sourceLocation: sourceLocation)
        }
        for row in [top - 1, bottom + 1] where row > 0 && row < rows.count - 2 {
            #expect(rows[row].dropFirst(left - 1).prefix(right - left + 3).allSatisfy { $0 == " " },
                    "row \(row) of\n\(screen)", sourceLocation: sourceLocation)
        }
    }
}
