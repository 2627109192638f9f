import CarouselKit
import PropertyBased
import Testing

/// Random text built from fragments that are hard for terminals, with a fixed seed so that a
/// failure can be replayed.
@Suite("Text fuzzing")
struct TextFuzzTests {
    static let fragments: [String] = TextInjectionCorpus.strings + [
        "a", "word ", "  ", "\t", "\n", "\r\n", "\r", "冬", "が", "か\u{3099}", "。", "、", "「", "」", "っ", "ー",
        "ｶ", "ﾞ", "한", "\u{1100}", "\u{1161}", "e\u{301}", "\u{301}", "\u{323}", "👨\u{200D}👩", "\u{200D}", "👍",
        "\u{1F3FD}", "❤", "\u{FE0F}", "\u{FE0E}", "1", "\u{20E3}", "🇯", "🇵", "🏴", "\u{E0067}", "\u{202E}", "\u{2066}",
        "\u{200B}", "\u{AD}", "\u{FEFF}", "कि", "क्ष", "\u{94D}", "ไทย", "\u{E33}", "\u{1FAE8}", "\u{FFFD}", "\u{E000}",
        "\u{1B}", "[", "]", "\u{7}", "\u{9C}", "\u{9B}", "\u{1B}\\", "—", "…", "\u{85}", "\u{2028}",
    ]

    static func randomText(_ generator: inout Xoshiro) -> String {
        let count = Int.random(in: 0...24, using: &generator)
        return (0..<count).map { _ in fragments.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test func sanitizedTextIsSafeStableAndVisible() {
        var generator = Xoshiro(seed: (5, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        for _ in 0..<5000 {
            let text = Self.randomText(&generator)
            let clean = TerminalText.sanitize(text)
            let description = text.unicodeScalars.map { String($0.value, radix: 16) }
            #expect(TerminalText.sanitize(clean) == clean, "\(description)")
            for character in clean where character != "\n" {
                #expect(TerminalText.isSafe(character), "\(description)")
                #expect(DisplayWidth.of(character) >= 1, "\(description)")
            }
            #expect(!clean.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) })
        }
    }

    @Test func wrappedLinesFitAndDrawWhole() {
        var generator = Xoshiro(seed: (11, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        for _ in 0..<3000 {
            let text = TerminalText.sanitize(Self.randomText(&generator))
            let width = Int.random(in: 2...30, using: &generator)
            let maxLines = Int.random(in: 1...4, using: &generator)
            let lines = TextWrapper.wrap(text, width: width, maxLines: maxLines)
            #expect(lines.count <= maxLines)
            var grid = ScreenGrid(size: Size(width: width + 6, height: max(1, lines.count)))
            let offset = Int.random(in: -3...5, using: &generator)
            for (row, line) in lines.enumerated() {
                // A single cluster wider than the line (Hangul ᄀ한, 4 columns) cannot be split; the
                // grid clips it.
                #expect(DisplayWidth.of(line) <= width || line.count == 1,
                        "width \(width): \(line.debugDescription) from \(text.debugDescription)")
                #expect(!line.contains("\n"))
                grid.write(line, x: offset, y: row, style: .plain, clip: 1..<(width + 1))
            }
            for row in 0..<grid.size.height {
                #expect(TextClippingTests.problems(in: grid, row: row).isEmpty, "\(text.debugDescription)")
            }
        }
    }
}
