/// What the screen shows below the minimum size (docs/behaviour.md §2); the feed's state is kept unchanged.
struct TooSmallNotice: GridView {
    let theme: Theme
    let glyphs: Glyphs

    /// The notice shows the screen's size: `rect`'s.
    func draw(_ content: Size, in rect: Rect, into grid: inout ScreenGrid) {
        let minimum = ScreenLayout.minimumScreen
        let need = "\(minimum.width)x\(minimum.height)"
        // A screen of one or two rows is drawn on two (a viewport has no negative height): the
        // notice takes the first row alone, so that a one-row screen shows it whole.
        let wordingsByLine = rect.height <= 2
            ? [["Terminal too small: need \(need)", "Too small: need \(need)", "Too small: \(need)", need]]
            : [["Terminal too small", "Too small", "Small"],
               ["need \(need), have \(content.width)x\(content.height)", "need \(need)", need]]
        // Each line in the longest wording that fits, so a tiny terminal still reads whole words.
        let lines = wordingsByLine.map { wordings in
            wordings.first { glyphs.width(of: $0) <= rect.width }
                ?? glyphs.fitted(wordings[wordings.count - 1], width: rect.width)
        }
        let top = rect.y + (lines.count == 1 ? 0 : max(0, (rect.height - lines.count) / 2))
        for (offset, line) in lines.enumerated() where top + offset < rect.maxY {
            let x = rect.x + max(0, (rect.width - glyphs.width(of: line)) / 2)
            grid.write(line, x: x, y: top + offset, style: offset == 0 ? theme.headerTitle : theme.hint)
        }
    }
}
