/// The dots under a section's cards (docs/behaviour.md §2), like UIPageControl: one dot per page, or — when
/// they do not fit — a window of dots around the current one with `‹ ›` marks and `12/40`.
///
/// Shared by the renderer and the mouse, so that a click lands on the dot that is drawn.
public struct PageControl: Hashable, Sendable {
    /// One drawn piece, at a column from the control's left edge.
    public struct Item: Hashable, Sendable {
        /// The column of the item's first character, from the control's left edge.
        public var column: Int
        /// A dot, a `‹`/`›` mark, or the `12/40` label.
        public var text: String
        /// The page a click on this item selects.
        public var page: Int?
        /// Whether it is the current page's dot.
        public var isCurrent: Bool
    }

    /// The pieces, left to right.
    public let items: [Item]
    /// Columns the whole control takes; it is centred in its width.
    public let width: Int

    /// - Parameters:
    ///   - pageCount: The section's pages; one page or fewer draws nothing.
    ///   - currentPage: The page whose dot is current (0-based).
    ///   - available: Columns the control may take.
    ///   - glyphs: The dots and marks drawn.
    ///   - progress: How much of the current page's time is used up while auto-advance
    ///     counts (drawn as a draining current dot), or `nil`.
    public init(pageCount: Int, currentPage: Int, width available: Int, glyphs: Glyphs, progress: Double? = nil) {
        let current = glyphs.currentDot(progress: progress)
        guard pageCount > 1, available > 0 else {
            items = []
            width = 0
            return
        }
        var pieces: [(text: String, page: Int?)] = []
        if 2 * pageCount - 1 <= available {
            pieces = (0..<pageCount).map { ("\($0 == currentPage ? current : glyphs.otherDot)", $0) }
        } else {
            let label = "\(currentPage + 1)/\(pageCount)"
            // Room for the dots: the label, two marks and the spaces between all of them.
            let dotRoom = available - label.count - 5
            let shown = max(1, min(pageCount, (dotRoom + 1) / 2))
            let first = min(max(0, currentPage - shown / 2), pageCount - shown)
            if dotRoom >= 1 {
                pieces.append((String(first > 0 ? glyphs.moreBefore : " "), first > 0 ? first - 1 : nil))
                for page in first..<(first + shown) {
                    pieces.append(("\(page == currentPage ? current : glyphs.otherDot)", page))
                }
                let last = first + shown
                pieces.append((String(last < pageCount ? glyphs.moreAfter : " "), last < pageCount ? last : nil))
            }
            pieces.append((label, nil))
        }
        let total = pieces.reduce(-1) { $0 + $1.text.count + 1 }
        let start = max(0, (available - total) / 2)
        var column = start
        var items: [Item] = []
        for piece in pieces {
            items.append(Item(column: column, text: piece.text, page: piece.page, isCurrent: piece.page == currentPage))
            column += piece.text.count + 1
        }
        self.items = items
        self.width = available
    }

    /// The page selected by a click at `column` (from the control's left edge), if any.
    public func page(atColumn column: Int) -> Int? {
        items.first { column >= $0.column && column < $0.column + $0.text.count }?.page
    }
}
