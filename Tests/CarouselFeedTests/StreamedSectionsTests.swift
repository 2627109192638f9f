import CarouselFeed
import CarouselKit
import Foundation
import Synchronization
import Testing

/// The items of `sections` are checked while the file is read (and dropped from the parse tree):
/// the result is the same as reading the whole tree first, and a big feed's first sections can be
/// had before the rest is read.
@Suite struct StreamedSectionsTests {
    /// Sections with problems of every kind the section checks find, one per section.
    private static let troubledSections = """
          - {id: a, title: Alpha, pages: [{title: one}, {title: two, duration: -1}]}
          - {id: a, title: Again, pages: [{title: one}]}
          - {title: "", pages: [{title: one}]}
          - {title: No pages}
          - {title: Tagged, tag: 7, autoplay: maybe, pages: [{title: one, accent: beige}]}
          - [not, a, table]
          - {title: Fine, pages: [{id: x, title: one}, {id: x, title: two}], colour: red}
        """

    private func diagnostics(_ text: String, name: String = "feed.yaml") -> [String] {
        do {
            return try FeedReader.read(text, name: name).warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func sectionsCheckedWhileReadingReportWhatTheWholeTreeReports() {
        // An anchor on the list keeps it whole in the tree (an alias may repeat it): the other path.
        let streamed = diagnostics("title: T\nsections:\n\(Self.troubledSections)\n")
        let whole = diagnostics("title: T\nsections: &all\n\(Self.troubledSections)\n")
        #expect(streamed.count == 9)
        #expect(streamed == whole)
    }

    @Test func aStreamedFeedEqualsTheSameFeedReadWhole() throws {
        let sections = (0..<50).map { "  - {id: s\($0), title: Section \($0), pages: [{title: a}, {title: b, body: text}]}" }
        let text = "sections:\n" + sections.joined(separator: "\n") + "\ntitle: After the sections\n"
        let streamed = try FeedReader.read(text, name: "feed.yaml")
        let whole = try FeedReader.read(text.replacingOccurrences(of: "sections:\n", with: "sections: &all\n"), name: "feed.yaml")
        #expect(streamed.feed == whole.feed)
        #expect(streamed.feed.title == "After the sections")
        #expect(streamed.feed.sections.count == 50)
    }

    @Test func jsonSectionsAreCheckedWhileReadingToo() {
        let json = #"{"sections": [{"id": "a", "title": "A", "pages": [{"title": "x"}]}, {"id": "a", "title": "B", "pages": [{"title": "y"}]}, {"title": "C", "pages": []}], "title": "T"}"#
        #expect(diagnostics(json, name: "feed.json") == [
            "feed.json:1:76: sections[1].id: duplicate section id \"a\"; sections[0] has it too",
            "feed.json:1:147: sections[2].pages: is empty; it needs at least one page",
        ])
    }

