extension Glyphs {
    /// The glyph before the title of a card whose page has `status`: a shape, so that the status
    /// reads without colour. ⚠ is the text form (no VS16), which terminals draw as wide as
    /// `width(of:)` measures it.
    public func mark(for status: PageStatus) -> String {
        switch status {
        case .ok: isASCII ? "+" : "✓"
        case .warn: isASCII ? "!" : "⚠"
        case .error: isASCII ? "x" : "✖"
        }
    }

    /// Columns a card's title gives up for its status's glyph and the space after it; none without one.
    func markColumns(for status: PageStatus?) -> Int {
        status.map { width(of: mark(for: $0)) + 1 } ?? 0
    }
}
