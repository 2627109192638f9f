/// One bordered card at a screen position; parts outside the feed viewport are not drawn, and a
/// card cut by the screen's edge is clipped by the grid (never half a wide glyph).
struct CardView {
    /// In content rows and grid columns.
    let frame: Rect
    let text: RenderCache.CardText
    let accent: Accent?
    let focused: Bool
    /// The card nearest the centre; the others are peeking neighbours.
    let current: Bool

    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let theme = canvas.theme, glyphs = canvas.glyphs
        let border = theme.border(accent: accent, focused: focused, current: current)
        let titleStyle = current ? theme.cardTitle : theme.peekingCard
        let bodyStyle = current ? theme.body : theme.peekingCard
        let textColumns = (frame.x + 2)..<(frame.maxX - 2)
        for row in 0..<frame.height {
            let y = canvas.screenRow(ofContentRow: frame.y + row)
            guard canvas.rows.contains(y) else { continue }
            let part = BoxRow(row: row, height: frame.height)
            part.draw(x: frame.x, width: frame.width, y: y, glyphs: glyphs, style: border, into: &grid)
            guard part == .side else { continue }
            if !current {
                // A peeking card's blanks take its own (dim) style, so that the terminal is
                // switched to dim once per row of the card rather than around every word.
                grid.repeatCell(Cell(.space, width: 1, style: bodyStyle), columns: frame.width - 2, x: frame.x + 1, y: y)
            }
            guard let line = row == 1 ? text.title : text.body.element(at: row - 2) else { continue }
            grid.draw(line, x: frame.x + 2, y: y, style: row == 1 ? titleStyle : bodyStyle, clip: textColumns)
        }
    }
}

extension Array {
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
