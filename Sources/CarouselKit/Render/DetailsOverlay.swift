/// `e`: a failure in full, in a box over the screen — a live section's source (the reason and the
/// last lines of its standard error, or the errors located in its output, docs/behaviour.md §3.11)
/// or the reload that failed (every problem of the feed file). Every line is wrapped whole to the
/// box; taller than the screen, it scrolls as the help does (`CarouselState.helpScroll`).
struct DetailsOverlay: GridView {
    let theme: Theme
    let glyphs: Glyphs

    /// Draws the box `content` describes, centred in `rect`.
    func draw(_ content: OverlayText, in rect: Rect, into grid: inout ScreenGrid) {
        guard let (box, wrapped) = content.layout(in: rect, glyphs: glyphs) else { return }
        grid.drawing(in: rect) { grid in
            box.draw(heading: content.heading, in: rect, theme: theme, glyphs: glyphs, into: &grid)
            let first = min(max(0, content.scroll), max(0, wrapped.count - box.lineCount))
            let below = first + box.lineCount < wrapped.count
            box.drawMoreMarks(above: first > 0, below: below, theme: theme, glyphs: glyphs, into: &grid)
            for (number, line) in wrapped.dropFirst(first).prefix(box.lineCount).enumerated() {
                grid.write(line, x: box.box.x + 2, y: box.row(ofLine: number), style: theme.overlay, clip: box.clip)
            }
        }
    }
}
