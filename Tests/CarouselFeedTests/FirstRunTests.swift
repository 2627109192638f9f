import Foundation
import Testing

/// The first run (docs/behaviour.md §3.12): without FEED, the user's own feed in the XDG configuration folder
/// when it exists, else the built-in one; `carousel init` writes a starter feed there and never
/// overwrites one.
@Suite struct FirstRunTests {
    /// A new empty folder, removed when the test's value goes away.
    final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-first-run-\(UUID().uuidString)")
        var path: String { url.path }

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes `text` at `relativePath`, creating the folders above it.
        func write(_ text: String, to relativePath: String) throws {
            let file = url.appendingPathComponent(relativePath)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func contents(of relativePath: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
        }
    }

    static func feed(titled title: String) -> String {
        "title: \(title)\nsections: [{title: Mine, pages: [{title: one}]}]\n"
    }

    static let builtInHeader = "Carousel — a board of sliding cards"

    @Test func withoutAFeedTheFeedInXDGConfigHomeIsShown() throws {
        let config = try Scratch()
        try config.write(Self.feed(titled: "My own board"), to: "carousel/feed.yaml")
        let result = try CarouselProcess.run(["render", "--size", "60x12"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("My own board"))
    }

    @Test func homeIsUsedWhenXDGConfigHomeIsUnsetOrNotAnAbsolutePath() throws {
        let home = try Scratch()
        try home.write(Self.feed(titled: "Home board"), to: ".config/carousel/feed.yaml")
        for environment in [["HOME": home.path], ["HOME": home.path, "XDG_CONFIG_HOME": "relative/config"]] {
            let result = try CarouselProcess.run(["render", "--size", "60x12"], environment: environment)
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("Home board"), "\(environment)")
        }
    }

