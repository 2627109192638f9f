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

    /// What a grid drawn by `update(_:into:drawn:)` holds, part by part, and what each part was
    /// drawn from; its owner keeps it with the grid.
    struct Drawn {
        /// What every part depends on: a change draws the whole screen again.
        fileprivate var whole: Whole
        fileprivate var header: HeaderView.Content
        fileprivate var sections: [SectionView.Key]
        fileprivate var status: StatusLineView.Content

        fileprivate struct Whole: Equatable {
            var screen: Size
            var theme: Theme
            var glyphs: Glyphs
            var options: CarouselOptions
            var feedRevision: Int
            var verticalOffset: Int
        }
    }

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

    /// Brings `grid` to `state`, drawing again only the parts whose inputs changed since
    /// `drawn` — what this renderer last drew into `grid`, untouched since; `nil` for a grid it
    /// knows nothing of: the header, each section in view, the status line, each on its own rows.
    /// A change of screen, look, options, feed or scroll, an overlay or the "too small" notice
    /// draw the whole screen as `render(_:into:)` does.
    ///
    /// The other rows are as they were, so the frame's diff need look at no other row: a slide
    /// redraws and compares the rows of the sliding section only.
    /// - Returns: The rows drawn again, top to bottom.
    func update(_ state: CarouselState, into grid: inout ScreenGrid, drawn: inout Drawn?) -> [Range<Int>] {
        let screen = Self.screen(for: state.size)
        let theme = theme ?? Theme(color: state.options.color)
        let glyphs = glyphs(for: state)
        let whole = wholeInputs(state, screen: screen, theme: theme, glyphs: glyphs)
        let sections = carousel.sectionKeys(state, glyphs: glyphs)
        let (header, status) = (HeaderView.Content(state), StatusLineView.Content(state))
        let plain = state.overlay == nil && screen.width >= Self.minimumScreen.width && screen.height >= Self.minimumScreen.height
        guard plain, let last = drawn, last.whole == whole, sections.map(\.index) == last.sections.map(\.index),
              grid.size == screen, grid.ambiguousWidth == glyphs.ambiguousWidth else {
            render(state, into: &grid)
            drawn = plain ? Drawn(whole: whole, header: header, sections: sections, status: status) : nil
            return [0..<screen.height]
        }
        var rows: [Range<Int>] = []
        if header != last.header {
            let top = Rect(x: 0, y: 0, width: screen.width, height: 1)
            grid.fill(top, style: .plain)
            self.header.draw(header, in: top, theme: theme, glyphs: glyphs, into: &grid) { content, grid in
                HeaderView(theme: theme, glyphs: glyphs).draw(content, in: top, into: &grid)
            }
            rows.append(0..<1)
        }
        let feed = Rect(x: 0, y: 1, width: state.size.width, height: state.size.height)
        let redrawn = zip(sections, last.sections).filter { $0 != $1 }.map(\.0)
        for key in redrawn {
            let frame = state.layout.sections[key.index].frame
            let top = max(feed.y, frame.y - state.verticalOffset + feed.y)
            let bottom = min(feed.maxY, frame.maxY - state.verticalOffset + feed.y)
            guard top < bottom else { continue }
            grid.fill(Rect(x: 0, y: top, width: screen.width, height: bottom - top), style: .plain)
            rows.append(top..<bottom)
        }
        carousel.draw(state, sections: redrawn, in: feed, into: &grid)
        if status != last.status {
            let bottom = Rect(x: 0, y: screen.height - 1, width: screen.width, height: 1)
            grid.fill(bottom, style: .plain)
            statusLine.draw(status, in: bottom, theme: theme, glyphs: glyphs, into: &grid) { content, grid in
                StatusLineView(theme: theme, glyphs: glyphs).draw(content, in: bottom, into: &grid)
            }
            rows.append((screen.height - 1)..<screen.height)
        }
        drawn = Drawn(whole: whole, header: header, sections: sections, status: status)
        return rows
    }

    private func wholeInputs(_ state: CarouselState, screen: Size, theme: Theme, glyphs: Glyphs) -> Drawn.Whole {
        Drawn.Whole(
            screen: screen, theme: theme, glyphs: glyphs, options: state.options, feedRevision: state.feedRevision,
            verticalOffset: state.verticalOffset)
    }

    /// The glyphs set on the renderer, or those the state's options choose.
    private func glyphs(for state: CarouselState) -> Glyphs {
        glyphs ?? carousel.glyphs(for: state)
    }
}
