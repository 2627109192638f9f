/// A one-row view's cells, kept with everything they were drawn from: the header and the status
/// line change a few times a minute but would otherwise measure, fit and shape their text on
/// every animation frame. While the inputs are equal the cells are copied; any change draws the
/// row again.
struct CachedRow<Content: Equatable> {
    /// Everything the row is drawn from: what it shows, where, and how.
    private struct Inputs: Equatable {
        var content: Content
        var rect: Rect
        var theme: Theme
        var glyphs: Glyphs
    }

    private var drawn: Inputs?
    /// A copy: a slice would keep the grid's storage shared, and its next frame would copy it all.
    private var cells: [Cell] = []

    /// Puts the row for `content` on the first row of `rect` — a whole row of `grid`, cleared —
    /// copied from the last call when nothing it is drawn from changed, else drawn by `draw`.
    mutating func draw(
        _ content: Content, in rect: Rect, theme: Theme, glyphs: Glyphs, into grid: inout ScreenGrid,
        _ draw: (Content, inout ScreenGrid) -> Void
    ) {
        let inputs = Inputs(content: content, rect: rect, theme: theme, glyphs: glyphs)
        if inputs == drawn, grid.replaceRow(rect.y, with: cells) { return }
        draw(content, &grid)
        drawn = inputs
        cells = Array(grid.row(rect.y))
    }
}
