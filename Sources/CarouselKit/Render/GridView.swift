/// The one shape of the app's views: a view draws what a small value (`Content`) describes into
/// a rectangle of a grid, clipped to it — the header, the status line, the overlays and the
/// notices alike, like ratatui's `Widget::render(area, buf)`. Its look (theme, glyphs) is the
/// view's own; equal views and contents draw equal cells, which `CachedView` relies on.
protocol GridView: Equatable {
    /// Everything the view shows.
    associatedtype Content: Equatable

    /// Draws `content` into `rect` of `grid`.
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid)
}
