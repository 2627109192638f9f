import BuiltinFeed
import CarouselFeed
import CarouselKit
import Foundation
import Testing

@Suite struct GoodFeedTests {
    /// What Fixtures/good/winter.yaml and winter.json both describe.
    static let winter = Feed(
        title: "Winter picks",
        autoplay: AutoplaySettings(interval: 3, resumeAfter: 5.5, wrap: .loop),
        sections: [
            Section(
                id: "7", title: "冬がはじまるよ", tag: "アウターはMAST / 見れたらいいねスターダスト", autoplay: .on(),
                asksForAutoplay: true,
                pages: [
                    Page(id: "coat", title: "Wool coat", body: "A long-line wool coat.\nCharcoal.\n", duration: 5, accent: .cyan),
                    Page(id: "1", title: "🍣 Sushi", body: "Salmon 🐟 and tea 🍵"),
                ]),
            Section(
                id: "1", title: "Reading list", tag: nil, autoplay: .off,
                pages: [Page(id: "0", title: "1984"), Page(id: "1", title: "Dune", duration: 2.5)]),
            Section(
                id: "status", title: "Status", autoplay: .on(AutoplayOverrides(interval: 2, wrap: .jump)),
                pages: [Page(id: "0", title: "API", accent: .green)]),
        ])

    @Test(arguments: ["winter.yaml", "winter.json"])
    func theWinterFeedLoadsToTheExpectedModelWithoutWarnings(fileName: String) throws {
        let bytes = try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent(fileName))
        let loaded = try FeedReader.read(bytes, name: fileName)
        #expect(loaded.feed == Self.winter)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func yamlAndJSONGiveEqualModels() throws {
        let yaml = try FeedReader.read(try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent("winter.yaml")), name: "winter.yaml")
        let json = try FeedReader.read(try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent("winter.json")), name: "winter.json")
        #expect(yaml.feed == json.feed)
    }

    @Test func theBuiltInFeedLoadsWithNoErrorsAndNoWarnings() throws {
        let loaded = try FeedReader.read(BuiltinFeed.yaml, name: BuiltinFeed.name, format: .yaml)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.feed.sections.count >= 2)
        #expect(loaded.feed.sections.allSatisfy { !$0.pages.isEmpty })
    }

    @Test func theReadableCopyOfTheBuiltInFeedPassesCheck() throws {
        let result = try CarouselProcess.run(["check", "Resources/feed.yaml"])
        #expect(result.status == 0)
        #expect(result.outputLines.count == 1)
        #expect(result.outputLines.first?.hasPrefix("Resources/feed.yaml: OK (") == true)
    }

    @Test func unknownKeysAreWarningsWithSuggestionsAndTheFeedStillLoads() throws {
        let bytes = try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent("warnings.yaml"))
        let loaded = try FeedReader.read(bytes, name: "warnings.yaml")
        #expect(loaded.feed.sections.map(\.title) == ["Winter"])
        #expect(loaded.warnings.map(\.description) == [
            "warnings.yaml:4:3: warning: autoplay.intervall: unknown key \"intervall\" is ignored; did you mean `interval`?",
            "warnings.yaml:7:5: warning: sections[0].colour: unknown key \"colour\" is ignored (known keys here: id, title, tag, autoplay, source, pages, image_rows, layout, card_width, rows)",
        ])
        #expect(loaded.warnings.allSatisfy { $0.severity == .warning })
    }

    @Test func checkSaysOKWithCountsAndExitsZeroDespiteWarnings() throws {
        let result = try CarouselProcess.run(["check", "winter.yaml", "winter.json", "warnings.yaml"], in: TestPaths.goodFixtures)
        #expect(result.status == 0)
        #expect(result.outputLines.contains("winter.yaml: OK (3 sections, 5 pages)"))
        #expect(result.outputLines.contains("winter.json: OK (3 sections, 5 pages)"))
        #expect(result.outputLines.contains("warnings.yaml: OK (1 section, 1 page, 2 warnings)"))
        #expect(result.outputLines.contains { $0.hasPrefix("warnings.yaml:4:3: warning: autoplay.intervall:") })
    }

    @Test func renderShowsTheWarningsOnStandardErrorAndStillRenders() throws {
        let result = try CarouselProcess.run(["render", "warnings.yaml", "--size", "40x10"], in: TestPaths.goodFixtures)
        #expect(result.status == 0)
        #expect(result.errorLines == [
            "carousel: warning: warnings.yaml:4:3: autoplay.intervall: unknown key \"intervall\" is ignored; did you mean `interval`?",
            "carousel: warning: warnings.yaml:7:5: sections[0].colour: unknown key \"colour\" is ignored (known keys here: id, title, tag, autoplay, source, pages, image_rows, layout, card_width, rows)",
        ])
        #expect(result.standardOutput.contains("Winter"))
    }

    @Test func idsDefaultToPositionsAndScalarIDsBecomeText() throws {
        let text = """
            sections:
              - title: A
                pages: [{title: a}, {title: b, id: 12}, {title: c, id: true}]
              - id: 3.5
                title: B
                pages: [{title: d}]
            """
        let feed = try FeedReader.read(text, name: "ids.yaml").feed
        #expect(feed.sections.map(\.id) == ["0", "3.5"])
        #expect(feed.sections[0].pages.map(\.id) == ["0", "12", "true"])
    }

    @Test func sectionAutoplayAcceptsBooleansAndTables() throws {
        let text = """
            sections:
              - {title: A, autoplay: false, pages: [{title: a}]}
              - {title: B, autoplay: on, pages: [{title: b}]}
              - {title: C, autoplay: {resume_after: 9}, pages: [{title: c}]}
              - {title: D, pages: [{title: d}]}
            """
        let feed = try FeedReader.read(text, name: "autoplay.yaml").feed
        #expect(feed.sections.map(\.autoplay) == [.off, .on(), .on(AutoplayOverrides(resumeAfter: 9)), .on()])
    }

    @Test func nullOptionalValuesCountAsAbsentAndBlankTagsAsNoTag() throws {
        let text = """
            title:
            sections:
              - title: A
                tag: ""
                autoplay: ~
                pages:
                  - {title: a, body: null, duration: null, accent: null}
            """
        let feed = try FeedReader.read(text, name: "nulls.yaml").feed
        #expect(feed.title == nil)
        #expect(feed.sections[0].tag == nil)
        #expect(feed.sections[0].pages[0] == Page(id: "0", title: "a"))
    }

    @Test func quotedNumbersAreNotSeconds() throws {
        let text = "sections: [{title: A, pages: [{title: a, duration: \"5\"}]}]"
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(text, name: "q.yaml") }
        #expect(error?.errors.map(\.message) == ["expected a number of seconds, found the string \"5\""])
    }

    @Test func anchorsAndAliasesWithinTheLimitsWork() throws {
        let text = """
            sections:
              - title: A
                autoplay: &fast {interval: 1}
                pages: [&page {title: Same}]
              - title: B
                autoplay: *fast
                pages: [*page, *page]
            """
        let feed = try FeedReader.read(text, name: "aliases.yaml").feed
        #expect(feed.sections[1].autoplay == .on(AutoplayOverrides(interval: 1)))
        #expect(feed.sections[1].pages.map(\.title) == ["Same", "Same"])
        #expect(feed.sections[1].pages.map(\.id) == ["0", "1"])
    }
}

