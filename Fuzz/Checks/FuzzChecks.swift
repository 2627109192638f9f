import CarouselFeed
@testable import CarouselKit
import CNcursesw
@testable import CarouselTerminal

/// What each fuzz target does with one input, shared by the libFuzzer targets (`make fuzz`,
/// Fuzz/Targets) and the test that replays their seeds and findings (FuzzRegressionTests).
///
/// A check crashes (a `precondition`) when the code under test breaks a promise; the fuzzer
/// reports that input as a finding, and the sanitizers report memory errors the same way.
public enum FuzzChecks {
    /// Each target's check, by target name.
    public static let byTarget: [String: @Sendable ([UInt8]) -> Void] = [
        "FuzzYAMLFeed": { feed($0, format: .yaml) },
        "FuzzJSONFeed": { feed($0, format: .json) },
        "FuzzTerminalText": terminalText,
        "FuzzInputDecoder": inputDecoder,
    ]

    /// The feed reader and validator: any bytes give a feed or diagnostics, never a crash, and
    /// every diagnostic is one line.
    static func feed(_ bytes: [UInt8], format: FeedFormat) {
        do {
            let loaded = try FeedLoader.load(bytes, name: "fuzz", format: format)
            precondition(!loaded.feed.sections.isEmpty, "a loaded feed has sections")
            precondition(loaded.feed.sections.allSatisfy { !$0.pages.isEmpty }, "every section has pages")
        } catch {
            precondition(!error.diagnostics.isEmpty, "a refused feed says why")
            for diagnostic in error.diagnostics {
                precondition(!diagnostic.description.contains("\n"), "a diagnostic is one line")
                precondition(!diagnostic.description.unicodeScalars.contains("\u{1B}"), "a diagnostic quotes no ESC")
            }
        }
    }

    /// The escape-sequence filter, ASCII fallback, message escaping, widths, wrapping and the
    /// grid: the first byte picks a width, the rest is text.
    static func terminalText(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let width = Int(first % 64) + 1
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let safe = TerminalText.sanitize(text)
        for scalar in safe.unicodeScalars {
            precondition(scalar == "\n" || scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value), "a control survived")
            precondition(!TerminalText.isBidiControl(scalar.value), "a bidi control survived")
        }
        precondition(TerminalText.asciiFallback(safe).unicodeScalars.allSatisfy(\.isASCII), "ASCII fallback is ASCII")
        let escaped = TerminalText.escaped(text, asciiOnly: first & 1 == 0)
        precondition(!escaped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "escaped text has no controls")
        let lines = TextWrapper.wrap(safe, width: width, maxLines: 4)
        precondition(lines.count <= 4, "at most maxLines lines")
        var grid = ScreenGrid(size: Size(width: width, height: 4))
        for (row, line) in lines.enumerated() {
            // A cluster wider than the whole width (a CJK character in one column) gets a line
            // of its own, which the grid then clips (found by this target; Fuzz/Regressions).
            precondition(DisplayWidth.of(line) <= width || line.count == 1, "a wrapped line fits its width")
            grid.write(line, x: 0, y: row, style: .plain)
        }
        precondition(grid.plainText().split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= width }, "rows fit the grid")
    }

    /// The input decoder: what `wgetch` returns, in any order, becomes events without a
    /// crash, and an Esc arrives as an Esc only when it is not the start of a sequence.
    static func inputDecoder(_ bytes: [UInt8]) {
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
        precondition(inputs.count <= reads.count, "no more inputs than reads")
        // What waits is an escape sequence, or a character of several bytes cut short.
        let waits: Bool
        switch unfinished.first {
        case nil: waits = true
        case .byte(let first)?: waits = (first == 27 || first >= 0xC0) && unfinished.count < 64
        case .keyCode?: waits = false
        }
        precondition(waits && Array(reads.suffix(unfinished.count)) == unfinished,
                     "only the tail of an escape sequence or of a character is kept")
    }
}
