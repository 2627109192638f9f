/// The header row: the feed's title, the count of warn and error cards, the auto-advance state
/// and the help hint.
public struct HeaderView: GridView {
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
        var statuses: StatusCounts

        init(_ state: borrowing CarouselState) {
            title = state.title
            autoplay = state.autoplayStatus
            statuses = state.statusTally.total
        }
    }

    /// Draws the header for `state` on the first row of `rect`.
    public func draw(_ state: CarouselState, in rect: Rect, into grid: inout ScreenGrid) {
        draw(Content(state), in: rect, into: &grid)
    }

    /// Draws `content` on the first row of `rect`, where `HeaderLayout` puts its parts.
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        guard !rect.isEmpty else { return }
        let y = rect.y
        let header = HeaderLayout(
            autoplay: content.autoplay, statuses: content.statuses, width: rect.width, glyphs: glyphs)
        let title = content.title ?? "Carousel"
        grid.drawing(in: rect) { grid in
            grid.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: theme.header)
            grid.write(glyphs.fitted(title, width: header.titleRoom), x: rect.x + 1, y: y, style: theme.headerTitle)
            for count in header.counts {
                grid.write(count.label, x: rect.x + count.column, y: y, style: theme.style(for: count.status))
            }
            if let sides = header.sides {
                grid.write(header.autoplayLabel, x: rect.x + sides.autoplayColumn, y: y,
                           style: autoplayStyle(content.autoplay))
                grid.write(HeaderLayout.helpText, x: rect.x + sides.helpColumns.lowerBound, y: y, style: theme.hint)
            }
        }
    }

    private func autoplayStyle(_ status: AutoplayStatus) -> Style {
        switch status {
        case .running: theme.autoplayRunning
        case .resumingIn, .pausedByUser, .unfocused, .reading: theme.autoplayPaused
        case .off: theme.hint
        }
    }
}
