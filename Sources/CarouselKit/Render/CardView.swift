/// One bordered card at a screen position; parts outside the feed viewport are not drawn, and a
/// card cut by the screen's edge is clipped by the grid (never half a wide glyph).
struct CardView {
    /// In content rows and screen columns.
    let frame: Rect
    let text: CardTextCache.Entry
    let accent: Accent?
    let focused: Bool
    /// The card nearest the centre; the others are peeking neighbours.
    let current: Bool

    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let theme = canvas.theme, glyphs = canvas.glyphs
        let border = theme.border(accent: accent, focused: focused, current: current)
        let titleStyle = current ? theme.cardTitle : theme.peekingCard
        let bodyStyle = current ? theme.body : theme.peekingCard
        let inner = String(repeating: glyphs.horizontal, count: max(0, frame.width - 2))
        let textColumns = (frame.x + 2)..<(frame.maxX - 2)
        for row in 0..<frame.height {
            let y = canvas.screenRow(ofContentRow: frame.y + row)
            guard canvas.viewportRows.contains(y) else { continue }
            switch row {
            case 0:
                grid.write("\(glyphs.topLeft)\(inner)\(glyphs.topRight)", x: frame.x, y: y, style: border)
            case frame.height - 1:
                grid.write("\(glyphs.bottomLeft)\(inner)\(glyphs.bottomRight)", x: frame.x, y: y, style: border)
            default:
                grid.write(String(glyphs.vertical), x: frame.x, y: y, style: border)
                grid.write(String(glyphs.vertical), x: frame.maxX - 1, y: y, style: border)
                let line = row == 1 ? text.title : text.body.element(at: row - 2) ?? ""
                grid.write(line, x: frame.x + 2, y: y, style: row == 1 ? titleStyle : bodyStyle, clip: textColumns)
            }
        }
    }
}

extension Array {
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
