import CarouselFeed
import CarouselKit
import Foundation
import Testing

/// Source outputs under Fixtures/output (docs/behaviour.md §3.11): every problem each one has, word for word
/// with its line and column, and the pages the good ones give. The extension names the format.
enum SourceOutputCorpus {
    /// Errors (the output is refused) or warnings (it is read), in order.
    static let expectations: [String: [String]] = [
        "blank-title.json": ["line 1, column 11: title: is blank; leave `title` out to keep the section's"],
        "ci.json": [],
        "df.lines": [],
        "duplicate-id.json": ["line 2, column 9: pages[1].id: duplicate page id \"x\" in the output; pages[0] has it too"],
        "empty-list.json": [],
        "empty.json": ["the output is empty; expected a JSON list of pages or an object with `pages`"],
        "empty.lines": [],
        "git-log.lines": [],
        "invalid-utf8.json": ["line 1, column 16: the output is not valid UTF-8 (byte 0xE9); JSON must be UTF-8"],
        "latin1.lines": ["line 1, column 4: warning: the output is not valid UTF-8 (byte 0xE9); invalid bytes are shown as \u{FFFD}"],
        "links.json": [
            "line 3, column 31: pages[1].link: must be an http, https or mailto URL (such as https://example.org/)",
            "line 4, column 31: pages[2].link: must be an http, https or mailto URL (such as https://example.org/)",
        ],
        "missing-title.json": [
            "line 3, column 3: pages[1].title: missing; every page needs a title",
            "line 4, column 34: pages[2].duration: must be more than 0 and at most 86400 seconds (a day), found -1",
            "line 4, column 48: pages[2].accent: unknown accent colour \"purple\"; expected red, green, yellow, blue, magenta, cyan or white",
        ],
        "notes.text": [],
        "object-without-pages.json": ["line 1, column 1: pages: missing; an output object needs `pages`, a list of pages"],
        "page-not-table.json": ["line 1, column 2: pages[0]: expected a table (a page), found the string \"just a string\""],
        "pages-array.json": [],
        "pages-not-list.json": ["line 1, column 11: pages: expected a list of pages, found a table"],
        "scalar.json": ["line 1, column 1: expected a list of pages or an object with `pages`, found the string \"hello\""],
        "statuses.json": [
            "line 3, column 30: pages[1].status: unknown status \"failed\"; expected ok, warn or error (did you mean `error`?)",
        ],
        "trailing-comma.json": ["line 1, column 17: syntax error: JSON allows no comma before ']'"],
        "unknown-keys.json": [
            "line 1, column 27: warning: pages[0].titel: unknown key \"titel\" is ignored; did you mean `title`?",
            "line 1, column 43: warning: tags: unknown key \"tags\" is ignored; did you mean `tag`?",
        ],
    ]

    static var fileNames: [String] { expectations.keys.sorted() }

    static func format(of fileName: String) -> SourceFormat {
        fileName.hasSuffix(".json") ? .json : fileName.hasSuffix(".lines") ? .lines : .text
    }

    static func parse(_ fileName: String, colors: Bool = false) throws(SourceOutputError) -> ParsedSourceOutput {
        let url = TestPaths.fixtures.appendingPathComponent("output").appendingPathComponent(fileName)
        let bytes = (try? TestPaths.bytes(of: url)) ?? []
        return try SourceOutputParser.parse(bytes, format: format(of: fileName), colors: colors)
    }
}

