import CarouselFeed
import CarouselKit
import Foundation
import Testing

/// `status:` on pages (docs/behaviour.md §3.18), in feeds and in a source's JSON output: `ok`,
/// `warn` or `error`, validated as every other key; the bad ones are in the corpora
/// (`BadFeedCorpus+Status`, `SourceOutputCorpus`).
@Suite struct StatusFeedTests {
    @Test func aFeedsPagesKeepTheirStatusesAndNullMeansNone() throws {
        let bytes = try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent("statuses.yaml"))
        let loaded = try FeedReader.read(bytes, name: "statuses.yaml")
        #expect(loaded.feed.sections[0].pages.map(\.status) == [.ok, .warn, .error, nil])
        #expect(loaded.feed.sections[0].pages[2].accent == .cyan, "the accent is kept beside the status")
        #expect(loaded.warnings.isEmpty)
    }

    @Test func aJSONFeedReadsThemToo() throws {
        let text = #"{"sections": [{"title": "S", "pages": [{"title": "a", "status": "error"}, {"title": "b"}]}]}"#
        let feed = try FeedReader.read(Array(text.utf8), name: "feed.json").feed
        #expect(feed.sections[0].pages.map(\.status) == [.error, nil])
    }

    @Test func aSourcesJSONPagesCarryStatuses() throws {
        let output = #"{"pages": [{"title": "API", "status": "ok"}, {"title": "Disk", "status": "warn"}, "#
            + #"{"title": "x"}]}"#
        let parsed = try SourceOutputParser.parse(Array(output.utf8), format: .json, colors: false)
        #expect(parsed.output.pages.map(\.status) == [.ok, .warn, nil])
        #expect(parsed.warnings.isEmpty)
    }

    @Test func aBadStatusRefusesTheOutputWithItsPlace() {
        let output = "[{\"title\": \"API\",\n  \"status\": 3}]"
        let error = #expect(throws: SourceOutputError.self) {
            try SourceOutputParser.parse(Array(output.utf8), format: .json, colors: false)
        }
        #expect(error?.diagnostics.map(\.description) == [
            "line 2, column 13: pages[0].status: unknown status \"3\"; expected ok, warn or error",
        ])
    }

    @Test func aMisspeltKeyIsAskedAboutAsStatus() throws {
        let loaded = try FeedReader.read("sections: [{title: S, pages: [{title: a, stauts: ok}]}]", name: "feed.yaml")
        #expect(loaded.warnings.map(\.description) == [
            "feed.yaml:1:42: warning: sections[0].pages[0].stauts: unknown key \"stauts\" is ignored; did you mean `status`?",
        ])
    }

    @Test func checkAcceptsTheBoard() throws {
        let result = try CarouselProcess.run(["check", "statuses.yaml"], in: TestPaths.goodFixtures)
        #expect(result.status == 0)
        #expect(result.outputLines == ["statuses.yaml: OK (1 section, 4 pages)"])
    }
}
