import CarouselFeed
import CarouselPictures
@testable import CarouselKit
import CNcursesw
@testable import CarouselSources
@testable import CarouselTerminal

/// What each fuzz target does with one input, shared by the libFuzzer targets (`make fuzz`,
/// Fuzz/Targets) and the test that replays their seeds and findings (FuzzRegressionTests).
///
/// A check throws `BrokenPromise` when the code under test breaks a promise: a fuzz target turns
/// that into a crash, which the fuzzer reports as a finding (as the sanitizers report memory
/// errors); the regression test records it as that test's failure and goes on.
public enum FuzzChecks {
    /// A promise the code under test broke for an input.
    public struct BrokenPromise: Error, CustomStringConvertible {
        public var description: String
    }

    /// Each target's check, by target name.
    public static let byTarget: [String: @Sendable ([UInt8]) throws(BrokenPromise) -> Void] = [
        "FuzzYAMLFeed": { bytes throws(BrokenPromise) in try feed(bytes, format: .yaml) },
        "FuzzJSONFeed": { bytes throws(BrokenPromise) in try feed(bytes, format: .json) },
        "FuzzTerminalText": terminalText,
        "FuzzInputDecoder": inputDecoder,
        "FuzzPictureDecoder": picture,
        "FuzzCacheEntry": cacheEntry,
    ]

    /// A fuzz target's entry: the check for `target` on `bytes`, which crashes on a broken promise.
    public static func crashIfBroken(_ target: String, _ bytes: [UInt8]) {
        do {
            try byTarget[target]?(bytes)
        } catch {
            fatalError("\(target): \(error)")
        }
    }

    private static func promise(_ condition: Bool, _ description: String) throws(BrokenPromise) {
        if !condition { throw BrokenPromise(description: description) }
    }

    /// The feed reader and validator: any bytes give a feed or diagnostics, never a crash, and
    /// every diagnostic is one line.
    static func feed(_ bytes: [UInt8], format: FeedFormat) throws(BrokenPromise) {
        let loading = Result { () throws(FeedReadError) in try FeedReader.read(bytes, name: "fuzz", format: format) }
        switch loading {
        case .success(let loaded):
            try promise(!loaded.feed.sections.isEmpty, "a loaded feed has sections")
            try promise(loaded.feed.sections.allSatisfy { !$0.pages.isEmpty }, "every section has pages")
        case .failure(let error):
            try promise(!error.diagnostics.isEmpty, "a refused feed says why")
            for diagnostic in error.diagnostics {
                try promise(!diagnostic.description.contains("\n"), "a diagnostic is one line")
                try promise(!diagnostic.description.unicodeScalars.contains("\u{1B}"), "a diagnostic quotes no ESC")
            }
        }
    }

    /// The picture decoder (libpng and libjpeg behind the C shim): any bytes give a picture whose
    /// pixels fill its size, within the limits, or a one-line reason, never a crash.
    static func picture(_ bytes: [UInt8]) throws(BrokenPromise) {
        let limit = 1_000_000
        switch Result(catching: { () throws(PictureError) in try PictureDecoder.decode(bytes, pixelLimit: limit) }) {
        case .success(let picture):
            try promise(picture.rgba.count == picture.width * picture.height * 4, "the pixels fill the picture")
            try promise(picture.width * picture.height <= limit, "a picture is within the limit")
        case .failure(let error):
            try promise(!error.reason.isEmpty, "a refused picture says why")
            let printable = error.reason.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
            try promise(printable, "a reason is one printable line")
        }
    }

    /// A source cache entry read back, as anything in the user's cache folder may be forged:
    /// any bytes give an entry that reads back the same or none, never a crash. Each input is
    /// also tried with its checksum line made right, so that the fuzzer gets past the checksum
    /// to the sizes behind it.
    static func cacheEntry(_ bytes: [UInt8]) throws(BrokenPromise) {
        let source = SectionSource(.shell("echo"), format: .lines)
        let key = SourceCacheEntry.Key(feedPath: "/fuzz/feed.yaml", sectionID: "s", source: source)
        for candidate in [bytes, withChecksumSet(bytes)] {
            guard let entry = SourceCacheEntry(stored: candidate, for: key) else { continue }
            try promise(SourceCacheEntry(stored: entry.bytes, for: key) == entry, "an entry reads back as it was kept")
        }
    }

    /// `bytes` with its fifth line replaced by the checksum of what follows it.
    private static func withChecksumSet(_ bytes: [UInt8]) -> [UInt8] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 5, omittingEmptySubsequences: false)
        guard lines.count == 6 else { return bytes }
        let checksum = ArraySlice(String(SourceCacheEntry.checksum(Array(lines[5])), radix: 16).utf8)
        return Array((lines[0..<4] + [checksum, lines[5]]).joined(separator: [UInt8(ascii: "\n")]))
    }

    /// The escape-sequence filter, ASCII fallback, message escaping, widths, wrapping and the
    /// grid: the first byte picks a width, the rest is text.
    static func terminalText(_ bytes: [UInt8]) throws(BrokenPromise) {
        guard let first = bytes.first else { return }
        let width = Int(first % 64) + 1
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let safe = TerminalText.sanitize(text)
        for scalar in safe.unicodeScalars {
            try promise(scalar == "\n" || scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value), "a control survived")
            try promise(!TerminalText.isBidiControl(scalar.value), "a bidi control survived")
        }
        try promise(TerminalText.asciiFallback(safe).unicodeScalars.allSatisfy(\.isASCII), "ASCII fallback is ASCII")
        let escaped = TerminalText.escaped(text, asciiOnly: first & 1 == 0)
        try promise(!escaped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "escaped text has no controls")
        let lines = TextWrapper.wrap(safe, width: width, maxLines: 4)
        try promise(lines.count <= 4, "at most maxLines lines")
        var grid = ScreenGrid(size: Size(width: width, height: 4))
        for (row, line) in lines.enumerated() {
            // A cluster wider than the whole width (a CJK character in one column) gets a line
            // of its own, which the grid then clips (found by this target; Fuzz/Regressions).
            try promise(DisplayWidth.of(line) <= width || line.count == 1, "a wrapped line fits its width")
            grid.write(line, x: 0, y: row, style: .plain)
        }
        try promise(grid.plainText().split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= width }, "rows fit the grid")
    }

    /// The input decoder: what `wgetch` returns, in any order, becomes events without a
    /// crash, and an Esc arrives as an Esc only when it is not the start of a sequence.
    static func inputDecoder(_ bytes: [UInt8]) throws(BrokenPromise) {
        var reads: [InputReader.RawRead] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0xF0...0xFF:
                // A key code curses recognised: arrows, Home, End, resize, focus…
                let codes = [KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END, KEY_RESIZE, KEY_BTAB, KEY_NPAGE,
                             KEY_PPAGE, KEY_ENTER, CursesScreen.focusInKey, CursesScreen.focusOutKey, KEY_MOUSE, 0x1FF, 0]
                reads.append(.keyCode(codes[Int(byte - 0xF0)]))
            default:
                reads.append(.byte(byte))
            }
        }
        let (inputs, unfinished) = InputReader.translate(reads)
        try promise(inputs.count <= reads.count, "no more inputs than reads")
        // What waits is an escape sequence, or a character of several bytes cut short.
        let waits: Bool
        switch unfinished.first {
        case nil: waits = true
        case .byte(let first)?: waits = (first == 27 || first >= 0xC0) && unfinished.count < 64
        case .keyCode?: waits = false
        }
        try promise(waits && Array(reads.suffix(unfinished.count)) == unfinished,
                    "only the tail of an escape sequence or of a character is kept")
    }
}
