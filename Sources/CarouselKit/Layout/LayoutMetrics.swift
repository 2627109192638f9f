/// The fixed proportions of the screen (docs/behaviour.md §2), in cells.
public struct LayoutMetrics: Hashable, Sendable {
    /// Columns of each neighbouring card that peek in at the viewport's edges.
    public var peek: Int
    /// Columns between two cards.
    public var gap: Int
    /// Cards never get wider than this; on wider terminals they are centred.
    public var maxCardWidth: Int
    /// Rows of body text inside a card.
    public var bodyLines: Int
    /// Rows a tag band may take before it ends with "…".
    public var maxTagLines: Int

    /// Metrics with Carousel's proportions unless told otherwise.
    public init(peek: Int = 4, gap: Int = 2, maxCardWidth: Int = 80, bodyLines: Int = 3, maxTagLines: Int = 3) {
        self.peek = peek
        self.gap = gap
        self.maxCardWidth = maxCardWidth
        self.bodyLines = bodyLines
        self.maxTagLines = maxTagLines
    }

    /// Carousel's own proportions.
    public static let standard = LayoutMetrics()

    /// Columns of padding between a card's border and its text, on each side.
    static let cardPadding = 1
}
