/// How a section lays its cards out across the screen (docs/feed-format.md, Layouts): one card a
/// page, or as many as fit side by side, in one row or several. A page is then a group of cards.
public struct CardLayout: Hashable, Sendable {
    /// The kind of layout; `nil` takes the feed's `layout`, else `auto`.
    public var style: Style?
    /// The narrowest a card may get in a shelf or a grid, in columns (`card_width`).
    public var cardWidth: Int
    /// Rows of cards in a grid (`rows`).
    public var rows: Int

    /// What a section's layout can be.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// A banner where two cards do not fit, a shelf where they do.
        case auto
        /// One card a page.
        case banner
        /// As many whole cards side by side as fit.
        case shelf
        /// A shelf of several rows.
        case grid
    }

    /// The card width when the feed does not say: two cards side by side from 130 columns.
    public static let defaultCardWidth = 60
    /// The card widths a feed may ask for (`card_width`).
    public static let cardWidthRange = 20...200
    /// Rows of a grid when the feed does not say.
    public static let defaultRows = 2
    /// The rows a feed may give a grid (`rows`).
    public static let rowsRange = 1...6

    /// A layout of `style` (the feed's when `nil`), cards at least `cardWidth` columns wide, and
    /// `rows` rows in a grid.
    public init(style: Style? = nil, cardWidth: Int = Self.defaultCardWidth, rows: Int = Self.defaultRows) {
        self.style = style
        self.cardWidth = cardWidth
        self.rows = rows
    }
}
