/// What the screen shows below the minimum size (docs/behaviour.md §2); the feed's state is kept unchanged.
struct TooSmallNotice {
    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let minimum = ScreenLayout.minimumScreen
        let have = "\(canvas.width)x\(canvas.height)"
        // Each line in the longest wording that fits, so a tiny terminal still reads whole words.
        let lines = [
            ["Terminal too small", "Too small", "Small"],
            ["need \(minimum.width)x\(minimum.height), have \(have)", "need \(minimum.width)x\(minimum.height)", "\(minimum.width)x\(minimum.height)"],
        ].map { wordings in wordings.first { canvas.glyphs.width(of: $0) <= canvas.width } ?? canvas.glyphs.fitted(wordings[wordings.count - 1], width: canvas.width) }
        let top = canvas.rect.y + max(0, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < canvas.rect.maxY {
            let x = canvas.rect.x + max(0, (canvas.width - canvas.glyphs.width(of: line)) / 2)
            grid.write(line, x: x, y: top + offset, style: offset == 0 ? canvas.theme.headerTitle : canvas.theme.hint)
        }
    }
}
