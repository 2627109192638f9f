/// Where a section's cards go across the viewport: the same for every section of a layout, and
/// all a section's view needs of the layout besides its own frame.
struct CardStrip: Hashable, Sendable {
    /// Columns of the viewport.
    var width: Int
    /// The left edge of the card at rest.
    var cardX: Int
    var cardWidth: Int
    /// Borders included.
    var cardHeight: Int
    /// Columns from one card's left edge to the next one's.
    var stride: Int
    /// Columns between two cards.
    var gap: Int
    /// Columns of text inside a card.
    var textWidth: Int
    /// Lines of body text in a card.
    var bodyLines: Int
    /// Rows of picture above a card's title (0 in a section without pictures).
    var pictureRows: Int = 0

    /// The cells `page`'s picture fills: the text area above the title, and the body's rows too
    /// when the page has no body; `nil` for a page without a picture.
    func pictureSize(of page: Page) -> Size? {
        guard page.image != nil, pictureRows > 0 else { return nil }
        return Size(width: textWidth, height: pictureRows + (page.body.isEmpty ? bodyLines : 0))
    }

    /// The frame of card `page` (any integer: a loop draws pages past the end) scrolled by
    /// `offset` columns, its top on row 0.
    func frame(ofCard page: Int, offset: Int) -> Rect {
        Rect(x: cardX + page * stride - offset, y: 0, width: cardWidth, height: cardHeight)
    }

    /// The card indices whose frames meet the columns `0..<width` at `offset`.
    func visibleCards(offset: Int) -> ClosedRange<Int> {
        let first = floorDivide(offset - cardX - cardWidth, stride) + 1
        let last = floorDivide(offset + width - 1 - cardX, stride)
        return first...max(first, last)
    }
}
