import Foundation
import Testing

/// The one gate for text that reaches the terminal (docs/behaviour.md §3.15, §3.6), from outside:
/// the hostile strings of `TextSafetyTests` in a feed file, in a `format: lines` command's output
/// and in a JSON source's, through the screen-reader mode in a real terminal and every `render`
/// mode, the raw bytes read. A page title `Hi \e]2;HACKED\a` set the terminal's title in the
/// screen-reader mode, and a body wrote the clipboard.
@Suite("Hostile text in the screen-reader mode and every render mode")
struct ScreenReaderSafetyTests {
    /// The hostile feed with two live sections first (so that they load at start): one whose
    /// command prints the strings as `lines`, one that prints them as JSON pages.
    static var feeds: [String: String] {
        let hostile = TextSafetyTests.hostile
        let lines = hostile.enumerated().map { "L\($0.offset) \($0.element)\tbody \($0.element)" }
            .joined(separator: "\n")
        let pages = hostile.enumerated().map { index, text in
            ["title": "J\(index) " + text, "body": text, "id": "j\(index)"]
        }
        let json = String(decoding: try! JSONSerialization.data(withJSONObject: pages), as: UTF8.self)
        let live = """
              - {id: lines, title: Lines source, source: {command: "cat lines.txt", format: lines}}
              - {id: json, title: JSON source, source: {command: "cat pages.json", format: json}}

            """
        let feed = TextSafetyTests.hostileFeed.replacingOccurrences(of: "sections:\n", with: "sections:\n" + live)
        return ["hostile.yaml": feed, "lines.txt": lines + "\n", "pages.json": json]
    }

    /// What may be written where the app prints plain lines: text, line breaks and carriage
    /// returns (a terminal in raw mode needs them), nothing else below U+0020, no DEL, no C1 and
    /// no bidi control.
    static func unsafeScalars(in bytes: Data, allowingEscape: Bool = false) -> [String] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.compactMap { scalar in
            let value = scalar.value
            let control = value < 0x20 && value != 0x0A && value != 0x0D && !(allowingEscape && value == 0x1B)
            let bidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                || value == 0x200E || value == 0x200F || value == 0x061C
            return control || (0x7F...0x9F).contains(value) || bidi ? String(format: "U+%04X", value) : nil
        }
    }

    @Test func theScreenReaderModeWritesNoControlFromAFeedOrASource() async throws {
        let session = try TmuxSession(
            arguments: ["hostile.yaml", "--screen-reader", "-x"], width: 100, height: 30,
            prefix: ["sh", "-c", "sleep 0.5; exec \"$0\" \"$@\""], feeds: Self.feeds)
        session.recordOutput(to: "raw.bin")
        try await session.waitFor("sections.")
        try await session.waitFor("updated. Page 1 of", timeout: 20)
        session.sendKeys("j")
        try await session.waitFor("J0", timeout: 20)
        for key in ["l", "l", "j", "l", "j", "j", "l", "e", "x", "G", "l"] {
            session.sendKeys(key)
            try await Task.sleep(for: .milliseconds(50))
        }
        try await session.waitFor("Section \(TextSafetyTests.hostile.count + 2) of")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        session.stopRecordingOutput()
        let raw = try Data(contentsOf: session.directory.appendingPathComponent("raw.bin"))
        let said = String(decoding: raw, as: UTF8.self).components(separatedBy: "[exit 0]").first ?? ""
        #expect(said.contains("Tag: tag"), "the section's tag is said")
        let unsafe = Self.unsafeScalars(in: Data(said.utf8))
        #expect(unsafe.isEmpty, "the terminal received \(Set(unsafe).sorted())")
        for fragment in TextSafetyTests.forbiddenInOutput {
            #expect(!said.contains(fragment), "the terminal received \(fragment.debugDescription)")
        }
    }

    @Test(arguments: [[], ["--ansi"], ["--screen-reader"], ["--cast", "out.cast"]])
    func renderWritesNoControlFromAFeedOrASource(mode: [String]) throws {
        let folder = try TestEnvironment.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.feeds {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let keys = "l l j l wait:1 l e"
        let command = ["render", "-x", "hostile.yaml", "--size", "90x40", "--keys", keys] + mode
        let words = ([try TestEnvironment.carouselBinary()] + command).map(TestEnvironment.shellQuoted)
        let script = "cd \(TestEnvironment.shellQuoted(folder.path)) && " + words.joined(separator: " ") + " > out.txt"
        let result = ProgramRunner.run(["sh", "-c", script], environment: TestEnvironment.baseEnvironment(home: folder))
        #expect(result.status == 0, "\(result.output)")
        let file = mode.contains("--cast") ? "out.cast" : "out.txt"
        let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("J1") && !text.contains("Loading"), "the sources' pages are there: \(text.prefix(3000))")
        // The recording holds the frames as JSON strings: its escapes spelt out, read as written.
        let written = mode.contains("--cast")
            ? text.split(separator: "\n").dropFirst().compactMap { line -> String? in
                let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any]
                return event?.last as? String
            }.joined()
            : text
        let drawn = mode.contains("--ansi") || mode.contains("--cast")
        let unsafe = Self.unsafeScalars(in: Data(written.utf8), allowingEscape: drawn)
        #expect(unsafe.isEmpty, "\(mode): \(Set(unsafe).sorted())")
        if !drawn { #expect(!written.contains("\u{1B}"), "\(mode): no escape at all") }
        for fragment in TextSafetyTests.forbiddenInOutput {
            #expect(!written.contains(fragment), "\(mode) wrote \(fragment.debugDescription)")
        }
    }
}
