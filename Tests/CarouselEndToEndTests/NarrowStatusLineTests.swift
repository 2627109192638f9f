import Foundation
import Testing

/// The status line on a narrow terminal: shortened by whole parts, no number cut.
@Suite("The status line on a narrow terminal")
struct NarrowStatusLineTests {
    @Test func pageNumbersAndARefusedDigitAt24Columns() async throws {
        let session = try TmuxSession(
            arguments: ["fifty.yaml", "--no-autoplay"], width: 24, height: 9,
            feeds: ["fifty.yaml": TestFeeds.big(title: "Fifty", sections: 2, pages: 50)])
        try await session.waitFor("Page 1/50")
        session.sendKeys("2", "5")
        let paged = try await session.waitFor("Page 25/50")
        #expect(paged.statusLine.hasPrefix(" Page 25/50"), "the section part dropped, not the page count's digits")
        session.sendKeys("Down")
        try await session.waitFor("1/50")
        session.sendKeys("Up")
        try await session.waitFor("25/50")
    }

    @Test func aReloadFailureAt30And20Columns() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], width: 30, height: 10)
        try await session.waitFor("Page 1/5")
        session.sendKeys("7")
        let refused = try await session.waitFor("No page")
        #expect(refused.statusLine.contains("1/5"))
        try Data(OverlayTests.thirtyProblems.utf8).write(to: session.directory.appendingPathComponent("board.yaml"))
        session.sendKeys("r")
        let failed = try await session.waitFor("e details")
        let line = failed.statusLine
        #expect(line.hasPrefix(" 1/5 ") && line.contains("Reload"), "\(line)")
        session.resize(width: 20, height: 8)
        let narrow = try await session.waitForScreen("the status line at 20 columns") {
            $0.rows.first?.count ?? 99 <= 20 && $0.contains("e details")
        }
        #expect(narrow.statusLine.hasSuffix("e details") && !narrow.statusLine.contains("more"))
    }
}

extension String {
    /// The bottom row that is not blank (capture-pane ends with a line break): the status line.
    fileprivate var statusLine: String {
        String(rows.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "")
    }
}
