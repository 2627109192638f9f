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
            switch row {
            case 0:
                drawEdge(glyphs.topLeft, glyphs.topRight, y: y, style: border, glyphs: glyphs, into: &grid)
            case frame.height - 1:
                drawEdge(glyphs.bottomLeft, glyphs.bottomRight, y: y, style: border, glyphs: glyphs, into: &grid)
            default:
                grid.repeatSymbol(glyphs.vertical, count: 1, x: frame.x, y: y, style: border)
                grid.repeatSymbol(glyphs.vertical, count: 1, x: frame.maxX - 1, y: y, style: border)
                if !current {
                    // A peeking card's blanks take its own (dim) style, so that the terminal is
                    // switched to dim once per row of the card rather than around every word.
                    grid.repeatSymbol(" ", count: frame.width - 2, x: frame.x + 1, y: y, style: bodyStyle)
                }
                guard let line = row == 1 ? text.title : text.body.element(at: row - 2) else { continue }
                grid.draw(line, x: frame.x + 2, y: y, style: row == 1 ? titleStyle : bodyStyle, clip: textColumns)
            }
        }
    }

    /// A top or bottom border: a corner, a rule, a corner.
    private func drawEdge(_ left: Character, _ right: Character, y: Int, style: Style, glyphs: Glyphs, into grid: inout ScreenGrid) {
        grid.repeatSymbol(left, count: 1, x: frame.x, y: y, style: style)
        grid.repeatSymbol(glyphs.horizontal, count: frame.width - 2, x: frame.x + 1, y: y, style: style)
        grid.repeatSymbol(right, count: 1, x: frame.maxX - 1, y: y, style: style)
    }
}

extension Array {
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
