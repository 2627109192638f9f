/// What a section's `CardLayout` comes to on a viewport: how many cards a page holds, side by
/// side and in rows, how wide each is and where the page starts (docs/feed-format.md, Layouts).
///
/// Like seed 004's `ColumnFlowLayout`, the columns are the room divided by the narrowest card
/// allowed; the cards then share the room equally.
public struct CardGrouping: Hashable, Sendable {
    /// Cards side by side in a page.
    public var columns: Int
    /// Rows of cards in a page.
    public var rows: Int
    /// Width of every card of the section.
    public var cardWidth: Int
    /// The left edge of a page's first card at rest, so that the page is centred.
    public var cardX: Int

    /// Cards in a page: a banner's one, a shelf's columns, a grid's rows of them.
    public var cardsPerPage: Int { columns * rows }

    /// The grouping of `layout` on a viewport `width` columns wide.
    /// - Parameters:
    ///   - layout: The section's layout.
    ///   - width: Columns of the viewport.
    ///   - metrics: The peeks and the gap between cards.
    ///   - ambiguous: Where box drawing is two columns wide, cards get an even width so that
    ///     their borders close.
    public init(_ layout: CardLayout, width: Int, metrics: LayoutMetrics, ambiguous: AmbiguousWidth = .narrow) {
        let room = width - 2 * metrics.peek
        let fit = max(1, (room + metrics.gap) / (max(1, layout.cardWidth) + metrics.gap))
        let grouped = switch layout.style ?? .auto {
        case .auto: fit >= 2
        case .banner: false
        case .shelf, .grid: true
        }
        columns = grouped ? fit : 1
        rows = layout.style == .grid ? layout.rows : 1
        var cardWidth = if columns == 1 {
            // One card across: a banner's width, or the card width asked for when it is wider.
            max(1, min(room, grouped ? max(metrics.maxCardWidth, layout.cardWidth) : metrics.maxCardWidth))
        } else {
            (room - (columns - 1) * metrics.gap) / columns
        }
        if ambiguous == .wide, cardWidth > 2 { cardWidth -= cardWidth % 2 }
        self.cardWidth = cardWidth
        let pageWidth = columns * (cardWidth + metrics.gap) - metrics.gap
        cardX = max(0, (width - pageWidth) / 2)
    }

    /// The pages `cardCount` cards make: the last may hold fewer cards.
    public func pageCount(cards cardCount: Int) -> Int {
        max(1, (cardCount + cardsPerPage - 1) / cardsPerPage)
    }
}