@Suite struct YAMLFeaturesTests {
    @Test func mergeKeysShareSettingsAndWrittenKeysWin() throws {
        let text = """
            defaults: &base {interval: 2, wrap: jump}
            sections:
              - title: A
                autoplay:
                  <<: *base
                  interval: 7
                pages: [{title: a}]
            """
        let loaded = try FeedReader.read(text, name: "merge.yaml")
        #expect(loaded.feed.sections[0].autoplay == .on(AutoplayOverrides(interval: 7, wrap: .jump)))
        #expect(loaded.warnings.map(\.message) == ["unknown key \"defaults\" is ignored (known keys here: title, autoplay, sources, layout, sections)"])
    }

    @Test func aMergeKeyOfTextIsAnError() throws {
        let text = "sections: [{title: A, <<: nope, pages: [{title: a}]}]"
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(text, name: "merge.yaml") }
        #expect(error?.errors.map(\.description) == [
            "merge.yaml:1:27: sections[0].<<: a merge key takes a table or a list of tables, found the string \"nope\"",
        ])
    }

    @Test func jsonEscapesMeanWhatJSONSays() throws {
        let text = #"{"sections": [{"title": "a\/b \b\f\n\r\t \"q\" \\ \u00e9 \ud83c\udf63", "pages": [{"title": "p"}]}]}"#
        let feed = try FeedReader.read(text, name: "escapes.json").feed
        #expect(feed.sections[0].title == "a/b \u{8}\u{C}\n\r\t \"q\" \\ é 🍣")
    }

    @Test func windowsLineEndingsAndAByteOrderMarkAreFine() throws {
        let text = "\u{FEFF}title: CRLF\r\nsections:\r\n  - title: A\r\n    pages:\r\n      - title: a\r\n"
        let feed = try FeedReader.read(text, name: "crlf.yaml").feed
        #expect(feed.title == "CRLF")
        #expect(feed.sections[0].pages[0].title == "a")
    }

    @Test func aSyntaxErrorAfterCRLFLinesHasTheRightLine() throws {
        let text = "sections:\r\n  - title: A\r\n   pages: []\r\n"
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(text, name: "crlf.yaml") }
        #expect(error?.errors.first?.location?.line == 3)
    }
}
