/// A view's cells, kept with everything they were drawn from: the header and the status line
/// change a few times a minute but would otherwise measure, fit and shape their text on every
/// animation frame. While the inputs are equal the cells are copied; any change draws again.
struct CachedView<View: GridView> {
    /// Everything the cells are drawn from: the view (its look), what it shows, and where.
    private struct Inputs: Equatable {
        var view: View
        var content: View.Content
        var rect: Rect
    }

    private var drawn: Inputs?
    /// Copies: a slice would keep the grid's storage shared, and its next frame would copy it all.
    private var rows: [[Cell]] = []

    /// Puts `view`'s cells for `content` on the rows of `rect` — whole rows of `grid`, cleared —
    /// copied from the last call when nothing they are drawn from changed, else drawn again.
    mutating func draw(_ view: View, _ content: View.Content, in rect: Rect, into grid: inout ScreenGrid) {
        let inputs = Inputs(view: view, content: content, rect: rect)
        if inputs == drawn, rows.count == rect.height,
           zip(rect.y..<rect.maxY, rows).allSatisfy({ grid.replaceRow($0, with: $1) }) {
            return
        }
        view.draw(content, in: rect, into: &grid)
        drawn = inputs
        rows = (rect.y..<rect.maxY).map { Array(grid.row($0)) }
    }
}
