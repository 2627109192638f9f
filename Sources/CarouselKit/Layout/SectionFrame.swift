/// The cached frames of one section, in content coordinates.
public struct SectionFrame: Hashable, Sendable {
    /// The whole section, including the blank separator row under it.
    public var frame: Rect
    /// The title row.
    public var title: Rect
    /// The row band that holds the cards (a grid's rows of them); each card's frame comes from
    /// `FeedLayout.cardFrame`.
    public var cards: Rect
    /// Empty (height 0) when the section has no tag.
    public var tagBand: Rect
    /// Empty (height 0) for a single-page section, whose dots are hidden.
    public var pageControl: Rect
    /// The section's number of pages: of cards in a banner, of groups of them in a shelf or grid.
    public var pageCount: Int
    /// The section's number of cards (of pages in the feed).
    public var cardCount: Int
    /// How many cards a page holds, and how wide they are.
    public var grouping: CardGrouping
    /// Rows of picture above each card's title (`Section.pictureRows`): the cards are that much taller.
    public var pictureRows: Int
    /// The tag's lines, wrapped to the card's text width.
    public var tagLines: [String]

    /// The rows a person sees as the section: everything but the separator.
    public var visibleBody: Rect {
        Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - 1)
    }

    /// The same frames `rows` lower (higher when negative).
    mutating func move(by rows: Int) {
        frame.y += rows
        title.y += rows
        cards.y += rows
        tagBand.y += rows
        pageControl.y += rows
    }
}
