@testable import CarouselKit
import CWidthProbe
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    /// Whole blocks whose every code point has one width to glibc (and so to ncursesw).
    static let blocks: [(name: String, range: ClosedRange<UInt32>, width: Int)] = [
        ("printable ASCII", 0x20...0x7E, 1),
        ("Latin-1 letters", 0xC0...0xFF, 1),
        ("combining diacritics", 0x300...0x36F, 0),
        ("Cyrillic", 0x410...0x44F, 1),
        ("box drawing", 0x2500...0x257F, 1),
        ("Hiragana", 0x3041...0x3096, 2),
        ("Katakana", 0x30A1...0x30FA, 2),
        ("half-width katakana", 0xFF66...0xFF9D, 1),
        ("fullwidth ASCII", 0xFF01...0xFF5E, 2),
        ("CJK symbols", 0x3001...0x3003, 2),
        ("Hangul syllables", 0xAC00...0xD7A3, 2),
        ("Hangul leading jamo", 0x1100...0x115F, 2),
        ("Hangul vowel and trailing jamo", 0x1160...0x11FF, 0),
        ("CJK unified ideographs", 0x4E00...0x9FFF, 2),
        ("CJK extension B", 0x20000...0x2A6DF, 2),
        ("emoticons", 0x1F600...0x1F64F, 2),
        ("regional indicators", 0x1F1E6...0x1F1FF, 1),
        ("skin-tone modifiers", 0x1F3FB...0x1F3FF, 2),
        ("variation selectors", 0xFE00...0xFE0F, 0),
        ("ideographic variation selectors", 0xE0100...0xE01EF, 0),
        ("C0 controls", 0x01...0x1F, -1),
        ("C1 controls and DEL", 0x7F...0x9F, -1),
        ("noncharacters", 0xFDD0...0xFDEF, -1),
    ]

    @Test("every code point of a block", arguments: blocks.map(\.name))
    func blockWidths(name: String) throws {
        let block = try #require(Self.blocks.first { $0.name == name })
        for value in block.range {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(DisplayWidth.columns(of: scalar) == block.width, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    static let singles: [(Unicode.Scalar, Int)] = [
        ("\u{0}", 0), ("\u{AD}", 1), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FEFF}", 0), ("\u{2028}", -1),
        ("\u{3000}", 2), ("\u{3099}", 0), ("\u{309A}", 0), ("\u{FF61}", 1), ("\u{2764}", 1), ("\u{2600}", 1),
        ("\u{20E3}", 0), ("\u{231A}", 2), ("\u{1F004}", 2), ("\u{1F3F3}", 1), ("\u{1F46A}", 2), ("\u{E0067}", 0),
        ("\u{25CF}", 1), ("\u{25CB}", 1), ("\u{2026}", 1), ("\u{2605}", 1), ("\u{E000}", 1), ("\u{FFFD}", 1),
        ("\u{093F}", 1), ("\u{094D}", 0), ("\u{0E33}", 1), ("\u{0E31}", 0), ("\u{FFFE}", -1),
        // Newer than Unicode 14.0.0, which glibc 2.36 follows: unprintable to it.
        ("\u{1FA75}", -1), ("\u{1FAE8}", -1),
    ]

    @Test func singleCodePoints() {
        for (scalar, width) in Self.singles {
            #expect(DisplayWidth.columns(of: scalar) == width, "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    /// Sanitizing relies on this to turn noncharacters into U+FFFD.
    @Test func noncharactersAreUnprintable() throws {
        let planeEnds = (0...16).flatMap { plane in [UInt32(plane) << 16 | 0xFFFE, UInt32(plane) << 16 | 0xFFFF] }
        for value in Array(0xFDD0...0xFDEF) + planeEnds {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(scalar.properties.isNoncharacterCodePoint)
            #expect(DisplayWidth.columns(of: scalar) == -1, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    /// Grapheme clusters after sanitizing: each cluster's width, in order.
    static let sequences: [(text: String, widths: [Int])] = [
        ("A", [1]), ("あ", [2]), ("ｱ", [1]), ("한", [2]), ("e\u{301}", [1]), ("か\u{3099}", [2]),
        ("\u{1100}\u{1161}\u{11A8}", [2]),                                    // jamo compose to 각
        ("👨\u{200D}👩\u{200D}👧", [2, 2, 2]),                                 // ZWJ family: three emoji
        ("👩\u{1F3FD}\u{200D}💻", [2, 2]),                                      // skin tone dropped, ZWJ split
        ("👍\u{1F3FD}", [2]),                                                   // skin tone dropped
        ("\u{1F3FD}", []), ("a \u{1F3FD}", [1, 1]),                             // lone swatches go too
        ("❤\u{FE0F}", [1]),                                                     // VS16 dropped
        ("⌚\u{FE0E}", [2]),                                                    // VS15 dropped
        ("1\u{FE0F}\u{20E3}", [1]), ("#\u{20E3}", [1]),                         // keycaps: the plain sign
        ("🇯🇵", [2]), ("🇯🇵🇫🇷", [2, 2]), ("🇯", [1]),                             // flags stay whole
        ("🏳\u{FE0F}\u{200D}🌈", [1, 2]),                                       // rainbow flag: its parts
        ("❤\u{FE0F}\u{200D}🔥", [1, 2]),
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", [2]),     // tag flag: the black flag
        ("\u{301}x", [1]),                                                      // a lone mark is dropped
        ("\u{200B}", []), ("a\u{200B}b", [1, 1]),
        ("कि", [2]), ("क्षि", [3]),                                             // Devanagari: per code point
        ("a\u{200D}b c", [1, 1, 1, 1]), ("\u{200D}", []),                      // a lone ZWJ is dropped…
        ("क्\u{200D}ष", [2]),                                                  // …and in Indic text
        ("\u{0600}١", [2]),
        ("\u{1FA75}", [1]),                                                     // unknown to glibc: U+FFFD
    ]

    @Test func clustersAfterSanitizing() {
        for (text, widths) in Self.sequences {
            let clean = TerminalText.sanitize(text)
            #expect(clean.map(DisplayWidth.of) == widths, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(DisplayWidth.of(clean) == widths.reduce(0, +))
        }
    }

    @Test func emojiClustersAreNeverWiderThanTwo() {
        let emoji = "👨‍👩‍👧‍👦 🧑🏿‍🤝‍🧑🏻 👋🏼 ❤️ ☺️ ✈️ 🏳️‍⚧️ 🐻‍❄️ 😶‍🌫️ *️⃣ 🇺🇳 🫶🏽"
        for character in TerminalText.sanitize(emoji) {
            #expect((1...2).contains(DisplayWidth.of(character)), "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func textWidthIsTheSumOfClusters() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("冬がはじまるよ") == 14)
        #expect(DisplayWidth.of("アウターはMAST") == 14)
        #expect(DisplayWidth.of("ｱｳﾀｰ") == 4)
        #expect(DisplayWidth.of("● ○ …") == 5)
    }

    /// The table is glibc's `wcwidth` under C.UTF-8, which ncursesw uses: no exceptions.
    @Test func agreesWithTheCLibraryForEveryCodePoint() throws {
        try #require(carousel_probe_use_utf8_locale() != 0, "the C.UTF-8 locale is missing")
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }      // surrogates
            let expected = Int(carousel_probe_wcwidth(value))
            let actual = DisplayWidth.columns(of: scalar)
            if actual != expected, mismatches.count < 20 {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): \(actual), wcwidth \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// A cluster's width is the sum of the C library's widths of its code points: the columns
    /// the terminal's cursor moves when ncursesw sends it.
    @Test func clusterWidthIsTheSumOfWcwidth() throws {
        try #require(carousel_probe_use_utf8_locale() != 0)
        let samples = "Ünïcödé 冬がはじまるよ 한국어 ｶﾀｶﾅ नमस्ते कि क्षि ไทยกำ 🇯🇵 👍 e\u{301} ❤"
        for character in TerminalText.sanitize(samples) {
            let sum = character.unicodeScalars.reduce(0) { $0 + Int(carousel_probe_wcwidth($1.value)) }
            #expect(DisplayWidth.of(character) == sum, "\(character)")
        }
    }
}
