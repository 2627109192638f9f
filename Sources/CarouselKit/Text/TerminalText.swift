/// Makes text from outside the program (feeds, file names, error messages) safe to draw.
///
/// The rules and their reasons are in docs/text.md: no control sequence ever reaches the
/// terminal, every grapheme cluster has the width ncursesw will count, and nothing invisible can
/// reorder or hide what is drawn.
public enum TerminalText {
    /// Columns from one tab stop to the next.
    public static let tabWidth = 8

    /// `text` made safe to draw: escape sequences and control characters removed, line breaks as
    /// "\n", tabs as spaces up to the next tab stop, bidi controls and invisible format
    /// characters removed, unprintable code points as U+FFFD, the emoji policy applied
    /// (`EmojiPolicy`), NFC, and clusters that take no column (a lone combining mark) removed.
    /// Tab stops are counted with ambiguous characters as wide as `ambiguous` says.
    public static func sanitize(_ text: String, ambiguous: AmbiguousWidth = .narrow) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == 0x0A }) { return text }
        // Each step checks quickly whether it has anything to do: most text passes through.
        var text = text
        if text.unicodeScalars.contains(where: ControlSequenceFilter.mayRemove) {
            text = ControlSequenceFilter.filter(text)
        }
        // The emoji policy first: a selector it drops could stand between a letter and its mark.
        text = CanonicalNormalization.nfc(EmojiPolicy.apply(text))
        if text.unicodeScalars.contains(where: { $0 == "\t" || DisplayWidth.columns(of: $0) == 0 }) {
            text = expandingTabs(text, ambiguous: ambiguous)
        }
        return text
    }

    /// `text` made safe (`sanitize`) and, with `asciiOnly`, reduced to ASCII (`asciiFallback`):
    /// text from outside as the screen will show it.
    public static func drawable(_ text: String, asciiOnly: Bool, ambiguous: AmbiguousWidth = .narrow) -> String {
        let safe = sanitize(text, ambiguous: ambiguous)
        return asciiOnly ? asciiFallback(safe) : safe
    }

    /// Whether a character can be sent to a terminal as it is: no control character, no bidi
    /// control, nothing the C library cannot print. The screen grid's last guard.
    public static func isSafe(_ character: Character) -> Bool {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte < 0x7F }
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value < 0x7F { continue }
            if value < 0xA0 || DisplayWidth.columns(of: scalar) < 0 { return false }
            if isBidiControl(value) { return false }
        }
        return true
    }

    /// Whether a code point changes the direction of text around it: the embeddings and
    /// overrides U+202A–202E, the isolates U+2066–2069, and the marks LRM, RLM and ALM.
    static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// Tabs as spaces to the next tab stop, counted in columns from the line's start; clusters
    /// that take no column dropped, since there is no cell to draw them in.
    private static func expandingTabs(_ text: String, ambiguous: AmbiguousWidth) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var column = 0
        for character in text {
            if character == "\n" {
                result.append(character)
                column = 0
            } else if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                result.append(String(repeating: " ", count: spaces))
                column += spaces
            } else {
                let width = DisplayWidth.of(character, ambiguous: ambiguous)
                guard width > 0 else { continue }
                result.append(character)
                column += width
            }
        }
        return result
    }
}
