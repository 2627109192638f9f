/// A box in the middle of the screen that lists every key; any key closes it.
struct HelpOverlay {
    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let theme = canvas.theme, glyphs = canvas.glyphs
        let entries = KeyHelp.entries(glyphs: glyphs)
        let keysWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let lines = entries.map { ($0.keys, $0.action) }
        let contentWidth = keysWidth + 2 + (entries.map { DisplayWidth.of($0.action) }.max() ?? 0)
        let width = min(canvas.width - 2, contentWidth + 4)
        let height = min(canvas.height - 2, lines.count + 4)
        guard width > 6, height > 3 else { return }
        let x = (canvas.width - width) / 2
        let y = (canvas.height - height) / 2
        let box = Rect(x: x, y: y, width: width, height: height)
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
            grid.write(line.0, x: x + 2, y: row, style: theme.overlayKey, clip: clip)
            grid.write(canvas.fitted(line.1, width: max(0, width - 6 - keysWidth)), x: x + 4 + keysWidth, y: row, style: theme.overlay, clip: clip)
        }
    }
}
