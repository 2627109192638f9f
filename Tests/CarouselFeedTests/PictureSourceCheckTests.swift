import Foundation
import Testing

/// `format: image` sources and the built-in pictures, with `carousel` run as a process: each bad
/// output said clearly by `check --run`, the private folder of pictures gone when carousel has
/// exited, and pictures drawn by `render`.
@Suite struct PictureSourceCheckTests {
    static let feed = """
        sections:
          - id: good
            title: Good
            source: {command: [python3, png.py], format: image}
          - id: garbage
            title: Garbage
            source: {command: "echo not a picture", format: image}
          - id: flood
            title: Flood
            source: {command: "head -c 17000000 /dev/zero", format: image}
          - id: cut
            title: Cut
            source: {command: "python3 png.py | head -c 100", format: image}
          - id: hang
            title: Hang
            source: {command: "sleep 30", format: image, timeout: 1}
          - id: file
            title: File
            source: {file: drawn.png, format: image}

        """

    static let png = """
        import struct, sys, zlib
        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        rows = b"".join(b"\\0" + bytes(v for x in range(8) for v in (x * 30, y * 40, 99)) for y in range(6))
        sys.stdout.buffer.write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 6, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))

        """

    @Test func badPicturesAreSaidClearlyAndNoPictureOutlivesCarousel() throws {
        let folder = try LiveFeedTests.feedFolder(Self.feed)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.png.utf8).write(to: folder.appendingPathComponent("png.py"))
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let drawn = try CarouselProcess.run(
            ["check", "--run", "feed.yaml"], in: folder, environment: ["TMPDIR": temporary.path])
        #expect(drawn.status == 65)
        #expect(drawn.outputLines == [
            "feed.yaml: sections[0].source (python3 png.py): OK (1 page)",
            "feed.yaml: sections[1].source: echo not a picture: invalid image output — "
                + "the output is not a PNG or JPEG file",
            "feed.yaml: sections[1].source: the output is not a PNG or JPEG file",
            "feed.yaml: sections[2].source: head -c 17000000 /dev/zero: output over 16 MiB",
            "feed.yaml: sections[3].source: python3 png.py | head -c 100: invalid image output — the output is cut short: "
                + "the file ends before the picture does",
            "feed.yaml: sections[3].source: the output is cut short: the file ends before the picture does",
            "feed.yaml: sections[4].source: sleep 30: timed out after 1 s",
            "feed.yaml: sections[5].source: drawn.png: no such file",
            "feed.yaml: invalid (a source failed)",
        ])
        // The good picture was kept there (its section loaded), and it is gone with carousel.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [],
                "the private folder is removed at exit")
    }

    /// The message names `$TMPDIR or /tmp`: a `TMPDIR` that is missing or cannot be written
    /// falls back to /tmp, which it did not try.
    @Test func aTMPDIRThatCannotBeUsedFallsBackToTmp() throws {
        let feed = "sections:\n  - {id: chart, title: Chart, source: {command: [python3, png.py], format: image}}\n"
        let folder = try LiveFeedTests.feedFolder(feed)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.png.utf8).write(to: folder.appendingPathComponent("png.py"))
        for temporary in [folder.appendingPathComponent("missing").path, "/proc/self"] {
            let result = try CarouselProcess.run(
                ["check", "--run", "feed.yaml"], in: folder, environment: ["TMPDIR": temporary])
            #expect(result.outputLines.first == "feed.yaml: sections[0].source (python3 png.py): OK (1 page)",
                    "TMPDIR=\(temporary): \(result.outputLines)")
            #expect(result.status == 0)
        }
    }

    /// The picture a command drew is drawn in its section's one card, titled by the section.
    @Test func renderDrawsACommandsPicture() throws {
        let feed = "sections:\n  - {id: chart, title: Chart, source: {command: [python3, png.py], format: image}}\n"
        let folder = try LiveFeedTests.feedFolder(feed)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.png.utf8).write(to: folder.appendingPathComponent("png.py"))
        let result = try CarouselProcess.run(
            ["render", "-x", "--images", "symbols", "--size", "60x20", "feed.yaml"], in: folder)
        #expect(result.status == 0)
        let rows = result.outputLines
        let title = try #require(rows.firstIndex { $0.contains("│ Chart") }, "\(rows)")
        #expect(rows[..<title].contains(where: Self.showsPicture), "above the title:\n\(result.standardOutput)")
    }

    /// The built-in feed's last section shows its embedded pictures.
    @Test func theBuiltInFeedDrawsItsPictures() throws {
        let result = try CarouselProcess.run(
            ["render", "--images", "symbols", "--size", "100x40", "--keys", "end wait:2"])
        #expect(result.status == 0)
        let rows = result.outputLines
        let title = try #require(rows.firstIndex { $0.contains("│ Sunset over the bay") }, "\(rows)")
        #expect(rows[(title - 8)..<title].filter(Self.showsPicture).count >= 6, "\(result.standardOutput)")
    }

    /// Whether a row shows part of a picture: the tests run with NO_COLOR, so in shades.
    static func showsPicture(_ row: String) -> Bool {
        row.contains { "░▒▓█▀▄".contains($0) }
    }
}
