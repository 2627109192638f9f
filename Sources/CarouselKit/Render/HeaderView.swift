/// The top row: the feed's title, the auto-advance state and the help hint.
struct HeaderView {
    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let theme = canvas.theme, glyphs = canvas.glyphs
        let (autoplay, autoplayStyle) = autoplayText(canvas.state.autoplayStatus, glyphs: glyphs, theme: theme)
        let help = "? help"
        let right = "\(autoplay)   \(help) "
        let rightWidth = DisplayWidth.of(right)
        let title = canvas.state.feed.title ?? "Carousel"
        let titleRoom = canvas.width - rightWidth - 3
        grid.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1), style: theme.header)
        if titleRoom >= 4 {
            grid.write(canvas.fitted(title, width: titleRoom), x: 1, y: 0, style: theme.headerTitle)
            let x = canvas.width - rightWidth
            let after = grid.write(autoplay, x: x, y: 0, style: autoplayStyle)
            grid.write(help, x: after + 3, y: 0, style: theme.hint)
        } else {
            grid.write(canvas.fitted(title, width: canvas.width - 2), x: 1, y: 0, style: theme.headerTitle)
        }
    }

    private func autoplayText(_ status: AutoplayStatus, glyphs: Glyphs, theme: Theme) -> (String, Style) {
        switch status {
        case .running: return ("\(glyphs.playing) auto", theme.autoplayRunning)
        case .resumingIn(let seconds): return ("\(glyphs.paused) \(seconds)s", theme.autoplayPaused)
        case .pausedByUser: return ("\(glyphs.paused) paused", theme.autoplayPaused)
        case .unfocused: return ("\(glyphs.paused) unfocused", theme.autoplayPaused)
        case .off: return ("autoplay off", theme.hint)
        }
    }
}
