/// Breaks text into lines that fit a width in columns.
///
/// PROVISIONAL (issue 5 completes it: kinsoku, grapheme-exact breaking).
public enum TextWrapper {
    /// Wraps `text` to lines of at most `width` columns, breaking at spaces where possible and
    /// anywhere else when a word is too long. At most `maxLines` lines are returned; when the text
    /// does not fit, the last line ends with `ellipsis`.
    public static func wrap(_ text: String, width: Int, maxLines: Int, ellipsis: String = "…") -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var overflow = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth = 0
            var lastSpace: String.Index? = nil
            for character in paragraph {
                let w = DisplayWidth.of(character)
                if lineWidth + w > width {
                    if lines.count == maxLines - 1 { lines.append(line); overflow = true; break paragraphs }
                    if let space = lastSpace, character != " " {
                        let head = String(line[..<space])
                        let tail = String(line[line.index(after: space)...])
                        lines.append(head)
                        line = tail
                        lineWidth = DisplayWidth.of(tail)
                    } else {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    lastSpace = nil
                    if character == " " { continue }
                }
                if character == " " { lastSpace = line.endIndex }
                line.append(character)
                lineWidth += w
            }
            if lines.count == maxLines { overflow = true; break }
            lines.append(line)
        }
        while lines.count > 1 && lines.last?.isEmpty == true && !overflow { lines.removeLast() }
        if overflow, var last = lines.popLast() {
            let room = width - DisplayWidth.of(ellipsis)
            while DisplayWidth.of(last) > room, !last.isEmpty { last.removeLast() }
            while last.last == " " { last.removeLast() }
            lines.append(last + ellipsis)
        }
        return lines
    }
}
