/// How an overlay's box is drawn.
extension OverlayFrame {
    /// Clears a cell of margin around the box, so that its border never runs into a card's and
    /// no card text shows right beside it (but not on `rect`'s first and last rows, the header and
    /// the status line); fills the box, draws its border and `heading`.
    func draw(heading: String, in rect: Rect, theme: Theme, glyphs: Glyphs, into grid: inout ScreenGrid) {
        let margin = Rect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2)
        let between = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 2)
        grid.fill(margin.intersection(between), style: .plain)
        grid.fill(box, style: theme.overlay)
        for row in box.y..<box.maxY {
            BoxRow(row: row - box.y, height: box.height)
                .draw(x: box.x, width: box.width, y: row, glyphs: glyphs, style: theme.overlay, into: &grid)
        }
        grid.write(glyphs.fitted(heading, width: box.width - 4), x: box.x + 2, y: box.y + 1, style: theme.overlayKey,
                   clip: clip)
    }

    /// `↑ more` on the top border when lines are hidden above, `↓ more` on the bottom one when
    /// lines are hidden below.
    func drawMoreMarks(above: Bool, below: Bool, theme: Theme, glyphs: Glyphs, into grid: inout ScreenGrid) {
        let ascii = glyphs.isASCII
        if above {
            grid.write(" \(ascii ? "^" : "↑") more ", x: box.maxX - 10, y: box.y, style: theme.overlayKey)
        }
        if below {
            grid.write(" \(ascii ? "v" : "↓") more ", x: box.maxX - 10, y: box.maxY - 1, style: theme.overlayKey)
        }
    }
}
