/// The header row: the feed's title, the auto-advance state and the help hint.
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

        init(_ state: borrowing CarouselState) {
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
        let title = content.title ?? "Carousel"
        let help = Self.helpHint(width: rect.width, autoplay: autoplay, glyphs: glyphs)
        grid.drawing(in: rect) { grid in
            grid.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: theme.header)
            if let help {
                let titleRoom = help.autoplayColumn - 3
                grid.write(glyphs.fitted(title, width: titleRoom), x: rect.x + 1, y: y, style: theme.headerTitle)
                grid.write(autoplay, x: rect.x + help.autoplayColumn, y: y, style: autoplayStyle)
                grid.write(Self.helpText, x: rect.x + help.columns.lowerBound, y: y, style: theme.hint)
            } else {
                grid.write(glyphs.fitted(title, width: rect.width - 2), x: rect.x + 1, y: y, style: theme.headerTitle)
            }
        }
    }

    /// The columns of the `? help` hint in a header `width` wide that shows `autoplay`, drawn
    /// with `glyphs`, where a click opens the help; `nil` when the header has no room for it.
    public static func helpColumns(autoplay: AutoplayStatus, width: Int, glyphs: Glyphs) -> Range<Int>? {
        helpHint(width: width, autoplay: autoplayLabel(autoplay, glyphs: glyphs), glyphs: glyphs)?.columns
    }

    private static let helpText = "? help"

    /// Where the right-hand side goes: the auto-advance state, three spaces, the help hint and a
    /// space, after a title of at least four columns.
    private static func helpHint(
        width: Int, autoplay: String, glyphs: Glyphs
    ) -> (autoplayColumn: Int, columns: Range<Int>)? {
        let autoplayWidth = glyphs.width(of: autoplay)
        let helpWidth = glyphs.width(of: helpText)
        let autoplayColumn = width - (autoplayWidth + 3 + helpWidth + 1)
        guard autoplayColumn - 3 >= 4 else { return nil }
        let helpColumn = autoplayColumn + autoplayWidth + 3
        return (autoplayColumn, helpColumn..<(helpColumn + helpWidth))
    }

    private func autoplayText(_ status: AutoplayStatus) -> (String, Style) {
        let label = Self.autoplayLabel(status, glyphs: glyphs)
        switch status {
        case .running: return (label, theme.autoplayRunning)
        case .resumingIn, .pausedByUser, .unfocused: return (label, theme.autoplayPaused)
        case .off: return (label, theme.hint)
        }
    }

    private static func autoplayLabel(_ status: AutoplayStatus, glyphs: Glyphs) -> String {
        switch status {
        case .running: return "\(glyphs.playing) auto"
        case .resumingIn(let seconds): return "\(glyphs.paused) \(seconds)s"
        case .pausedByUser: return "\(glyphs.paused) paused"
        case .unfocused: return "\(glyphs.paused) unfocused"
        case .off: return "autoplay off"
        }
    }
}
