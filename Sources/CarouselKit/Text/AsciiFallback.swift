/// Feed text in plain ASCII, for `--ascii` and terminals whose locale is not UTF-8.
extension TerminalText {
    /// `text` (already sanitized) in ASCII, as well as a terminal without Unicode can show it:
    /// ASCII stays; common punctuation becomes its ASCII look-alike (… → ..., — → -, “” → ");
    /// accented Latin letters lose their accents (é → e); fullwidth forms become ASCII; anything
    /// else becomes `?` repeated to its display width, so that a wide character still takes two
    /// columns and the layout keeps its shape.
    public static func asciiFallback(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let replacement = asciiLookAlike(character) {
                result.append(replacement)
            } else {
                result.append(String(repeating: "?", count: max(1, DisplayWidth.of(character))))
            }
        }
        return result
    }

    private static func asciiLookAlike(_ character: Character) -> String? {
        guard let first = character.unicodeScalars.first else { return nil }
        if let punctuation = punctuation[first.value] { return punctuation }
        // Fullwidth ASCII forms (Ａ, ！, ０) are their ASCII letters shifted.
        if (0xFF01...0xFF5E).contains(first.value), let ascii = Unicode.Scalar(first.value - 0xFEE0) {
            return String(Character(ascii))
        }
        // A Latin letter with accents: its base letter, when that is ASCII.
        var decomposed: [Unicode.Scalar] = []
        for scalar in character.unicodeScalars { CanonicalNormalization.decompose(scalar, into: &decomposed) }
        guard let base = decomposed.first, base.isASCII, base.properties.isAlphabetic,
              decomposed.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark }) else {
            return nil
        }
        return String(Character(base))
    }

    private static let punctuation: [UInt32: String] = [
        0x00A0: " ", 0x3000: "  ", 0x2002: " ", 0x2003: " ", 0x2009: " ",
        0x2026: "...", 0x2025: "..", 0x22EF: "...",
        0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2014: "-", 0x2015: "-", 0x2212: "-",
        0x201C: "\"", 0x201D: "\"", 0x201E: "\"", 0x00AB: "<<", 0x00BB: ">>", 0x2033: "\"",
        0x2018: "'", 0x2019: "'", 0x201A: "'", 0x2032: "'", 0x2039: "<", 0x203A: ">",
        0x2022: "*", 0x00B7: "-", 0x30FB: ".", 0x00D7: "x", 0x00F7: "/",
        0x2190: "<-", 0x2192: "->", 0x2191: "^", 0x2193: "v", 0x2194: "<->",
        0x00A9: "(c)", 0x00AE: "(R)", 0x2122: "TM", 0x00B0: "deg",
        0x3001: ", ", 0x3002: ". ", 0xFF61: ".", 0xFF64: ",",
        0x300C: "\"", 0x300D: "\"", 0x300E: "\"", 0x300F: "\"",
        0xFFFD: "?",
        // Latin letters with no decomposition to a base letter.
        0x00C6: "AE", 0x00E6: "ae", 0x00D8: "O", 0x00F8: "o", 0x00DF: "ss", 0x0152: "OE", 0x0153: "oe",
        0x0141: "L", 0x0142: "l", 0x0110: "D", 0x0111: "d", 0x0131: "i", 0x00D0: "D", 0x00F0: "d",
        0x00DE: "Th", 0x00FE: "th",
    ]
}
