extension Glyphs {
    /// `text` on one line of at most `width` columns, ending with the ellipsis when cut.
    func fitted(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let line = text.contains("\n") ? text.linesJoined : text
        if self.width(of: line) <= width { return line }
        let lines = TextWrapper.wrap(line, width: width, maxLines: 1, ellipsis: ellipsis, ambiguous: ambiguousWidth)
        return lines.first ?? ""
    }
}
