/// The one shape of the app's views: a view draws what a small value (`Content`) describes into
/// a rectangle of a grid — the header, the status line, each section and each card, the overlays
/// and the notices alike, like ratatui's `Widget::render(area, buf)`. Whatever falls outside the
/// grid's drawing bounds (`ScreenGrid.drawing(in:_:)`) is clipped: a section half scrolled out
/// of the feed is drawn into its whole rectangle. Its look (theme, glyphs) is the view's own;
/// equal views and contents draw equal cells, which the row caches rely on: `CachedView` keeps
/// a view's rows in place, and an image (`image(of:size:ambiguousWidth:)`) keeps them to be
/// copied anywhere (`ScreenGrid.paste(_:x:y:)`), as a section does with its cards and rows.
protocol GridView: Equatable {
    /// Everything the view shows.
    associatedtype Content: Equatable

    /// Draws `content` into `rect` of `grid`.
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid)
}

extension GridView {
    /// `content` drawn alone into a grid of `size`, for a terminal that draws ambiguous
    /// characters `ambiguousWidth` wide.
    func image(of content: Content, size: Size, ambiguousWidth: AmbiguousWidth) -> ScreenGrid {
        var image = ScreenGrid(size: size, ambiguousWidth: ambiguousWidth)
        draw(content, in: Rect(x: 0, y: 0, width: size.width, height: size.height), into: &image)
        return image
    }
}

extension ScreenGrid {
    /// Copies the rows of `image` with its top-left corner at column `x` of row `y`, clipped to
    /// the drawing bounds.
    mutating func paste(_ image: ScreenGrid, x: Int, y: Int) {
        let first = max(0, bounds.y - y), end = min(image.size.height, bounds.maxY - y)
        guard first < end else { return }
        for row in first..<end {
            copyRow(image.row(row), x: x, y: y + row)
        }
    }
}
