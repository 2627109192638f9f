/// Where a section's cards go across the viewport: its pages side by side, each a card (a
/// banner) or a group of them (a shelf, a grid), and all a section's view needs of the layout
/// besides its own frame.
///
/// Cards are counted along the strip as slots: page `p` holds slots `p·n ..< (p+1)·n` for `n`
/// cards a page, row by row. Any integer is a slot: a loop draws pages past either end.
struct CardStrip: Hashable, Sendable {
    /// Columns of the viewport.
    var width: Int
    /// The left edge of a page's first card at rest.
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
    /// Cards side by side in a page.
    var columns = 1
    /// Rows of cards in a page.
    var rows = 1

    /// Rows between two rows of a grid's cards.
    static let rowGap = 1

    /// Cards in a page.
    var cardsPerPage: Int { columns * rows }
    /// Columns from one page's left edge to the next one's.
    var pageStride: Int { columns * stride }
    /// Columns of a page's cards and the gaps between them.
    var pageWidth: Int { pageStride - gap }
    /// Rows of a page's cards and the gaps between their rows.
    var height: Int { rows * cardHeight + (rows - 1) * Self.rowGap }

    /// The cells `page`'s picture fills: the text area above the title, and the body's rows too
    /// when the page has no body; `nil` for a page without a picture.
    func pictureSize(of page: Page) -> Size? {
        guard page.image != nil, pictureRows > 0 else { return nil }
        return Size(width: textWidth, height: pictureRows + (page.body.isEmpty ? bodyLines : 0))
    }

    /// The frame of the card in slot `slot` with the strip scrolled by `offset` columns, its
    /// page's top on row 0.
    func frame(ofCard slot: Int, offset: Int) -> Rect {
        let page = floorDivide(slot, cardsPerPage)
        let inPage = slot - page * cardsPerPage
        return Rect(
            x: cardX + page * pageStride + inPage % columns * stride - offset,
            y: inPage / columns * (cardHeight + Self.rowGap), width: cardWidth, height: cardHeight)
    }

    /// The pages whose cards meet the columns `0..<width` at `offset`.
    func visiblePages(offset: Int) -> ClosedRange<Int> {
        let first = floorDivide(offset - cardX - pageWidth, pageStride) + 1
        let last = floorDivide(offset + width - 1 - cardX, pageStride)
        return first...max(first, last)
    }

    /// The slots whose cards meet the columns `0..<width` at `offset`, page by page.
    func visibleCards(offset: Int) -> [Int] {
        var slots: [Int] = []
        for page in visiblePages(offset: offset) {
            for slot in (page * cardsPerPage)..<((page + 1) * cardsPerPage) {
                let frame = frame(ofCard: slot, offset: offset)
                if frame.x < width, frame.maxX > 0 { slots.append(slot) }
            }
        }
        return slots
    }

    /// The slot of the card under column `x`, row `y` of the strip (row 0 its top) at `offset`;
    /// `nil` in a gap.
    func slot(atX x: Int, y: Int, offset: Int) -> Int? {
        let along = x - cardX + offset
        let page = floorDivide(along, pageStride)
        let column = (along - page * pageStride) / stride
        let row = floorDivide(y, cardHeight + Self.rowGap)
        guard along - page * pageStride - column * stride < cardWidth, (0..<rows).contains(row),
              y - row * (cardHeight + Self.rowGap) < cardHeight else { return nil }
        return page * cardsPerPage + row * columns + column
    }

    /// The card (an index into the section's pages) slot `slot` shows of `count` cards: pages
    /// repeat around when `looping`; `nil` for a slot past the cards (the last page's empty
    /// places, or outside the pages without looping).
    func card(atSlot slot: Int, of count: Int, looping: Bool) -> Int? {
        let pages = max(1, (count + cardsPerPage - 1) / cardsPerPage)
        let page = floorDivide(slot, cardsPerPage)
        guard looping || (0..<pages).contains(page) else { return nil }
        let card = (((page % pages) + pages) % pages) * cardsPerPage + (slot - page * cardsPerPage)
        return card < count ? card : nil
    }
}
