/// Draws the whole app screen for a `CarouselState`: the header, the feed, the status line, and
/// the help overlay or the "too small" notice.
///
/// The feed's viewport is the screen less its first and last rows (`viewport(for:)`): the state
/// is sized to it, the screen to the terminal.
public final class Renderer {
    /// Below this screen the app shows a "terminal too small" notice; the feed's state waits.
    public static let minimumScreen = Size(width: 20, height: 8)

    private let carousel: CarouselView
    private var header = CachedRow<HeaderView.Content>()
    private var statusLine = CachedRow<StatusLineView.Content>()
    /// The styles drawn with; `nil` follows the state's options (colour or monochrome).
    public var theme: Theme? { didSet { carousel.theme = theme } }
    /// The symbols drawn with; `nil` follows the state's options (Unicode or ASCII).
    public var glyphs: Glyphs? { didSet { carousel.glyphs = glyphs } }

    /// A renderer that draws with `theme` and `glyphs`, or with those the state's options choose.
    public init(theme: Theme? = nil, glyphs: Glyphs? = nil) {
        carousel = CarouselView(theme: theme, glyphs: glyphs)
        self.theme = theme
        self.glyphs = glyphs
    }

    /// The feed's viewport on a screen of `screen`: every row but the header and the status line.
    public static func viewport(for screen: Size) -> Size {
        Size(width: max(0, screen.width), height: max(0, screen.height - 2))
    }

    /// The screen that holds the feed's viewport `size`.
    public static func screen(for viewport: Size) -> Size {
        Size(width: viewport.width, height: viewport.height + 2)
    }

    /// The screen for `state` at its current instant.
    public func render(_ state: CarouselState) -> ScreenGrid {
        var grid = ScreenGrid(size: Self.screen(for: state.size), ambiguousWidth: glyphs(for: state).ambiguousWidth)
        render(state, into: &grid)
        return grid
    }

    /// Redraws `grid` (made anew for the screen that holds the state's viewport, and for the
    /// glyphs' ambiguous width, if it was not).
    public func render(_ state: CarouselState, into grid: inout ScreenGrid) {
        let screen = Self.screen(for: state.size)
        let theme = theme ?? Theme(color: state.options.color)
        let glyphs = glyphs(for: state)
        if grid.size != screen || grid.ambiguousWidth != glyphs.ambiguousWidth {
            grid = ScreenGrid(size: screen, ambiguousWidth: glyphs.ambiguousWidth)
        } else {
            grid.clear()
        }
        let whole = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        if screen.width < Self.minimumScreen.width || screen.height < Self.minimumScreen.height {
            TooSmallNotice().draw(Canvas(state: state, theme: theme, glyphs: glyphs, rect: whole), into: &grid)
            return
        }
        let top = Rect(x: 0, y: 0, width: screen.width, height: 1)
        header.draw(.init(state), in: top, theme: theme, glyphs: glyphs, into: &grid) { content, grid in
            HeaderView(theme: theme, glyphs: glyphs).draw(content, in: top, into: &grid)
        }
        carousel.draw(state, in: Rect(x: 0, y: 1, width: state.size.width, height: state.size.height), into: &grid)
        let bottom = Rect(x: 0, y: screen.height - 1, width: screen.width, height: 1)
        statusLine.draw(.init(state), in: bottom, theme: theme, glyphs: glyphs, into: &grid) { content, grid in
            StatusLineView(theme: theme, glyphs: glyphs).draw(content, in: bottom, into: &grid)
        }
        switch state.overlay {
        case .help: HelpOverlay(theme: theme, glyphs: glyphs).draw(state, in: whole, into: &grid)
        case .some(let overlay):
            DetailsOverlay(overlay, state: state)?.draw(Canvas(state: state, theme: theme, glyphs: glyphs, rect: whole), into: &grid)
        case nil: break
        }
    }

    /// The glyphs set on the renderer, or those the state's options choose.
    private func glyphs(for state: CarouselState) -> Glyphs {
        glyphs ?? Glyphs(options: state.options)
    }
}
