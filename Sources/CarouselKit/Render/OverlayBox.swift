/// The framed box an overlay draws in the middle of its rectangle: a border, a heading, a blank
/// line, then its lines.
struct OverlayBox {
    let box: Rect

    /// A box for lines up to `contentWidth` columns wide, as large as `rect` allows; `nil` when
    /// `rect` has no room for one.
    init?(in rect: Rect, contentWidth: Int, lineCount: Int) {
        let width = min(rect.width - 2, contentWidth + 4)
        let height = min(rect.height - 2, lineCount + 4)
        guard width > 6, height > 3 else { return nil }
        box = Rect(x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width, height: height)
    }

    /// The columns text may use: inside the border and a space of padding each side.
    var clip: Range<Int> { (box.x + 2)..<(box.maxX - 2) }
    /// How many lines fit under the heading.
    var lineCount: Int { box.height - 4 }
    /// The row of line `number` (from 0).
    func row(ofLine number: Int) -> Int { box.y + 3 + number }

    /// Fills the box, draws its border and `heading`.
    func draw(heading: String, canvas: Canvas, into grid: inout ScreenGrid) {
        let theme = canvas.theme, glyphs = canvas.glyphs
        grid.fill(box, style: theme.overlay)
        let inner = String(repeating: glyphs.horizontal, count: box.width - 2)
        grid.write("\(glyphs.topLeft)\(inner)\(glyphs.topRight)", x: box.x, y: box.y, style: theme.overlay)
        grid.write("\(glyphs.bottomLeft)\(inner)\(glyphs.bottomRight)", x: box.x, y: box.maxY - 1, style: theme.overlay)
        for row in (box.y + 1)..<(box.maxY - 1) {
            grid.write(String(glyphs.vertical), x: box.x, y: row, style: theme.overlay)
            grid.write(String(glyphs.vertical), x: box.maxX - 1, y: row, style: theme.overlay)
        }
        grid.write(canvas.fitted(heading, width: box.width - 4), x: box.x + 2, y: box.y + 1, style: theme.overlayKey, clip: clip)
    }
}