    @Test func onlyTheRootTablesFirstSectionsListIsStreamed() {
        // A second `sections` key is a duplicate whichever way the first was read.
        #expect(diagnostics("sections: [{title: A, pages: [{title: a}]}]\nsections: [{title: B}]\n") == [
            "feed.yaml:2:1: sections: duplicate key; it is already set at 1:1",
        ])
        #expect(diagnostics("sections: {title: A}\nsections: [{title: B, pages: [{title: b}]}]\n") == [
            "feed.yaml:1:11: sections: expected a list of sections, found a table",
            "feed.yaml:2:1: sections: duplicate key; it is already set at 1:1",
        ])
        #expect(diagnostics("sections: []\n") == ["feed.yaml:1:11: sections: is empty; it needs at least one section"])
    }

    @Test func anAliasOfAStreamedSectionStillWorks() throws {
        let text = "sections:\n  - &s {id: a, title: A, pages: [{title: a}]}\n  - {id: b, title: B, pages: *pages}\n  - *s\n"
            .replacingOccurrences(of: "pages: [{title: a}]", with: "pages: &pages [{title: a}]")
        #expect(diagnostics(text) == ["feed.yaml:2:13: sections[2].id: duplicate section id \"a\"; sections[0] has it too"])
    }

    // MARK: Previews

    /// A feed of `count` sections over 1 MiB (bodies of 1 KB), with `settings` before the list.
    private static func bigFeed(sections count: Int, settings: String = "title: Big\n", extra: String = "") -> String {
        let body = String(repeating: "x", count: 1_000)
        let sections = (0..<count).map { "  - {id: s\($0), title: Section \($0), pages: [{title: a, body: \(body)}]}" }
        return settings + "sections:\n" + sections.joined(separator: "\n") + "\n" + extra
    }

    /// Loads `text` asking for a preview of `count` sections; returns the previews and the result.
    private func loadWithPreview(_ text: String, count: Int = 10) -> (previews: [Feed], result: Result<CheckedFeed, FeedReadError>) {
        let previews = Mutex<[Feed]>([])
        let preview = FeedPreview(sectionCount: count) { feed in previews.withLock { $0.append(feed) } }
        let result = Result { () throws(FeedReadError) in try FeedReader.read(Array(text.utf8), name: "big.yaml", preview: preview) }
        return (previews.withLock { $0 }, result)
    }

    @Test func aBigFeedGivesItsFirstSectionsOnceWithTheSettingsReadSoFar() throws {
        let (previews, result) = loadWithPreview(Self.bigFeed(sections: 1_200, settings: "title: Big\nautoplay: {interval: 7}\n"))
        let feed = try result.get().feed
        #expect(feed.sections.count == 1_200)
        #expect(previews.count == 1)
        let preview = try #require(previews.first)
        #expect(preview.title == "Big")
        #expect(preview.autoplay.interval == 7)
        #expect(preview.sections == Array(feed.sections.prefix(10)))
    }

    @Test func settingsAfterTheSectionsAreMissingFromThePreviewOnly() throws {
        let (previews, result) = loadWithPreview(Self.bigFeed(sections: 1_200, settings: "", extra: "title: Last\n"))
        #expect(previews.first?.title == nil)
        #expect(try result.get().feed.title == "Last")
    }

    @Test func noPreviewAfterAnErrorNorForASmallFile() throws {
        let broken = Self.bigFeed(sections: 1_200).replacingOccurrences(of: "{id: s3, title: Section 3,", with: "{id: s3,")
        let (previewsOfBroken, brokenResult) = loadWithPreview(broken)
        #expect(previewsOfBroken.isEmpty)
        #expect(throws: FeedReadError.self) { try brokenResult.get() }

        let (previewsOfSmall, smallResult) = loadWithPreview(Self.bigFeed(sections: 100))
        #expect(previewsOfSmall.isEmpty)
        #expect(try smallResult.get().feed.sections.count == 100)
    }

    @Test func aPreviewMayBeFollowedByARefusal() {
        let (previews, result) = loadWithPreview(Self.bigFeed(sections: 1_200, extra: "autoplay: {wrap: bounce}\n"))
        #expect(previews.count == 1)
        #expect(throws: FeedReadError.self) { try result.get() }
    }

    // MARK: Limits

    @Test func moreValuesThanTheOldCapLoad() throws {
        // 3.3 million values, the shape of a lean honest feed; the cap used to be 3 million.
        let page = "{title: a}"
        let pages = Array(repeating: page, count: 10_000).joined(separator: ",")
        let sections = Array(repeating: "  - {title: S, pages: [\(pages)]}", count: 110).joined(separator: "\n")
        let loaded = try FeedReader.read("sections:\n" + sections + "\n", name: "lean.yaml")
        #expect(loaded.feed.sections.count == 110)
    }

    @Test(arguments: ["long.json", "long.yaml"])
    func aListLongerThanAnyFeedNeedsIsRefusedWhereItPassesTheLimit(name: String) throws {
        let items = Array(repeating: "0", count: FeedLimits.collectionItems + 10).joined(separator: ",")
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read("{\"sections\": [[\(items)]]}", name: name) }
        #expect(error?.errors.map(\.description) == [
            "\(name):1:15: this list holds more than 1000000 items (a feed needs at most 100000, its sections); the feed is refused",
        ])
    }

    @Test func aFileOverTheLimitIsRefusedByItsSizeWithoutReadingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // Sparse: 64 GiB that takes no disk.
        #expect(truncate(path, 1 << 36) == 0)
        let error = #expect(throws: FeedFileError.self) { try FeedFile.readFeed(atPath: path) }
        guard case .invalid(let invalid) = error else {
            Issue.record("expected an invalid feed, got \(String(describing: error))")
            return
        }
        #expect(invalid.description == "\(path): the file is larger than 128 MiB; the feed is refused")
    }
}
