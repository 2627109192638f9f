import CarouselFeed
import CarouselPictures
import Foundation
import SystemPackage
import Testing

/// `carousel check` on pictures: every `image` that cannot be shown is a located error (exit 65),
/// files outside the feed's folder only with `-x`, and a feed of good pictures is OK.
@Suite struct PictureCheckTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("pictures")
    static let cutShort = "the file ends before the picture does"

    @Test func everyBadPictureIsALocatedErrorAndExits65() throws {
        let result = try CarouselProcess.run(["check", "pictures.yaml"], in: Self.folder)
        let place = "pictures.yaml"
        #expect(result.outputLines == [
            "\(place):14:33: sections[1].pages[0].image: \"missing.png\": no such file",
            "\(place):15:30: sections[1].pages[1].image: \"huge.png\": is 100000 × 100000 pixels (10000 megapixels); "
                + "at most 50 megapixels are allowed",
            "\(place):16:35: sections[1].pages[2].image: \"huge.jpg\": is 60000 × 60000 pixels (3600 megapixels); "
                + "at most 50 megapixels are allowed",
            "\(place):17:35: sections[1].pages[3].image: \"truncated.png\": is cut short: \(Self.cutShort)",
            "\(place):18:40: sections[1].pages[4].image: \"truncated.jpg\": is cut short: \(Self.cutShort)",
            "\(place):19:39: sections[1].pages[5].image: \"not-a-picture.png\": is not a PNG or JPEG file",
            "\(place):20:31: sections[1].pages[6].image: \"empty.jpg\": is empty",
            "\(place):21:33: sections[1].pages[7].image: \"bad-crc.png\": is not a valid PNG file (IHDR: CRC error)",
            "\(place):22:32: sections[1].pages[8].image: \".\": is a directory, not a picture",
            "\(place):23:33: sections[1].pages[9].image: \"../good/winter.yaml\": is outside the feed's folder; "
                + "a picture must be in the folder or below it, unless carousel is started with --allow-commands (-x)",
            "\(place): invalid (10 errors)",
        ])
        #expect(result.status == 65)
        #expect(result.standardError.isEmpty)
    }

    @Test func goodPicturesAreOK() throws {
        let result = try CarouselProcess.run(["check", "good-pictures.yaml"], in: Self.folder)
        #expect(result.outputLines == ["good-pictures.yaml: OK (1 section, 8 pages)"])
        #expect(result.status == 0)
    }

    /// `check` promises every problem at once: a picture's are said beside a missing title, not
    /// only once the feed's structure is fixed.
    @Test func pictureProblemsComeWithStructuralOnesInOnePass() throws {
        let scratch = try ScratchFolder()
        let feed = """
            sections:
              - title: Broken
                pages:
                  - {title: Missing, image: missing.png}
                  - {body: no title here}
                  - {title: Not a picture, image: feed.yaml}
            """
        try feed.write(to: scratch.url.appendingPathComponent("feed.yaml"), atomically: true, encoding: .utf8)
        let result = try CarouselProcess.run(["check", "feed.yaml"], in: scratch.url)
        #expect(result.status == 65)
        #expect(result.outputLines.count == 4, "\(result.outputLines)")
        let first = result.outputLines.first ?? ""
        #expect(first.hasPrefix("feed.yaml:4:") && first.contains("missing.png"), "a picture's, in line order")
        #expect(result.outputLines.contains { $0.contains("sections[0].pages[1].title") })
        #expect(result.outputLines.contains { $0.contains("\"feed.yaml\": is not a PNG or JPEG file") })
        #expect(result.outputLines.last == "feed.yaml: invalid (3 errors)")
    }

    /// A link inside the folder to a picture outside it is outside (links are followed), and so
    /// is an absolute path; `-x` allows both, as it allows commands.
    @Test func aPictureOutsideTheFolderNeedsAllowCommands() throws {
        let scratch = try ScratchFolder()
        let feedFolder = scratch.url.appendingPathComponent("feed")
        try FileManager.default.createDirectory(at: feedFolder, withIntermediateDirectories: true)
        let picture = Self.folder.appendingPathComponent("rgba.png")
        try FileManager.default.createSymbolicLink(
            at: feedFolder.appendingPathComponent("link.png"), withDestinationURL: picture)
        let feed = """
            sections:
              - title: Outside
                pages:
                  - {title: Link, image: link.png}
                  - {title: Absolute, image: "\(picture.path)"}
            """
        try feed.write(to: feedFolder.appendingPathComponent("feed.yaml"), atomically: true, encoding: .utf8)
        let refused = try CarouselProcess.run(["check", "feed/feed.yaml"], in: scratch.url)
        #expect(refused.status == 65)
        #expect(refused.outputLines.count == 3)
        #expect(refused.outputLines.prefix(2).allSatisfy { $0.contains(": is outside the feed's folder; ") })
        for option in ["-x", "--allow-commands"] {
            let allowed = try CarouselProcess.run(["check", option, "feed/feed.yaml"], in: scratch.url)
            #expect(allowed.outputLines == ["feed/feed.yaml: OK (1 section, 2 pages)"])
            #expect(allowed.status == 0)
        }
    }

    @Test func theFolderOfAFeedIsWhereItsPathSaysAndLinksAreFollowedBothWays() throws {
        let scratch = try ScratchFolder()
        let manager = FileManager.default
        let inner = scratch.url.appendingPathComponent("real/inner")
        try manager.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data().write(to: scratch.url.appendingPathComponent("real/inner/a.png"))
        try Data().write(to: scratch.url.appendingPathComponent("real/outside.png"))
        // The feed's folder reached through a link: what is inside the link's target is inside.
        try manager.createSymbolicLink(at: scratch.url.appendingPathComponent("linked"), withDestinationURL: inner)
        let folder = FeedFolder(feedFile: FilePath(scratch.url.appendingPathComponent("linked/feed.yaml").path))
        #expect(folder.path == FilePath(scratch.url.appendingPathComponent("linked").path))
        #expect(throws: Never.self) { try folder.checkContains(folder.file("a.png")) }
        #expect(throws: Never.self) { try folder.checkContains(folder.file("./a.png")) }
        #expect(throws: FeedFolder.Escape.self) { try folder.checkContains(folder.file("../outside.png")) }
        #expect(throws: FeedFolder.Escape.self) { try folder.checkContains(folder.file("/etc/hostname")) }
        #expect(throws: Never.self) { try folder.checkContains(folder.file("missing.png")) }
        #expect(FeedFolder(feedFile: FilePath("feed.yaml")).path == FilePath("."))
    }

    @Test func aFeedsPagesKeepTheirPictureAndItsPlace() throws {
        let yaml = """
            sections:
              - title: S
                pages:
                  - {title: A, image: a.png, alt: An apple}
                  - {title: B}
            """
        let json = #"{"sections": [{"title": "S", "pages": [{"title": "A", "image": "a.png", "alt": "An apple"}, "#
            + #"{"title": "B"}]}]}"#
        for (text, name, location) in [(yaml, "feed.yaml", SourceLocation(line: 4, column: 27)),
                                       (json, "feed.json", SourceLocation(line: 1, column: 64))] {
            let loaded = try FeedReader.read(text, name: name)
            let pages = loaded.feed.sections[0].pages
            #expect(pages.map(\.image) == ["a.png", nil])
            #expect(pages.map(\.alt) == ["An apple", nil])
            #expect(loaded.pictures.map(\.path) == ["a.png"])
            #expect(loaded.pictures.map(\.place.description) == ["sections[0].pages[0].image"])
            #expect(loaded.pictures.map(\.location) == [location])
        }
    }

    @Test func altWithoutAnImageIsAWarningAndASourcesPagesNamePicturesToo() throws {
        let loaded = try FeedReader.read(
            "sections: [{title: S, pages: [{title: A, alt: An apple}]}]", name: "feed.yaml")
        #expect(loaded.warnings.map(\.description) == [
            "feed.yaml:1:47: warning: sections[0].pages[0].alt: describes a picture, but the page has no `image`",
        ])
        let output = try SourceOutputParser.parse(
            Array(#"[{"title": "A", "image": "a.png", "alt": "An apple"}]"#.utf8), format: .json, colors: false)
        #expect(output.output.pages.map(\.image) == ["a.png"])
        #expect(output.output.pages.map(\.alt) == ["An apple"])
        #expect(output.warnings.isEmpty)
        #expect(output.pictures.map(\.place.description) == ["pages[0].image"])
        #expect(output.pictures.map(\.location) == [SourceLocation(line: 1, column: 26)])
    }
}

/// A folder of its own in the temporary folder, removed with everything in it when the test ends.
private final class ScratchFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-pictures-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
