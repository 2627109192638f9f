/// The bottom row: where the focus is, then a message or as many key hints as fit.
struct StatusLineView {
    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let state = canvas.state, theme = canvas.theme, glyphs = canvas.glyphs
        let y = canvas.height - 1
        grid.fill(Rect(x: 0, y: y, width: canvas.width, height: 1), style: theme.status)
        let section = state.focusedSection
        let count = state.feed.sections[section].pages.count
        let place = " Section \(section + 1)/\(state.feed.sections.count) \(glyphs.separator) Page \(state.currentPage(ofSection: section) + 1)/\(count) "
        let placeEnd = grid.write(place, x: 0, y: y, style: theme.status)
        let room = canvas.width - placeEnd - 1
        if let message = state.message {
            let style = message.kind == .error ? theme.statusError : message.kind == .warning ? theme.statusWarning : theme.status
            let text = " " + canvas.fitted(message.text, width: room - 1) + " "
            grid.write(text, x: canvas.width - DisplayWidth.of(text), y: y, style: style)
            return
        }
        var hints = ""
        for hint in ["\(glyphs.leftRight) page", "1-9 jump", "space pause", "? help", "q quit"] {
            let candidate = hints.isEmpty ? hint : hints + "  " + hint
            guard DisplayWidth.of(candidate) <= room else { break }
            hints = candidate
        }
        grid.write(hints, x: canvas.width - 1 - DisplayWidth.of(hints), y: y, style: theme.status)
    }
}
