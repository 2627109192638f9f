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
        let lines = lines(state.options.keyMap)
        let keysWidth = lines.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let contentWidth = keysWidth + 2 + (lines.map { DisplayWidth.of($0.help) }.max() ?? 0)
        let width = min(rect.width - 2, contentWidth + 4)
        let height = min(rect.height - 2, lines.count + 4)
        guard width > 6, height > 3 else { return }
        let x = rect.x + (rect.width - width) / 2
        let y = rect.y + (rect.height - height) / 2
        let box = Rect(x: x, y: y, width: width, height: height)
        grid.drawing(in: rect) { grid in
            grid.fill(box, style: theme.overlay)
            let inner = String(repeating: glyphs.horizontal, count: width - 2)
            grid.write("\(glyphs.topLeft)\(inner)\(glyphs.topRight)", x: x, y: y, style: theme.overlay)
            grid.write("\(glyphs.bottomLeft)\(inner)\(glyphs.bottomRight)", x: x, y: box.maxY - 1, style: theme.overlay)
            for row in (y + 1)..<(box.maxY - 1) {
                grid.write(String(glyphs.vertical), x: x, y: row, style: theme.overlay)
                grid.write(String(glyphs.vertical), x: box.maxX - 1, y: row, style: theme.overlay)
            }
            let clip = (x + 2)..<(box.maxX - 2)
            grid.write(canvas.fitted("Keys", width: width - 4), x: x + 2, y: y + 1, style: theme.overlayKey, clip: clip)
            for (number, line) in lines.prefix(height - 4).enumerated() {
                let row = y + 3 + number
                grid.write(line.keys, x: x + 2, y: row, style: theme.overlayKey, clip: clip)
                grid.write(canvas.fitted(line.help, width: max(0, width - 6 - keysWidth)),
                           x: x + 4 + keysWidth, y: row, style: theme.overlay, clip: clip)
            }
        }
    }
}
