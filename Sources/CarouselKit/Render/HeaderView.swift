/// The header row: the feed's title, the auto-advance state and the help hint.
public struct HeaderView {
    /// The styles drawn with.
    public var theme: Theme
    /// The symbols drawn with.
    public var glyphs: Glyphs

    /// A header drawn with `theme` and `glyphs`.
    public init(theme: Theme, glyphs: Glyphs) {
        self.theme = theme
        self.glyphs = glyphs
    }

    /// All the header shows of a state: the renderer draws it again only when this changes.
    struct Content: Equatable {
        var title: String?
        var autoplay: AutoplayStatus

        init(_ state: CarouselState) {
            title = state.title
            autoplay = state.autoplayStatus
        }
    }

    /// Draws the header for `state` on the first row of `rect`.
    public func draw(_ state: CarouselState, in rect: Rect, into grid: inout ScreenGrid) {
        draw(Content(state), in: rect, into: &grid)
    }

    /// Draws `content` on the first row of `rect`.
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        guard !rect.isEmpty else { return }
        let y = rect.y
        let (autoplay, autoplayStyle) = autoplayText(content.autoplay)
        let help = "? help"
        let right = "\(autoplay)   \(help) "
        let rightWidth = glyphs.width(of: right)
        let title = content.title ?? "Carousel"
        let titleRoom = rect.width - rightWidth - 3
        grid.drawing(in: rect) { grid in
            grid.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: theme.header)
            if titleRoom >= 4 {
                grid.write(glyphs.fitted(title, width: titleRoom), x: rect.x + 1, y: y, style: theme.headerTitle)
                let after = grid.write(autoplay, x: rect.maxX - rightWidth, y: y, style: autoplayStyle)
                grid.write(help, x: after + 3, y: y, style: theme.hint)
            } else {
                grid.write(glyphs.fitted(title, width: rect.width - 2), x: rect.x + 1, y: y, style: theme.headerTitle)
            }
        }
    }

    private func autoplayText(_ status: AutoplayStatus) -> (String, Style) {
        switch status {
        case .running: return ("\(glyphs.playing) auto", theme.autoplayRunning)
        case .resumingIn(let seconds): return ("\(glyphs.paused) \(seconds)s", theme.autoplayPaused)
        case .pausedByUser: return ("\(glyphs.paused) paused", theme.autoplayPaused)
        case .unfocused: return ("\(glyphs.paused) unfocused", theme.autoplayPaused)
        case .off: return ("autoplay off", theme.hint)
        }
    }
}
