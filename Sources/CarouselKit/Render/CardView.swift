/// One bordered card, drawn into a rectangle as wide as the card and its margins (the gaps a
/// peeking card paints beside it) and as high as the card; a card cut by the edge of what is
/// drawn is clipped by the grid (never half a wide glyph).
///
/// A card looks the same wherever it is, so the section draws it once into an image of its own
/// (`GridView.image(of:size:ambiguousWidth:)`, kept in `RenderCache`) and every frame copies the
/// rows in view.
struct CardView: GridView {
    let theme: Theme
    let glyphs: Glyphs

    /// What the title's cells carry in the card's own image, made the screen grid's number for
    /// the URL when the image is pasted there (the image is kept apart from any grid's links).
    static let ownLink = UInt16.max

    /// What a card shows.
    struct Content: Equatable {
        let text: RenderCache.CardText
        let accent: Accent?
        /// Colours the border and puts its glyph before the title.
        let status: PageStatus?
        let focused: Bool
        /// A card of the page nearest the centre; the others are peeking neighbours.
        let current: Bool
        /// The focused card of a page of several: a marker on its top edge says so without colour.
        var marked = false
        /// Columns between two cards.
        let gap: Int
        /// Where the card leads: its title carries the link.
        let link: PageLink?
        /// What it shows above its title, for a page with a picture.
        var picture: CardPicture? = nil

        /// Columns the card paints left of its frame (and right of it): a peeking card, the gaps.
        var margin: Int { current ? 0 : gap }
    }

    /// Draws the card with its frame inset by `content.margin` columns on either side of `rect`.
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        let margin = content.margin
        let (x, width) = (rect.x + margin, rect.width - 2 * margin)
        let border = theme.border(
            accent: content.accent, status: content.status, focused: content.focused, current: content.current)
        let titleStyle = content.current ? theme.cardTitle : theme.peekingCard
        let bodyStyle = content.current ? theme.body : theme.peekingCard
        let textColumns = (x + 2)..<(x + width - 2)
        // The title row: under the picture, if any.
        let titleRow = 1 + (content.picture?.size.height ?? 0)
        for row in 0..<rect.height {
            let y = rect.y + row
            // The card owns its blanks. A peeking card's, and the gaps beside it, take its own
            // (dim) style: a blank looks the same in any style without a background, and the
            // terminal is then switched to dim once per row of the card rather than around every
            // word, and straight between dim and the current card's border, not through plain.
            grid.repeatCell(Cell(.space, width: 1, style: bodyStyle), columns: rect.width, x: rect.x, y: y)
            let part = BoxRow(row: row, height: rect.height)
            part.draw(x: x, width: width, y: y, glyphs: glyphs, style: border, into: &grid)
            guard part == .side, row >= titleRow else { continue }
            let line = row == titleRow ? content.text.title : content.text.body.element(at: row - titleRow - 1)
            guard let line else { continue }
            guard row == titleRow else {
                grid.draw(line, x: x + 2, y: y, style: bodyStyle, clip: textColumns)
                continue
            }
            if let status = content.status {
                let style = titleStyle.overlaid(with: theme.style(for: status))
                grid.write(glyphs.mark(for: status), x: x + 2, y: y, style: style, clip: textColumns)
            }
            let titleX = x + 2 + glyphs.markColumns(for: content.status)
            grid.draw(line, x: titleX, y: y, style: titleStyle, clip: textColumns)
            if content.link != nil {
                grid.setLink(Self.ownLink, columns: textColumns.clamped(to: titleX..<(titleX + line.width)), y: y)
            }
        }
        if content.marked, width > 6 {
            grid.write(String(glyphs.focusMarker), x: x + 2, y: rect.y, style: border)
        }
        if let picture = content.picture {
            grid.drawing(in: Rect(x: x + 2, y: rect.y + 1, width: max(0, width - 4), height: picture.size.height)) {
                $0.draw(picture, x: x + 2, y: rect.y + 1, style: bodyStyle, quiet: theme.peekingCard, glyphs: glyphs)
            }
        }
    }
}

extension Array {
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
