extension StyledText {
    /// The text as the screen shows it (`TerminalText.drawable`), its styles kept: each part of
    /// one style is made safe on its own, so that the spans can follow it, with tabs expanded
    /// first to tab stops counted from the start of the line, across parts, with ambiguous
    /// characters as wide as `ambiguous` says.
    public func drawable(asciiOnly: Bool, ambiguous: AmbiguousWidth = .narrow) -> StyledText {
        guard !spans.isEmpty else {
            return StyledText(TerminalText.drawable(text, asciiOnly: asciiOnly, ambiguous: ambiguous))
        }
        let hasTabs = text.utf8.contains(0x09)
        var result = StyledText()
        var column = 0
        for run in runs() {
            let part = hasTabs ? Self.expandingTabs(run.text, column: &column, ambiguous: ambiguous) : String(run.text)
            let safe = TerminalText.drawable(part, asciiOnly: asciiOnly, ambiguous: ambiguous)
            let start = result.text.utf8.count
            result.text += safe
            if let style = run.style, !safe.isEmpty {
                result.spans.append(StyleSpan(start..<result.text.utf8.count, style: style))
            }
        }
        return result
    }

    /// Tabs as spaces up to the next multiple of `TerminalText.tabWidth` columns, `column` being
    /// where the text starts on its line (and, after, where it ends).
    private static func expandingTabs(_ text: Substring, column: inout Int, ambiguous: AmbiguousWidth) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r\n", "\r":
                column = 0
                result.append(character)
            case "\t":
                let spaces = TerminalText.tabWidth - column % TerminalText.tabWidth
                result += String(repeating: " ", count: spaces)
                column += spaces
            default:
                column += max(0, DisplayWidth.of(character, ambiguous: ambiguous))
                result.append(character)
            }
        }
        return result
    }
}
