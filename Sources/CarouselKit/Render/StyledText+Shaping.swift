extension StyledText {
    /// Lines made from this (drawable) text by wrapping or fitting it, shaped with the styles of
    /// the characters they came from.
    ///
    /// The wrapper is left to its job: its lines hold this text's characters in order, less the
    /// spaces and line breaks it drops, plus an ellipsis (and a space for each line break of a
    /// fitted title). So each character of a line is found again by skipping only spaces and
    /// line breaks; one that is not found there (the ellipsis) takes the style before it.
    /// Ambiguous characters are as wide as `ambiguous` says.
    func shaped(_ lines: [String], ambiguous: AmbiguousWidth) -> [ShapedText] {
        guard !spans.isEmpty else { return lines.map { ShapedText($0, ambiguous: ambiguous) } }
        var source = text.startIndex
        return lines.map { line in
            var styles: [Style?] = []
            var previous: Style?
            for character in line {
                var probe = source
                while probe < text.endIndex, text[probe] != character, text[probe] == " " || text[probe] == "\n" {
                    probe = text.index(after: probe)
                }
                if probe < text.endIndex, text[probe] == character {
                    previous = style(atOffset: text.utf8Offset(of: probe))
                    source = text.index(after: probe)
                }
                styles.append(previous)
            }
            return ShapedText(line, styles: styles, ambiguous: ambiguous)
        }
    }
}
