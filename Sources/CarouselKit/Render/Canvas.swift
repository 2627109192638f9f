/// What a view needs to draw: the state, its styles and symbols, and the rectangle it was given.
struct Canvas {
    let state: CarouselState
    let theme: Theme
    let glyphs: Glyphs
    /// Where on the grid the view draws.
    let rect: Rect

    var width: Int { rect.width }
    var height: Int { rect.height }

    /// The grid row of a content row, given the feed's vertical offset.
    func screenRow(ofContentRow row: Int) -> Int {
        row - state.verticalOffset + rect.y
    }

    /// The grid rows the view covers.
    var rows: Range<Int> { rect.y..<rect.maxY }
}

extension Glyphs {
    /// `text` on one line of at most `width` columns, ending with the ellipsis when cut.
    func fitted(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let line = text.contains("\n") ? text.split(separator: "\n").joined(separator: " ") : text
        if self.width(of: line) <= width { return line }
        let lines = TextWrapper.wrap(line, width: width, maxLines: 1, ellipsis: ellipsis, ambiguous: ambiguousWidth)
        return lines.first ?? ""
    }
}
