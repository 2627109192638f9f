import Foundation
import Testing

/// The pictures `format: image` commands wrote are kept in a private folder that no way out of
/// the app leaves behind: quitting, a signal the loop handles, a signal that kills it.
@Suite("Pictures of commands in a real terminal")
struct PictureFileTests {
    static let feed = """
        title: Picture board
        sections:
          - id: chart
            title: Chart
            source: { command: [python3, png.py], format: image }

        """

    /// Writes an 8 × 6 PNG to stdout with zlib alone.
    static let png = """
        import struct, sys, zlib
        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        rows = b"".join(b"\\0" + bytes(v for x in range(8) for v in (x * 30, y * 40, 99)) for y in range(6))
        sys.stdout.buffer.write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 6, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))

        """

    static func files(under folder: URL) -> [String] {
        FileManager.default.subpaths(atPath: folder.path) ?? []
    }

    @Test(arguments: [("q", 0), ("TERM", 128 + SIGTERM), ("USR1", 128 + SIGUSR1)])
    func thePrivateFolderIsGoneOnEveryWayOut(ending: String, status: Int32) async throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let session = try TmuxSession(
            arguments: ["-x", "feed.yaml"], environment: ["TMPDIR": temporary.path],
            feeds: ["feed.yaml": Self.feed, "png.py": Self.png])
        try await LiveSourceEndToEndTests.waitUntil("the picture is kept") {
            Self.files(under: temporary).contains { $0.hasSuffix(".png") }
        }
        let kept = Self.files(under: temporary)
        #expect(kept.count == 2 && kept[0].hasPrefix("carousel-"), "one folder with one picture: \(kept)")
        if ending == "q" {
            session.sendKeys("q")
        } else {
            kill(try await session.appProcessID(), ending == "TERM" ? SIGTERM : SIGUSR1)
        }
        #expect(try await session.waitForExit() == status)
        #expect(Self.files(under: temporary) == [], "nothing is left behind")
    }
}