    @Test func withoutTheFileTheBuiltInFeedIsShown() throws {
        let config = try Scratch()
        let home = try Scratch()
        try home.write(Self.feed(titled: "Not this one"), to: ".config/carousel/feed.yaml")
        // XDG_CONFIG_HOME, when set, is the only place looked at.
        let result = try CarouselProcess.run(
            ["render", "--size", "80x12"], environment: ["XDG_CONFIG_HOME": config.path, "HOME": home.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(Self.builtInHeader))
    }

    @Test func aFeedArgumentWinsOverTheUsersOwnFeed() throws {
        let config = try Scratch()
        try config.write(Self.feed(titled: "Own"), to: "carousel/feed.yaml")
        try config.write(Self.feed(titled: "Named"), to: "named.yaml")
        let result = try CarouselProcess.run(
            ["render", config.url.appendingPathComponent("named.yaml").path, "--size", "60x12"],
            environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.standardOutput.contains("Named"))
    }

    @Test func demoShowsTheBuiltInFeedOverTheUsersOwnAndRefusesAFeedBesideIt() throws {
        let config = try Scratch()
        try config.write(Self.feed(titled: "Own"), to: "carousel/feed.yaml")
        let demo = try CarouselProcess.run(["render", "--demo", "--size", "80x12"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(demo.status == 0)
        #expect(demo.standardOutput.contains(Self.builtInHeader) && !demo.standardOutput.contains("Own"))
        let both = try CarouselProcess.run(["render", "--demo", "feed.yaml", "--size", "80x12"])
        #expect(both.status == 64)
        #expect(both.standardError.contains("--demo shows the built-in feed; leave out feed.yaml or --demo"))
    }

    @Test func aMisspeltCommandIsSuggestedNotReportedAsAMissingFile() throws {
        let result = try CarouselProcess.run(["chek"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("no feed file or command chek; did you mean `carousel check`?"))
        let render = try CarouselProcess.run(["rendr"])
        #expect(render.standardError.contains("did you mean `carousel render`?"))
        // A word that names no command is a missing feed, as before.
        let missing = try CarouselProcess.run(["render", "board", "--size", "80x12"])
        #expect(missing.status == 66)
    }

    @Test func anInvalidOwnFeedIsReportedWithItsPathNotReplacedByTheBuiltInOne() throws {
        let config = try Scratch()
        try config.write("sections: []\n", to: "carousel/feed.yaml")
        let result = try CarouselProcess.run(["render", "--size", "60x12"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines.first?.hasPrefix("carousel: \(config.path)/carousel/feed.yaml:1:11: sections:") == true)
    }

    @Test func helpSaysWhichFeedIsShownWithoutFEED() throws {
        let result = try CarouselProcess.run(["--help"])
        let text = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains(
            "Without FEED it shows $XDG_CONFIG_HOME/carousel/feed.yaml (default ~/.config/carousel/feed.yaml) "
                + "when that file exists, else the built-in feed"))
        #expect(text.contains("carousel init [<path>]"))
        #expect(text.contains("carousel schema"))
    }

    @Test func initWritesTheStarterFeedWhereCarouselLooksAndNeverOverwritesIt() throws {
        let config = try Scratch()
        let environment = ["XDG_CONFIG_HOME": config.path]
        let written = try CarouselProcess.run(["init"], environment: environment)
        #expect(written.status == 0)
        #expect(written.outputLines == ["Wrote a starter feed to \(config.path)/carousel/feed.yaml.", "Run `carousel` to show it."])
        let starter = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Resources/starter-feed.yaml"), encoding: .utf8)
        #expect(try config.contents(of: "carousel/feed.yaml") == starter)

        let checked = try CarouselProcess.run(["check", "\(config.path)/carousel/feed.yaml"])
        #expect(checked.outputLines == ["\(config.path)/carousel/feed.yaml: OK (1 section, 2 pages)"])
        let shown = try CarouselProcess.run(["render", "--size", "80x16"], environment: environment)
        #expect(shown.standardOutput.contains("My board"))

        try config.write("# edited\n", to: "carousel/feed.yaml")
        let again = try CarouselProcess.run(["init"], environment: environment)
        #expect(again.status == 73)
        #expect(again.standardOutput.isEmpty)
        #expect(again.errorLines == [
            "carousel: \(config.path)/carousel/feed.yaml already exists; it is left as it is (remove it or give another PATH)",
        ])
        #expect(try config.contents(of: "carousel/feed.yaml") == "# edited\n")
    }

    @Test func initWritesToAGivenPathCreatingItsFolders() throws {
        let folder = try Scratch()
        let result = try CarouselProcess.run(["init", "boards/winter/feed.yaml"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.outputLines.last == "Run `carousel boards/winter/feed.yaml` to show it.")
        #expect(try folder.contents(of: "boards/winter/feed.yaml").hasPrefix("# A carousel feed, written by `carousel init`."))
    }

    @Test func initExits73WhenTheFileCannotBeCreated() throws {
        let folder = try Scratch()
        try folder.write("not a folder\n", to: "file")
        let result = try CarouselProcess.run(["init", "file/feed.yaml"], in: folder.url)
        #expect(result.status == 73)
        #expect(result.errorLines == ["carousel: cannot create file/feed.yaml: Not a directory"])
        #expect(try folder.contents(of: "file") == "not a folder\n")
    }

    @Test func initWithoutAnyConfigurationFolderAsksForAPath() throws {
        let result = try CarouselProcess.run(["init"])
        #expect(result.status == 64)
        #expect(result.errorLines.first == "carousel: neither XDG_CONFIG_HOME nor HOME is set, so there is no default place; give a PATH")
    }

    @Test func theStarterFeedShowsEveryKeyOfTheSchema() throws {
        let starter = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Resources/starter-feed.yaml"), encoding: .utf8)
        let schema = try FeedSchemaFile.load()
        for key in schema.propertyNames {
            #expect(starter.contains("\(key):"), "the starter feed does not show `\(key)`")
        }
    }
}
