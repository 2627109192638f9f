/// A box in the middle of its rectangle that lists every key of the key map, and the mouse;
/// any key closes it.
public struct HelpOverlay {
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

    /// Draws the overlay for `state`, centred in `rect`.
    public func draw(_ state: CarouselState, in rect: Rect, into grid: inout ScreenGrid) {
        let canvas = Canvas(state: state, theme: theme, glyphs: glyphs, rect: rect)
        let lines = lines(state.options.keyMap) + [Self.ambiguousWidthLine(state.options)]
        let keysWidth = lines.map { glyphs.width(of: $0.keys) }.max() ?? 0
        let contentWidth = keysWidth + 2 + (lines.map { glyphs.width(of: $0.help) }.max() ?? 0)
        guard let box = OverlayBox(in: rect, contentWidth: contentWidth, lineCount: lines.count, glyphs: glyphs) else { return }
        let x = box.box.x
        grid.drawing(in: rect) { grid in
            box.draw(heading: "Keys", canvas: canvas, into: &grid)
            for (number, line) in lines.prefix(box.lineCount).enumerated() {
                let row = box.row(ofLine: number)
                grid.write(line.keys, x: x + 2, y: row, style: theme.overlayKey, clip: box.clip)
                grid.write(canvas.fitted(line.help, width: max(0, box.box.width - 6 - keysWidth)),
                           x: x + 4 + keysWidth, y: row, style: theme.overlay, clip: box.clip)
            }
        }
    }
}