@Suite struct SourceOutputCorpusTests {
    @Test func everyOutputFixtureHasExpectations() throws {
        let directory = TestPaths.fixtures.appendingPathComponent("output").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == SourceOutputCorpus.fileNames)
    }

    @Test(arguments: SourceOutputCorpus.fileNames)
    func eachOutputHasExactlyItsLocatedProblems(fileName: String) {
        let lines: [String]
        do {
            lines = try SourceOutputCorpus.parse(fileName).warnings.map(\.description)
        } catch {
            lines = error.diagnostics.map(\.description)
            #expect(!error.errors.isEmpty)
        }
        #expect(lines == SourceOutputCorpus.expectations[fileName])
    }

    /// Text read as JSON (no `format`) says how to read it as text; broken JSON does not.
    @Test func textWithoutAFormatSuggestsLinesOrText() {
        let text = #expect(throws: SourceOutputError.self) {
            try SourceOutputParser.parse(Array("up 3 days\nload 0.12\n".utf8), format: .json, colors: false)
        }
        #expect(text?.description.contains("the output is not JSON: for text, give the source `format: lines`") == true)
        let json = #expect(throws: SourceOutputError.self) {
            try SourceOutputParser.parse(Array("[{\"title\": }]".utf8), format: .json, colors: false)
        }
        #expect(json?.description.contains("format: lines") == false)
    }

    @Test func anObjectGivesTitleTagAndPagesWithTheirOwnIDs() throws {
        let output = try SourceOutputCorpus.parse("ci.json").output
        #expect(output == SourceOutput(
            pages: [
                Page(id: "api", title: "API — passed", body: "Build 812 passed in 4m 12s.", accent: .green),
                Page(id: "web", title: "Web — failed", body: "Build 455 failed: 2 tests.", duration: 8, accent: .red),
                Page(id: "Docs — running", title: "Docs — running"),
            ],
            title: "CI — main", tag: "3 pipelines · updated by ci-status"))
    }

    @Test func pagesWithoutIDsAreKnownByTitleAndRepeatedTitlesGetTheNextFreeNumber() throws {
        let output = try SourceOutputCorpus.parse("pages-array.json").output
        #expect(output.pages.map(\.id) == ["Disk /", "Disk /home", "Disk / (3)", "Disk / (2)"])
        #expect(output.title == nil)
        #expect(output.tag == nil)
    }

    @Test func linesSplitAtTheFirstTabAndSkipBlankLines() throws {
        let pages = try SourceOutputCorpus.parse("git-log.lines").output.pages
        #expect(pages == [
            Page(id: "a1b2c3d", title: "a1b2c3d", body: "Fix the wrap of long CJK titles"),
            Page(id: "b2c3d4e", title: "b2c3d4e", body: "Add the loader\tqueue and gap"),
            Page(id: "9f8e7d6", title: "9f8e7d6"),
        ])
    }

    @Test func windowsLineEndingsEndLines() throws {
        let pages = try SourceOutputCorpus.parse("df.lines").output.pages
        #expect(pages.map(\.title) == ["Filesystem Size Used Avail Use% Mounted on", "/dev/sda1 50G 20G 28G 42% /"])
    }

    @Test func textPagesAreSeparatedByDashesAndTheHeadingMarkIsDropped() throws {
        let pages = try SourceOutputCorpus.parse("notes.text").output.pages
        #expect(pages == [
            Page(id: "Shopping", title: "Shopping", body: "Milk, eggs\nand bread."),
            Page(id: "Call the plumber", title: "Call the plumber"),
            Page(id: "## Ideas", title: "## Ideas", body: "A carousel of carousels."),
        ])
    }

    @Test(arguments: ["empty-list.json", "empty.lines"])
    func anOutputWithoutPagesShowsOneCardSayingSo(fileName: String) throws {
        #expect(try SourceOutputCorpus.parse(fileName).output.pages == [.noPages])
    }

    @Test func invalidUTF8InLinesIsShownAsReplacementCharacters() throws {
        let pages = try SourceOutputCorpus.parse("latin1.lines").output.pages
        #expect(pages == [Page(id: "caf\u{FFFD} menu", title: "caf\u{FFFD} menu", body: "cr\u{FFFD}me br\u{FFFD}l\u{FFFD}e")])
    }

    /// The same three pages written in each format read into the same pages.
    @Test func theThreeFormatsAgree() throws {
        let json = #"[{"title": "Alpha", "body": "first\nsecond"}, {"title": "Beta"}, {"title": "Alpha", "body": "again"}]"#
        let lines = "Alpha\tfirst\nBeta\nAlpha\tagain\n"
        let text = "# Alpha\nfirst\nsecond\n---\nBeta\n---\nAlpha\n\nagain\n"
        let fromJSON = try SourceOutputParser.parse(Array(json.utf8), format: .json, colors: false).output
        let fromLines = try SourceOutputParser.parse(Array(lines.utf8), format: .lines, colors: false).output
        let fromText = try SourceOutputParser.parse(Array(text.utf8), format: .text, colors: false).output
        #expect(fromJSON.pages.map(\.id) == ["Alpha", "Beta", "Alpha (2)"])
        #expect(fromText == fromJSON)
        // A line's body cannot hold a line break.
        #expect(fromLines.pages.map(\.id) == fromJSON.pages.map(\.id))
        #expect(fromLines.pages.map(\.body) == ["first", "", "again"])
    }

    @Test(arguments: SourceFormat.textFormats)
    func atMostAThousandPagesAreKeptAndTheOutputSaysSo(format: SourceFormat) throws {
        let titles = (1...1_005).map { "Page \($0)" }
        let text = format == .json ? "[" + titles.map { #"{"title": "\#($0)"}"# }.joined(separator: ",\n") + "]"
            : titles.joined(separator: format == .lines ? "\n" : "\n---\n")
        let parsed = try SourceOutputParser.parse(Array(text.utf8), format: format, colors: false)
        #expect(parsed.output.pages.count == SourceLimits.pages)
        #expect(parsed.output.pages.last?.title == "Page 1000")
        #expect(parsed.output.isTruncated)
        let location = format == .json ? "line 1, column 1: warning: pages: " : "warning: "
        #expect(parsed.warnings.map(\.description) == ["\(location)the output has more than 1000 pages; the first 1000 are kept"])
    }

    @Test(arguments: SourceFormat.textFormats)
    func exactlyAThousandPagesIsNotTruncated(format: SourceFormat) throws {
        let titles = (1...1_000).map { "P\($0)" }
        let text = format == .json ? "[" + titles.map { #"{"title": "\#($0)"}"# }.joined(separator: ",") + "]"
            : titles.joined(separator: format == .lines ? "\n" : "\n---\n")
        let parsed = try SourceOutputParser.parse(Array(text.utf8), format: format, colors: false)
        #expect(parsed.output.pages.count == 1_000)
        #expect(!parsed.output.isTruncated)
        #expect(parsed.warnings.isEmpty)
    }

    @Test(arguments: SourceFormat.textFormats)
    func moreThanOneMebibyteIsRefused(format: SourceFormat) {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: SourceLimits.outputBytes + 1)
        let error = #expect(throws: SourceOutputError.self) { try SourceOutputParser.parse(bytes, format: format, colors: false) }
        #expect(error?.description == "the output is larger than 1 MiB")
    }

    @Test(arguments: [SourceFormat.lines, .text])
    func aByteOrderMarkIsNotPartOfTheFirstTitle(format: SourceFormat) throws {
        let pages = try SourceOutputParser.parse([0xEF, 0xBB, 0xBF] + Array("Hello\r\n".utf8), format: format, colors: false).output.pages
        #expect(pages.map(\.title) == ["Hello"])
    }

    @Test func aSeparatorLineMayEndInCarriageReturnAndDashesInsideALineAreText() throws {
        let text = "One\r\n---\r\nTwo --- still two\r\n----\r\nbody\r\n"
        let pages = try SourceOutputParser.parse(Array(text.utf8), format: .text, colors: false).output.pages
        #expect(pages.map(\.title) == ["One", "Two --- still two"])
        #expect(pages[1].body == "----\nbody")
    }

    /// A lone CR is a line break in both formats, with colours and without.
    @Test(arguments: [false, true])
    func aLoneCarriageReturnIsALineBreak(colors: Bool) throws {
        let lines = try SourceOutputParser.parse(Array("one\rtwo\tbody\r\nthree".utf8), format: .lines, colors: colors)
        #expect(lines.output.pages.map(\.title) == ["one", "two", "three"])
        #expect(lines.output.pages[1].body == "body")
        let text = try SourceOutputParser.parse(Array("Title\rfirst\rsecond\r---\rNext".utf8), format: .text, colors: colors)
        #expect(text.output.pages.map(\.title) == ["Title", "Next"])
        #expect(text.output.pages[0].body == "first\nsecond")
    }

    @Test func theTitleAndTagOfAnObjectReplaceTheSectionsAndABlankTagRemovesIt() throws {
        let json = #"{"title": "CI", "tag": " ", "pages": [{"title": "a"}]}"#
        let output = try SourceOutputParser.parse(Array(json.utf8), format: .json, colors: false).output
        #expect(output.title == "CI")
        #expect(output.tag == "")
    }

    @Test func linesOnlyOfControlSequencesAreNotPages() throws {
        let text = "\u{1B}[0m\n\u{1B}]0;title\u{7}\nReal\n"
        for colors in [false, true] {
            let pages = try SourceOutputParser.parse(Array(text.utf8), format: .lines, colors: colors).output.pages
            #expect(pages.map(\.id) == ["Real"])
        }
    }

    @Test func theSummaryNamesTheFirstErrorAndCountsTheRest() {
        let error = #expect(throws: SourceOutputError.self) { try SourceOutputCorpus.parse("missing-title.json") }
        #expect(error?.summary == "line 3, column 3: pages[1].title: missing; every page needs a title (and 2 more errors)")
    }

    @Test func titleIDsStayUniqueAgainstExplicitIDsAndEarlierNumbers() throws {
        let json = #"[{"title": "A"}, {"title": "A"}, {"title": "A (2)"}, {"id": "A (3)", "title": "x"}, {"title": "A"}]"#
        let pages = try SourceOutputParser.parse(Array(json.utf8), format: .json, colors: false).output.pages
        #expect(pages.map(\.id) == ["A", "A (2)", "A (2) (2)", "A (3)", "A (4)"])
        #expect(Set(pages.map(\.id)).count == pages.count)
    }

    /// The same coloured page in each format, with `colors: true`.
    static let coloured: [SourceFormat: String] = [
        .json: #"[{"title": "\u001b[32mok\u001b[0m", "body": "all \u001b[1mgood\u001b[0m"}]"#,
        .lines: "\u{1B}[32mok\u{1B}[0m\tall \u{1B}[1mgood\u{1B}[0m\n",
        .text: "# \u{1B}[32mok\u{1B}[0m\n\nall \u{1B}[1mgood\u{1B}[0m\n",
    ]

    @Test(arguments: SourceFormat.textFormats)
    func coloursBecomeStylesInEveryFormat(format: SourceFormat) throws {
        let bytes = Array((Self.coloured[format] ?? "").utf8)
        let styled = try SourceOutputParser.parse(bytes, format: format, colors: true).output.pages
        #expect(styled == [Page(
            id: "ok", title: "ok", body: "all good",
            styles: PageStyles(
                title: [StyleSpan(0..<2, style: Style(foreground: .green))],
                body: [StyleSpan(4..<8, style: Style(attributes: .bold))]))])
        // Without `colors`, the text stays as it came, for the core to clean when it draws it.
        let plain = try SourceOutputParser.parse(bytes, format: format, colors: false).output.pages
        #expect(plain.map(\.styles) == [nil])
        #expect(plain.map(\.id) == ["ok"])
        #expect(plain.first?.title.contains("\u{1B}[32m") == true)
    }

    @Test func aStyleCarriesOnToTheNextLineUntilAReset() throws {
        let text = "\u{1B}[31mred\nstill red\u{1B}[0m plain\n"
        let pages = try SourceOutputParser.parse(Array(text.utf8), format: .lines, colors: true).output.pages
        #expect(pages.map(\.title) == ["red", "still red plain"])
        #expect(pages.map { $0.styles?.title } == [
            [StyleSpan(0..<3, style: Style(foreground: .red))],
            [StyleSpan(0..<9, style: Style(foreground: .red))],
        ])
    }
}
