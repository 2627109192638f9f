import CarouselKit
import Testing

/// Text from outside quoted in a message (file names, feed keys, arguments) is printed, never
/// obeyed (issue 11, item 6).
@Suite("Escaping text in messages")
struct TextMessageEscapingTests {
    @Test func plainTextAndLineBreaksStay() {
        for text in ["winter.yaml:3:5: title: missing", "冬がはじまるよ.yaml", "two\nlines", "é ü ñ 🇯🇵"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    @Test func controlsAreSpeltOut() {
        #expect(TerminalText.escaped("evil\u{1B}]0;pwned\u{7}.yaml") == "evil\\u{1B}]0;pwned\\u{7}.yaml")
        #expect(TerminalText.escaped("\u{1B}[2J\u{9B}31m\u{7F}\t\r") == "\\u{1B}[2J\\u{9B}31m\\u{7F}\\u{9}\\u{D}")
    }

    @Test func bidiControlsAndInvisibleFormatCharactersAreSpeltOut() {
        #expect(TerminalText.escaped("abc\u{202E}lmth.yaml") == "abc\\u{202E}lmth.yaml")
        #expect(TerminalText.escaped("\u{2066}x\u{2069}\u{200E}\u{200B}\u{FEFF}") == "\\u{2066}x\\u{2069}\\u{200E}\\u{200B}\\u{FEFF}")
        // ZWJ and ZWNJ shape scripts and emoji: they stay.
        #expect(TerminalText.escaped("👩\u{200D}💻") == "👩\u{200D}💻")
    }

    @Test func asciiOnlySpellsOutEverythingBeyondASCII() {
        let escaped = TerminalText.escaped("冬.yaml: é", asciiOnly: true)
        #expect(escaped == "\\u{51AC}.yaml: \\u{E9}")
        #expect(escaped.utf8.allSatisfy { $0 < 0x80 })
    }
}
