/// What the screen shows below the minimum size (docs/behaviour.md §2); the feed's state is kept unchanged.
struct TooSmallNotice {
    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let minimum = Renderer.minimumScreen
        let have = "\(canvas.width)x\(canvas.height)"
        let need = "\(minimum.width)x\(minimum.height)"
        // A screen of one or two rows is drawn on two (a viewport has no negative height): the
        // notice takes the first row alone, so that a one-row screen shows it whole.
        let wordingsByLine = canvas.height <= 2
            ? [["Terminal too small: need \(need)", "Too small: need \(need)", "Too small: \(need)", need]]
            : [["Terminal too small", "Too small", "Small"], ["need \(need), have \(have)", "need \(need)", need]]
        // Each line in the longest wording that fits, so a tiny terminal still reads whole words.
        let lines = wordingsByLine.map { wordings in
            wordings.first { canvas.glyphs.width(of: $0) <= canvas.width }
                ?? canvas.glyphs.fitted(wordings[wordings.count - 1], width: canvas.width)
        }
        let top = canvas.rect.y + (lines.count == 1 ? 0 : max(0, (canvas.height - lines.count) / 2))
        for (offset, line) in lines.enumerated() where top + offset < canvas.rect.maxY {
            let x = canvas.rect.x + max(0, (canvas.width - canvas.glyphs.width(of: line)) / 2)
            grid.write(line, x: x, y: top + offset, style: offset == 0 ? canvas.theme.headerTitle : canvas.theme.hint)
        }
    }
}
