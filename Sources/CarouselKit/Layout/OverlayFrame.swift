/// Where an overlay's framed box goes in the middle of its rectangle: a border, a heading, a
/// blank line, then its lines. The views draw in it; the state scrolls by it (`Overlays.Extent`).
struct OverlayFrame: Equatable {
    let box: Rect

    /// A box for lines up to `contentWidth` columns wide, as large as `rect` allows; `nil` when
    /// `rect` has no room for one. It is a whole number of `glyphs`' rules wide (two columns each
    /// where box drawing is wide), so that no gap is left before a corner.
    init?(in rect: Rect, contentWidth: Int, lineCount: Int, glyphs: Glyphs) {
        let rule = glyphs.width(of: String(glyphs.horizontal))
        let width = min(rect.width - 2, contentWidth + 4) / rule * rule
        let height = min(rect.height - 2, lineCount + 4)
        guard width > 6, height > 3 else { return nil }
        box = Rect(x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2,
                   width: width, height: height)
    }

    /// The columns text may use: inside the border and a space of padding each side.
    var clip: Range<Int> { (box.x + 2)..<(box.maxX - 2) }
    /// How many lines fit under the heading.
    var lineCount: Int { box.height - 4 }
    /// The row of line `number` (from 0).
    func row(ofLine number: Int) -> Int { box.y + 3 + number }
}
