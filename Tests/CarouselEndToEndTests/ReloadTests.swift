import Foundation
import Testing

@Suite("Reloading the feed in a real terminal")
struct ReloadTests {
    @Test func rReloadsKeepingThePageAndAnInvalidFileKeepsTheOldFeed() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Page 1/5")
        session.sendKeys("Right")
        try await session.waitForScreen("Alpha on page 2") { $0.dotRows.first == "○ ● ○ ○ ○" }

        // A new page in front of Alpha's second one: the section stays on that page by id.
        let feedFile = session.directory.appendingPathComponent("board.yaml")
        let edited = TestFeeds.board
            .replacingOccurrences(of: "title: E2E board", with: "title: E2E board, edited")
            .replacingOccurrences(of: "      - id: alpha2", with: "      - id: alpha-new\n        title: New card\n      - id: alpha2")
        try Data(edited.utf8).write(to: feedFile)
        session.sendKeys("r")
        let reloaded = try await session.waitFor("E2E board, edited")
        #expect(reloaded.contains("Alpha card 2"))
        #expect(reloaded.dotRows.first == "○ ○ ● ○ ○ ○")

        try Data("sections: [".utf8).write(to: feedFile)
        session.sendKeys("r")
        let failed = try await session.waitFor("Reload failed")
        #expect(failed.header.contains("E2E board, edited"))
        #expect(failed.contains("Alpha card 2"))
        #expect(failed.contains("e details"))
        session.sendKeys("e")
        let details = try await session.waitFor("the old feed stays")
        #expect(details.contains("board.yaml:2:1: syntax error"), "every problem, located")
    }

    @Test func aChangedFileIsReloadedWithoutAKey() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("E2E board")
        let feedFile = session.directory.appendingPathComponent("board.yaml")
        // Written next to it and renamed over it, as editors save.
        let temporary = session.directory.appendingPathComponent("board.yaml.tmp")
        try Data(TestFeeds.board.replacingOccurrences(of: "title: E2E board", with: "title: Saved elsewhere").utf8)
            .write(to: temporary)
        #expect(rename(temporary.path, feedFile.path) == 0)
        try await session.waitFor("Saved elsewhere")

        try Data(TestFeeds.board.replacingOccurrences(of: "title: E2E board", with: "title: Written in place").utf8)
            .write(to: feedFile)
        try await session.waitFor("Written in place")
    }
}
