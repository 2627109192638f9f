/// One bordered card at a screen position; parts outside the feed viewport are not drawn, and a
/// card cut by the screen's edge is clipped by the grid (never half a wide glyph).
///
/// A card looks the same wherever it is, so it is drawn once into a grid of its own
/// (`image(text:theme:glyphs:)`, kept in `RenderCache`) and every frame copies the rows in view.
struct CardView {
    /// In content rows and grid columns.
    let frame: Rect
    let accent: Accent?
    let focused: Bool
    /// The card nearest the centre; the others are peeking neighbours.
    let current: Bool
    /// Columns between two cards.
    let gap: Int
    /// Where the card leads: its title carries the link.
    var link: PageLink?

    /// What the title's cells carry in the card's own image, made the screen grid's number for
    /// the URL when the image is copied there (the image is kept apart from any grid's links).
    static let ownLink = UInt16.max

    /// Columns the card paints left of its frame (and right of it): a peeking card, the gaps.
    var margin: Int { current ? 0 : gap }

    /// Puts the card's rows that are in the canvas's view, copied from its `image`.
    func draw(_ canvas: Canvas, image: ScreenGrid, into grid: inout ScreenGrid) {
        for row in 0..<frame.height {
            let y = canvas.screenRow(ofContentRow: frame.y + row)
            guard canvas.rows.contains(y) else { continue }
            grid.copyRow(image.row(row), x: frame.x - margin, y: y)
            if row == 1, let link {
                let number = grid.linkNumber(for: link.url) ?? 0
                grid.setLink(number, columns: (frame.x - margin)..<(frame.maxX + margin), y: y, only: Self.ownLink)
            }
        }
    }

    /// The card drawn alone: as wide as its frame and its margins, as high as its frame.
    func image(text: RenderCache.CardText, theme: Theme, glyphs: Glyphs) -> ScreenGrid {
        var image = ScreenGrid(
            size: Size(width: frame.width + 2 * margin, height: frame.height), ambiguousWidth: glyphs.ambiguousWidth)
        draw(text: text, x: margin, y: 0, theme: theme, glyphs: glyphs, into: &image)
        return image
    }

    /// Draws the card with the top-left corner of its frame at column `x` of row `y`.
    func draw(
        text: RenderCache.CardText, x: Int, y top: Int, theme: Theme, glyphs: Glyphs, into grid: inout ScreenGrid
    ) {
        let border = theme.border(accent: accent, focused: focused, current: current)
        let titleStyle = current ? theme.cardTitle : theme.peekingCard
        let bodyStyle = current ? theme.body : theme.peekingCard
        let textColumns = (x + 2)..<(x + frame.width - 2)
        for row in 0..<frame.height {
            let y = top + row
            // The card owns its blanks. A peeking card's, and the gaps beside it, take its own
            // (dim) style: a blank looks the same in any style without a background, and the
            // terminal is then switched to dim once per row of the card rather than around every
            // word, and straight between dim and the current card's border, not through plain.
            grid.repeatCell(
                Cell(.space, width: 1, style: bodyStyle), columns: frame.width + 2 * margin, x: x - margin, y: y)
            let part = BoxRow(row: row, height: frame.height)
            part.draw(x: x, width: frame.width, y: y, glyphs: glyphs, style: border, into: &grid)
            guard part == .side else { continue }
            guard let line = row == 1 ? text.title : text.body.element(at: row - 2) else { continue }
            grid.draw(line, x: x + 2, y: y, style: row == 1 ? titleStyle : bodyStyle, clip: textColumns)
            if row == 1, link != nil {
                grid.setLink(Self.ownLink, columns: textColumns.clamped(to: (x + 2)..<(x + 2 + line.width)), y: y)
            }
        }
    }
}

extension Array {
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
