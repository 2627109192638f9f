import Foundation
import Testing

/// Pictures in cards on a real terminal: drawn as symbols in 24-bit colour inside the card,
/// decoded off the UI thread, and shown again when their file changes.
@Suite("Pictures in cards in a real terminal")
struct PictureCardEndToEndTests {
    /// The pictures' orange (255, 100, 0) and green (0, 200, 0) as a cell keeps them, at 5 bits
    /// a channel.
    static let orange = "255;99;0", green = "0;198;0"
    /// A PNG of `width × height` pixels of one colour, written by python3's zlib.
    static func writePNG(to url: URL, width: Int, height: Int, rgb: (Int, Int, Int)) throws {
        let script = """
            import struct, sys, zlib
            w, h, r, g, b = (int(a) for a in sys.argv[2:7])
            row = b'\\x00' + bytes((r, g, b)) * w
            data = zlib.compress(row * h, 1)
            def chunk(kind, body):
                return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))
            header = struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)
            png = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', header) + chunk(b'IDAT', data) + chunk(b'IEND', b'')
            open(sys.argv[1] + '.part', 'wb').write(png)
            """
        let result = ProgramRunner.run(
            ["/usr/bin/env", "python3", "-c", script, url.path] + [width, height, rgb.0, rgb.1, rgb.2].map(String.init),
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        try #require(result.status == 0, "python3 failed: \(result.output)")
        // Renamed into place, as editors and tools replace a file: never seen half written.
        try #require(rename(url.path + ".part", url.path) == 0)
    }

    static func feed(image: String) -> String {
        """
        title: Pictures
        sections:
          - title: Gallery
            autoplay: false
            image_rows: 6
            pages:
              - title: The picture
                body: Under it, its title
                image: \(image)
                alt: A square of one colour
          - title: Words
            pages:
              - title: Plain text
        """
    }

    /// The rows of `screen` (captured with styles) that carry `colour` as a 24-bit background.
    static func rows(of screen: String, withBackground colour: String) -> [Int] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("\u{1B}[48;2;\(colour)m") }.map(\.offset)
    }

    @Test func aPictureInTwentyFourBitColourInsideItsCardAndAChangedFileShownAgain() async throws {
        let folder = try TestEnvironment.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("square.png")
        try Self.writePNG(to: picture, width: 40, height: 20, rgb: (255, 100, 0))
        let feed = folder.appendingPathComponent("pictures.yaml")
        try Self.feed(image: "square.png").write(to: feed, atomically: true, encoding: .utf8)
        let session = try TmuxSession(
            arguments: [feed.path, "--images", "symbols"], width: 80, height: 24, environment: ["COLORTERM": "truecolor"])
        var screen = ""
        try await session.waitForScreen("the picture in orange") { _ in
            screen = session.captureWithStyles()
            return !Self.rows(of: screen, withBackground: Self.orange).isEmpty
        }
        // Rows 3 to 8 of the screen: under the card's top border (row 2), above its title.
        #expect(Self.rows(of: screen, withBackground: Self.orange) == Array(3...8))
        let plain = session.capture().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(plain[9].contains("The picture") && plain[3].contains("│"), "inside the card, above its title")
        try Self.writePNG(to: picture, width: 40, height: 20, rgb: (0, 200, 0))
        try await session.waitForScreen("the changed picture in green") { _ in
            screen = session.captureWithStyles()
            return Self.rows(of: screen, withBackground: Self.green) == Array(3...8)
        }
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }

    /// A picture that takes a long time to decode and scale (16 megapixels) never holds up a
    /// key: the help opens whether or not the picture is there yet.
    @Test func aKeyPressedWhileABigPictureDecodesIsAnswered() async throws {
        let folder = try TestEnvironment.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writePNG(to: folder.appendingPathComponent("big.png"), width: 4000, height: 4000, rgb: (0, 90, 255))
        let feed = folder.appendingPathComponent("pictures.yaml")
        try Self.feed(image: "big.png").write(to: feed, atomically: true, encoding: .utf8)
        let session = try TmuxSession(arguments: [feed.path], width: 80, height: 24, environment: ["COLORTERM": "truecolor"])
        try await session.waitFor("Under it, its title")
        session.sendKeys("Down")
        try await session.waitFor("Section 2/2")
        // The help says how pictures are drawn, and how that was chosen: in quadrants, as
        // nothing says which terminal is around tmux.
        // The help's last lines, below its first screen at 80×24.
        session.sendKeys("?", "End")
        try await session.waitFor("quadrant symbols (auto)")
        session.sendKeys("q", "q")
        #expect(try await session.waitForExit() == 0)
    }

    /// The app draws a picture's cells as `render` does: the built-in feed's pictures, in the
    /// quadrants both take where nothing names a terminal that draws sextants, and in sextants.
    @Test(arguments: [[], ["--symbols", "sextant"]])
    func thePicturesCellsAreRendersCells(symbols: [String]) async throws {
        let arguments = ["--demo", "--images", "symbols", "--no-autoplay", "--reduced-motion"] + symbols
        let session = try TmuxSession(arguments: arguments, width: 100, height: 40, environment: ["COLORTERM": "truecolor"])
        try await session.waitFor("Section 1/")
        session.sendKeys("End")
        let result = ProgramRunner.run(
            [try TestEnvironment.carouselBinary(), "render"] + arguments + ["--size", "100x40", "--keys", "end wait:2"],
            environment: TestEnvironment.baseEnvironment(home: session.directory))
        try #require(result.status == 0, "carousel render: \(result.output)")
        let expected = FrameOutputTests.rows(of: result.output)
        // Quadrants of their own (not halves), or sextants.
        let own: ClosedRange<UInt32> = symbols.isEmpty ? 0x2596...0x259F : 0x1FB00...0x1FB3B
        let drawn = { (screen: String) in screen.unicodeScalars.contains { own.contains($0.value) } }
        try #require(drawn(result.output), "render draws \(symbols.isEmpty ? "quadrants" : "sextants")")
        // Until every picture in view has come from the worker.
        let screen = try await session.waitForScreen("the pictures as render draws them") {
            FrameOutputTests.rows(of: $0) == expected
        }
        #expect(drawn(screen))
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }
}
