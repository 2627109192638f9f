/// A box in the middle of its rectangle that lists every key of the key map, and the mouse.
/// When it is taller than the screen, ↑ ↓ j k PgUp PgDn Home End and the wheel scroll it, with a
/// "more" mark on the border where lines are hidden; any other key closes it (`Overlays`).
public struct HelpOverlay: GridView {
    /// The styles drawn with.
    public var theme: Theme
    /// The symbols drawn with.
    public var glyphs: Glyphs

    /// An overlay drawn with `theme` and `glyphs`.
    public init(theme: Theme, glyphs: Glyphs) {
        self.theme = theme
        self.glyphs = glyphs
    }

    /// The overlay's lines: keys, then what they do.
    func lines(_ keyMap: KeyMap) -> [(keys: String, help: String)] {
        keyMap.bindings.map { ($0.keysLabel(glyphs: glyphs), $0.help) } + keyMap.notes.map { ($0.label, $0.help) }
    }

    /// All the help shows: the keys, how ambiguous characters and pictures are drawn, the first
    /// line shown.
    struct Content: Equatable {
        var keyMap: KeyMap
        var ambiguousWidthLine: Line
        var picturesLine: Line
        var scroll: Int

        struct Line: Equatable {
            var keys: String
            var help: String
        }

        init(_ state: borrowing CarouselState) {
            keyMap = state.options.keyMap
            let line = HelpOverlay.ambiguousWidthLine(state.options)
            ambiguousWidthLine = Line(keys: line.keys, help: line.help)
            let pictures = HelpOverlay.picturesLine(state.options)
            picturesLine = Line(keys: pictures.keys, help: pictures.help)
            scroll = state.helpScroll
        }
    }

    /// Draws the overlay for `state`, centred in `rect`.

    public func draw(_ state: CarouselState, in rect: Rect, into grid: inout ScreenGrid) {
        draw(Content(state), in: rect, into: &grid)
    }

    /// Draws the help `content` describes, centred in `rect`.
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        let settings = [content.ambiguousWidthLine, content.picturesLine]
        let lines = lines(content.keyMap) + settings.map { ($0.keys, $0.help) }
        let keysWidth = lines.map { glyphs.width(of: $0.keys) }.max() ?? 0
        let contentWidth = keysWidth + 2 + (lines.map { glyphs.width(of: $0.help) }.max() ?? 0)
        let frame = OverlayFrame(in: rect, contentWidth: contentWidth, lineCount: lines.count, glyphs: glyphs)
        guard let box = frame else {
            return
        }
        let x = box.box.x
        grid.drawing(in: rect) { grid in
            box.draw(heading: "Keys", in: rect, theme: theme, glyphs: glyphs, into: &grid)
            let first = min(content.scroll, HelpExtent.scrollLimit(keyMap: content.keyMap, screenHeight: rect.height))
            let below = first + box.lineCount < lines.count
            box.drawMoreMarks(above: first > 0, below: below, theme: theme, glyphs: glyphs, into: &grid)
            for (number, line) in lines.dropFirst(first).prefix(box.lineCount).enumerated() {
                let row = box.row(ofLine: number)
                grid.write(line.keys, x: x + 2, y: row, style: theme.overlayKey, clip: box.clip)
                grid.write(glyphs.fitted(line.help, width: max(0, box.box.width - 6 - keysWidth)),
                           x: x + 4 + keysWidth, y: row, style: theme.overlay, clip: box.clip)
            }
        }
    }
}
