@testable import CarouselKit
import Testing

@Suite("Sanitizing text")
struct TextSanitizeTests {
    /// A code point Swift will not write as a literal (a noncharacter).
    static func text(_ value: UInt32) -> String {
        Unicode.Scalar(value).map { String(Character($0)) } ?? ""
    }

    @Test func plainTextIsUnchanged() {
        for text in ["", "Hello, world", "冬がはじまるよ", "line one\nline two", "é ü ñ 한국어 🇯🇵"] {
            #expect(TerminalText.sanitize(text) == text)
        }
    }

    @Test func escapeSequencesGoWhole() {
        let cases: [(String, String)] = [
            ("a\u{1B}[31mred\u{1B}[0m b", "ared b"),
            ("\u{1B}[2J\u{1B}[Hclear", "clear"),
            ("\u{1B}[?1049h\u{1B}[?25lmodes", "modes"),
            ("\u{1B}]0;owned\u{7}title", "title"),
            ("\u{1B}]2;owned\u{1B}\\title", "title"),
            ("\u{1B}]52;c;ZXZpbA==\u{7}clip", "clip"),
            ("\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
            ("\u{1B}P1$r0m\u{1B}\\dcs", "dcs"),
            ("\u{1B}_apc payload\u{1B}\\apc", "apc"),
            ("\u{1B}^pm payload\u{1B}\\pm", "pm"),
            ("\u{1B}Xsos payload\u{1B}\\sos", "sos"),
            ("\u{9B}31mc1", "c1"),
            ("\u{9D}0;owned\u{9C}c1osc", "c1osc"),
            ("\u{1B}(0charset\u{1B}(B", "charset"),
            ("\u{1B}7\u{1B}8\u{1B}c\u{1B}#8reset", "reset"),
            ("lone \u{1B}", "lone "),
            ("\u{1B}]0;runaway\nnext line", "\nnext line"),
            ("\u{1B}[12;\u{7}x", "x"),
        ]
        for (input, expected) in cases {
            #expect(TerminalText.sanitize(input) == expected, "\(input.debugDescription)")
        }
    }

    @Test func controlsAreRemovedAndLineBreaksNormalised() {
        #expect(TerminalText.sanitize("a\u{0}b\u{7}c\u{8}d\u{7F}e\u{1A}f") == "abcdef")
        #expect(TerminalText.sanitize("one\r\ntwo\rthree\nfour") == "one\ntwo\nthree\nfour")
        #expect(TerminalText.sanitize("safe\rEVIL") == "safe\nEVIL")
        #expect(TerminalText.sanitize("a\u{85}b\u{2028}c\u{2029}d") == "a\nb\nc\nd")
        #expect(TerminalText.sanitize("a\u{80}\u{81}\u{9A}b") == "ab")
        #expect(TerminalText.sanitize("a\u{9F}c1 apc\u{9C}b") == "ab")
    }

    @Test func tabsBecomeSpacesToTheNextStop() {
        #expect(TerminalText.sanitize("\tx") == "        x")
        #expect(TerminalText.sanitize("ab\tx") == "ab      x")
        #expect(TerminalText.sanitize("12345678\tx") == "12345678        x")
        #expect(TerminalText.sanitize("冬\tx") == "冬      x")           // counted in columns
        #expect(TerminalText.sanitize("a\n\tx") == "a\n        x")        // stops restart per line
    }

    @Test func bidiAndInvisibleFormatCharactersAreRemoved() {
        let bidi = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}"
        #expect(TerminalText.sanitize("a\(bidi)b") == "ab")
        #expect(TerminalText.sanitize("user\u{202E}gpj.exe") == "usergpj.exe")
        #expect(TerminalText.sanitize("zero\u{200B}width\u{FEFF}\u{2060}") == "zerowidth")
        #expect(TerminalText.sanitize("soft\u{AD}hyphen") == "softhyphen")
        // ZWNJ shapes Persian; the Arabic number sign is visible.
        #expect(TerminalText.sanitize("می\u{200C}خواهم") == "می\u{200C}خواهم")
        #expect(TerminalText.sanitize("\u{600}١").unicodeScalars.first == "\u{600}")
    }

    @Test func unprintableCodePointsBecomeReplacementCharacters() {
        #expect(TerminalText.sanitize("a\(Self.text(0xFDD0))b") == "a\u{FFFD}b")
        #expect(TerminalText.sanitize("a\(Self.text(0x10FFFF))b") == "a\u{FFFD}b")
        #expect(TerminalText.sanitize("a\u{E0000}b") == "ab" || TerminalText.sanitize("a\u{E0000}b") == "a\u{FFFD}b")
        #expect(TerminalText.sanitize("keep \u{FFFD}") == "keep \u{FFFD}")
        #expect(TerminalText.sanitize("private \u{E000}") == "private \u{E000}")
    }

    @Test func textIsNormalisedToNFC() {
        let cases: [(String, String)] = [
            ("か\u{3099}", "が"), ("ハ\u{309A}", "パ"), ("e\u{301}", "é"),
            ("\u{1100}\u{1161}\u{11A8}", "각"), ("가\u{11A8}", "각"),
            // Marks are put in canonical order before composing: ẹ́ is U+1EB9 U+0301.
            ("e\u{301}\u{323}", "\u{1EB9}\u{301}"), ("é\u{323}", "\u{1EB9}\u{301}"),
            ("\u{212B}", "Å"),                                                  // singleton
            ("\u{F900}", "\u{8C48}"),                                            // CJK compatibility
            ("a\u{308}\u{301}", "ä\u{301}"),
            ("e\u{FE0F}\u{301}", "é"),                                          // after the emoji policy
        ]
        for (input, expected) in cases {
            let output = TerminalText.sanitize(input)
            #expect(Array(output.unicodeScalars) == Array(expected.unicodeScalars), "\(input.debugDescription)")
        }
    }

    @Test func normalisationKeepsCanonicalEquivalence() {
        let samples = [
            "Ça va? Ñandú, Ærøskøbing, ﬁ ﬂ, Å Å, ḱ̷ ǘ ẍ̂", "がぎぐげご パピプペポ", "한국어 ᄒ\u{1161}ᆫ",
            "ἀΐ ὕ", "क़ ড় ଡ଼", "\u{FB2C}\u{FB1D}",
        ]
        for sample in samples {
            let normal = CanonicalNormalization.nfc(sample)
            #expect(normal == sample)                                // String == is canonical equivalence
            #expect(CanonicalNormalization.nfc(normal).unicodeScalars.elementsEqual(normal.unicodeScalars))
        }
    }

    @Test func sanitizingIsIdempotent() {
        let samples = TextInjectionCorpus.strings + ["👨‍👩‍👧 1️⃣ ❤️ か\u{3099}\tx", "a\r\nb"]
        for sample in samples {
            let once = TerminalText.sanitize(sample)
            #expect(TerminalText.sanitize(once) == once, "\(sample.debugDescription)")
        }
    }

    @Test func safeCharacters() {
        #expect(TerminalText.isSafe("a"))
        #expect(TerminalText.isSafe("冬"))
        #expect(TerminalText.isSafe("🇯🇵"))
        #expect(!TerminalText.isSafe("\u{1B}"))
        #expect(!TerminalText.isSafe("\u{9B}"))
        #expect(!TerminalText.isSafe("\u{7F}"))
        #expect(!TerminalText.isSafe("\u{202E}"))
        #expect(!TerminalText.isSafe(Character(Self.text(0xFDD0))))
    }
}
