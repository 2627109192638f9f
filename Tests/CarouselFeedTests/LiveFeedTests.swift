import CarouselFeed
import CarouselKit
import CarouselPictures
import Foundation
import SystemPackage
import Testing

/// Feeds with live sections (docs/behaviour.md §3.11): `source` and `sources` read into the model.
@Suite struct LiveFeedTests {
    /// What Fixtures/good/live.yaml and live.json both describe.
    static let live = Feed(
        title: "Team board",
        sources: SourceSettings(gap: 0.5, timeout: 20),
        sections: [
            Section(
                id: "ci", title: "Build status",
                source: SectionSource(.program(["./bin/ci-status", "--json", ""]), format: .json, every: 60, timeout: 15, colors: true),
                pages: [Page(id: "0", title: "Waiting for the first run")]),
            Section(
                id: "git", title: "Recent commits",
                source: SectionSource(.shell("git log --oneline -20 --color=always"), format: .lines, every: 300, colors: true),
                pages: [.loading]),
            Section(id: "notes", title: "Notes", source: SectionSource(.file("notes.md"), format: .text), pages: [.loading]),
            Section(id: "fixed", title: "Fixed", pages: [Page(id: "0", title: "A plain page")]),
        ])

    @Test(arguments: ["live.yaml", "live.json"])
    func theLiveFeedLoadsToTheExpectedModelWithoutWarnings(fileName: String) throws {
        let loaded = try FeedReader.read(try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent(fileName)), name: fileName)
        #expect(loaded.feed == Self.live)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func defaultsApplyWhereTheFeedSaysNothing() throws {
        let text = """
            sections:
              - title: Disk
                source: {command: df -h}
            """
        let feed = try FeedReader.read(text, name: "defaults.yaml").feed
        #expect(feed.sources == SourceSettings(gap: 2, timeout: 10))
        let source = try #require(feed.sections[0].source)
        #expect(source == SectionSource(.shell("df -h"), format: .json, every: nil, timeout: nil, colors: false))
        #expect(feed.sources.timeout(for: source) == 10)
        #expect(feed.sources.timeout(for: SectionSource(.shell("x"), timeout: 42)) == 42)
    }

    @Test func theLimitsThemselvesAreAllowed() throws {
        let text = """
            sources: {gap: 0, timeout: 300}
            sections:
              - title: A
                source: {command: [date], every: 1, timeout: 1}
              - title: B
                source: {file: b.txt, every: 86400, timeout: 300}
            """
        let feed = try FeedReader.read(text, name: "limits.yaml").feed
        #expect(feed.sources == SourceSettings(gap: 0, timeout: 300))
        #expect(feed.sections.map { $0.source?.every } == [1, 86_400])
    }

    @Test func aSourceWithoutPagesGetsTheLoadingCardAndOwnPagesStay() throws {
        let feed = try FeedReader.read(try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent("live.yaml")), name: "live.yaml").feed
        #expect(feed.sections.allSatisfy { !$0.pages.isEmpty })
        #expect(feed.sections.map { $0.pages == [.loading] } == [false, true, true, false])
        #expect(Page.loading.title == "Loading…")
    }

    @Test func theOriginSaysHowToRunIt() {
        let program = SectionSource(.program(["git", "log", "--oneline"]))
        #expect(program.isCommand)
        #expect(program.arguments == ["git", "log", "--oneline"])
        #expect(program.summary == "git log --oneline")
        let shell = SectionSource(.shell("df -h | tail -n +2"))
        #expect(shell.arguments == ["/bin/sh", "-c", "df -h | tail -n +2"])
        #expect(shell.summary == "df -h | tail -n +2")
        let file = SectionSource(.file("notes.md"), format: .text)
        #expect(!file.isCommand)
        #expect(file.arguments == nil)
        #expect(file.summary == "notes.md")
    }

    @Test func checkCountsALiveFeedAsValid() throws {
        let result = try CarouselProcess.run(["check", "live.yaml", "live.json"], in: TestPaths.goodFixtures)
        #expect(result.status == 0)
        #expect(result.outputLines == ["live.yaml: OK (4 sections, 4 pages)", "live.json: OK (4 sections, 4 pages)"])
    }

    static let examples = TestPaths.packageRoot.appendingPathComponent("Resources/examples")

    @Test func theExampleLiveFeedIsValid() throws {
        let result = try CarouselProcess.run(["check", "Resources/examples/live.yaml"])
        #expect(result.status == 0)
        #expect(result.outputLines == ["Resources/examples/live.yaml: OK (5 sections, 5 pages)"])
    }

    /// Each command of the example feed, run as the loader runs it (in the feed's folder), prints
    /// output that its format reads into pages without a warning.
    @Test func theExampleCommandsGivePages() throws {
        let feed = try FeedFile.readFeed(atPath: Self.examples.appendingPathComponent("live.yaml").path).feed
        let sources = feed.sections.compactMap(\.source)
        #expect(sources.filter(\.isCommand).count == 4)
        for source in sources {
            let bytes: [UInt8]
            if let arguments = source.arguments {
                bytes = try Self.standardOutput(of: arguments)
            } else {
                bytes = try FeedFile.read(at: FilePath(Self.examples.appendingPathComponent(source.summary).path))
            }
            if source.format == .image {
                #expect(throws: Never.self, "\(source.summary) draws a picture") { try PictureDecoder.decode(bytes) }
                continue
            }
            let parsed = try SourceOutputParser.parse(bytes, format: source.format, colors: source.colors)
            #expect(parsed.warnings.isEmpty, "\(source.summary)")
            #expect(parsed.output.pages.first?.id != Page.noPages.id, "\(source.summary)")
            #expect(source.colors == (parsed.output.pages.first?.styles != nil), "\(source.summary)")
        }
    }

    /// A folder holding `feed.yaml` with `text`, for commands that run beside it.
    static func feedFolder(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("feed.yaml"))
        return folder
    }

    static let commandFeed = """
        sections:
          - id: listing
            title: Listing
            source: { command: "printf 'First\\tfrom %s\\nSecond\\tpage\\n' \\"$CAROUSEL_SECTION\\"; touch ran", format: lines }
          - id: notes
            title: Notes
            source: { file: notes.txt, format: text }
        """

    @Test func renderRunsTheSourcesInViewOnceWithPermission() throws {
        let folder = try Self.feedFolder(Self.commandFeed)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# A note\nwritten down".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = try CarouselProcess.run(["render", "-x", "feed.yaml", "--size", "80x30"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("First"))
        #expect(result.standardOutput.contains("from listing"), "run in the feed's folder with CAROUSEL_SECTION")
        #expect(result.standardOutput.contains("A note"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ran").path))
    }

    /// The gap passes on the simulated clock: an hour's gap between three runs, rendered at once.
    @Test func renderRunsBackToBackWhateverTheGap() throws {
        var feed = "sources: {gap: 3600}\nsections:\n"
        for name in ["one", "two", "three"] {
            feed += "  - {id: \(name), title: \(name), source: {command: [echo, 'Loaded \(name)'], format: lines}}\n"
        }
        let folder = try Self.feedFolder(feed)
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = ContinuousClock.now
        let result = try CarouselProcess.run(["render", "-x", "feed.yaml", "--size", "80x30"], in: folder)
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(result.status == 0, "\(result.standardError)")
        for name in ["one", "two", "three"] {
            #expect(result.standardOutput.contains("Loaded \(name)"), "\(result.standardOutput)")
        }
    }

    @Test func withoutPermissionRenderRunsNoCommandButReadsFiles() throws {
        let folder = try Self.feedFolder(Self.commandFeed)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# A note\nwritten down".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = try CarouselProcess.run(["render", "feed.yaml", "--size", "80x30"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Not run: printf"))
        #expect(result.standardOutput.contains("A note"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ran").path))
    }

    @Test func checkRunRunsEverySourceAndLocatesErrorsInItsOutput() throws {
        let folder = try Self.feedFolder("""
            sections:
              - id: good
                title: Good
                source: { command: [echo, '[{"title": "One"}]'] }
              - id: bad
                title: Bad
                source: { command: [echo, '[{"title": "One"}, {"body": "no title"}]'] }
              - id: failing
                title: Failing
                source: { command: "echo 'no network' >&2; exit 7", format: lines }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CarouselProcess.run(["check", "--run", "feed.yaml"], in: folder)
        #expect(result.status == 65)
        #expect(result.outputLines.contains("feed.yaml: sections[0].source (echo [{\"title\": \"One\"}]): OK (1 page)"))
        #expect(result.outputLines.contains { $0.hasPrefix("feed.yaml: sections[1].source") && $0.contains("line 1, column") && $0.contains("pages[1].title") })
        #expect(result.outputLines.contains { $0.hasPrefix("feed.yaml: sections[2].source") && $0.contains("exit 7") })
        #expect(result.outputLines.contains("no network") || result.standardOutput.contains("no network"))
        #expect(result.outputLines.last == "feed.yaml: invalid (a source failed)")

        let plain = try CarouselProcess.run(["check", "feed.yaml"], in: folder)
        #expect(plain.status == 0, "without --run nothing runs")
    }

    /// Each failure names its command once, and -x is taken (it adds nothing to --run's permission).
    @Test func checkRunNamesTheCommandOnceAndTakesMinusX() throws {
        let folder = try Self.feedFolder("""
            sections:
              - {id: json, title: Json, source: {command: "printf 'x'", format: json}}
              - {id: missing, title: Missing, source: {command: [nosuchprogram], format: lines}}
              - {id: failing, title: Failing, source: {command: "exit 3", format: lines}}
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CarouselProcess.run(["check", "--run", "-x", "feed.yaml"], in: folder)
        #expect(result.status == 65, "\(result.standardError)")
        let named = { (command: String) in
            result.outputLines.filter { $0.contains(command) }.map { $0.components(separatedBy: command).count - 1 }
        }
        let invalidJSON = "feed.yaml: sections[0].source: printf 'x': invalid json output"
        #expect(result.outputLines.contains { $0.hasPrefix(invalidJSON) })
        #expect(named("printf 'x'") == [1])
        #expect(result.outputLines.contains("feed.yaml: sections[1].source: nosuchprogram: command not found"))
        #expect(named("nosuchprogram") == [1])
        #expect(result.outputLines.contains("feed.yaml: sections[2].source: exit 3: exit 3"))
    }

    static func standardOutput(of arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = examples
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments)")
        return Array(data)
    }
}
