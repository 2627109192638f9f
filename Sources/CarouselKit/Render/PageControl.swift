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
        /// The columns the piece takes: its text's width, or a whole dot's slot (`Glyphs.dotWidth`).
        public var width: Int
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
        self.init(
            pageCount: pageCount, currentPage: currentPage, width: available, glyphs: glyphs,
            currentDot: glyphs.currentDot(progress: progress))
    }

    /// The control with `current` as the current page's dot (`Glyphs.currentDot(progress:)`).
    init(pageCount: Int, currentPage: Int, width available: Int, glyphs: Glyphs, currentDot current: Character) {
        guard pageCount > 1, available > 0 else {
            items = []
            width = 0
            return
        }
        // Every dot takes the same slot, so a dot that changes never moves the others.
        let dot = glyphs.dotWidth
        func dotPiece(_ page: Int) -> (text: String, width: Int, page: Int?) {
            ("\(page == currentPage ? current : glyphs.otherDot)", dot, page)
        }
        func piece(_ text: String, _ page: Int?) -> (text: String, width: Int, page: Int?) {
            (text, glyphs.width(of: text), page)
        }
        var pieces: [(text: String, width: Int, page: Int?)] = []
        if pageCount * (dot + 1) - 1 <= available {
            pieces = (0..<pageCount).map(dotPiece)
        } else {
            let label = "\(currentPage + 1)/\(pageCount)"
            let before = String(glyphs.moreBefore), after = String(glyphs.moreAfter)
            // Room for the dots: the label, two marks and the spaces between all of them.
            let dotRoom = available - label.count - glyphs.width(of: before) - glyphs.width(of: after) - 3
            let shown = max(1, min(pageCount, (dotRoom + 1) / (dot + 1)))
            let first = min(max(0, currentPage - shown / 2), pageCount - shown)
            if dotRoom >= dot {
                pieces.append(first > 0 ? piece(before, first - 1) : piece(" ", nil))
                pieces += (first..<(first + shown)).map(dotPiece)
                let last = first + shown
                pieces.append(last < pageCount ? piece(after, last) : piece(" ", nil))
            }
            pieces.append(piece(label, nil))
        }
        let total = pieces.reduce(-1) { $0 + $1.width + 1 }
        let start = max(0, (available - total) / 2)
        var column = start
        var items: [Item] = []
        for piece in pieces {
            items.append(Item(column: column, text: piece.text, width: piece.width, page: piece.page,
                              isCurrent: piece.page == currentPage))
            column += piece.width + 1
        }
        self.items = items
        self.width = available
    }

    /// The page selected by a click at `column` (from the control's left edge), if any.
    public func page(atColumn column: Int) -> Int? {
        items.first { column >= $0.column && column < $0.column + $0.width }?.page
    }
}
