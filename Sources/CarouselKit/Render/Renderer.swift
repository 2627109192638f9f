/// Draws the whole app screen for a `CarouselState`: the header, the feed, the status line, and
/// the help overlay or the "too small" notice, each in the rectangle `ScreenLayout` gives it.
public final class Renderer {
    /// Below this screen the app shows a "terminal too small" notice; the feed's state waits.
    public static let minimumScreen = ScreenLayout.minimumScreen

    private let carousel: CarouselView
    private var header = CachedView<HeaderView>()
    private var statusLine = CachedView<StatusLineView>()
    /// The styles drawn with; `nil` follows the state's options (colour or monochrome).
    public var theme: Theme? { didSet { carousel.theme = theme } }
    /// The symbols drawn with; `nil` follows the state's options (Unicode or ASCII).
    public var glyphs: Glyphs? { didSet { carousel.glyphs = glyphs } }

    /// Everything the screen shows of a state, part by part: two states with equal parts draw
    /// the same screen, so the driver skips a frame — such as an easing step smaller than a
    /// cell — before drawing it, and `update(_:parts:into:drawn:)` draws again only the parts
    /// that differ from those it last drew.
    struct Parts: Equatable {
        /// What every part depends on: a change draws the whole screen again.
        fileprivate var whole: Whole
        fileprivate var header: HeaderView.Content
        fileprivate var sections: [SectionView.Key]
        fileprivate var status: StatusLineView.Content

        /// The fields that change most often come first: comparing stops at the first that differs.
        fileprivate struct Whole: Equatable {
            var verticalOffset: Int
            var overlay: CarouselState.Overlay?
            var helpScroll: Int
            /// What a details box shows changes with the focused section (0 without a box).
            var overlaidRevision: Int
            /// The reader's picture arrives with the pictures' answers (0 without a reader).
            var readerPictures: Int
            var feedRevision: Int
            var contentHeight: Int
            var screen: Size
            /// The theme and the glyphs (`Look.revision`).
            var look: Int
            var options: CarouselOptions
        }

        /// The sections first: they change on every frame of a slide.
        static func == (lhs: Parts, rhs: Parts) -> Bool {
            lhs.sections == rhs.sections && lhs.header == rhs.header && lhs.status == rhs.status
                && lhs.whole == rhs.whole
        }

        /// Whether the parts are drawn one by one: no overlay and no "too small" notice.
        fileprivate var arePlain: Bool { whole.overlay == nil && !ScreenLayout(screen: whole.screen).isTooSmall }
    }

    /// A renderer that draws with `theme` and `glyphs`, or with those the state's options choose.
    public init(theme: Theme? = nil, glyphs: Glyphs? = nil) {
        carousel = CarouselView(theme: theme, glyphs: glyphs)
        self.theme = theme
        self.glyphs = glyphs
    }

    /// The feed's viewport on a screen of `screen` (`ScreenLayout.viewport`).
    public static func viewport(for screen: Size) -> Size {
        ScreenLayout(screen: screen).viewportSize
    }

    /// The screen that holds the feed's viewport `size`.
    public static func screen(for viewport: Size) -> Size {
        ScreenLayout(viewport: viewport).screen
    }

    /// The screen for `state` at its current instant.
    public func render(_ state: CarouselState) -> ScreenGrid {
        let ambiguousWidth = carousel.look(for: state).glyphs.ambiguousWidth
        var grid = ScreenGrid(size: Self.screen(for: state.size), ambiguousWidth: ambiguousWidth)
        render(state, into: &grid)
        return grid
    }

    /// Redraws `grid` (made anew for the screen that holds the state's viewport, and for the
    /// glyphs' ambiguous width, if it was not).
    public func render(_ state: CarouselState, into grid: inout ScreenGrid) {
        let screen = ScreenLayout(viewport: state.size)
        let look = carousel.look(for: state)
        let (theme, glyphs) = (look.theme, look.glyphs)
        if grid.size != screen.screen || grid.ambiguousWidth != glyphs.ambiguousWidth
            || grid.links.count >= ScreenGrid.linkCapacity {
            grid = ScreenGrid(size: screen.screen, ambiguousWidth: glyphs.ambiguousWidth)
        } else {
            grid.clear()
        }
        if screen.isTooSmall {
            TooSmallNotice(theme: theme, glyphs: glyphs).draw(screen.screen, in: screen.whole, into: &grid)
            return
        }
        drawHeader(HeaderView.Content(state), in: screen.header, look: look, into: &grid)
        carousel.draw(
            state, sections: carousel.sectionKeys(state, look: look), look: look, in: screen.viewport, into: &grid)
        drawStatus(StatusLineView.Content(state), in: screen.statusLine, look: look, into: &grid)
        switch state.overlay {
        case .help:
            HelpOverlay(theme: theme, glyphs: glyphs).draw(HelpOverlay.Content(state), in: screen.whole, into: &grid)
        case .reader?:
            guard let content = ReaderOverlay.Content(state, glyphs: glyphs) else { break }
            ReaderOverlay(theme: theme, glyphs: glyphs).draw(content, in: screen.whole, into: &grid)
        case .some(let overlay):
            guard let content = OverlayText(overlay, state: state) else { break }
            DetailsOverlay(theme: theme, glyphs: glyphs).draw(content, in: screen.whole, into: &grid)
        case nil: break
        }
    }

    /// What `state` shows now, part by part.
    func parts(of state: CarouselState) -> Parts {
        let look = carousel.look(for: state)
        let whole = Parts.Whole(
            verticalOffset: state.verticalOffset, overlay: state.overlay, helpScroll: state.helpScroll,
            overlaidRevision: state.overlay == nil ? 0 : state.sections[state.focusedSection].revision,
            readerPictures: state.overlay?.isReader == true ? state.pictures.revision : 0,
            feedRevision: state.feedRevision, contentHeight: state.layout.contentHeight,
            screen: Self.screen(for: state.size), look: look.revision, options: state.options)
        return Parts(
            whole: whole, header: HeaderView.Content(state), sections: carousel.sectionKeys(state, look: look),
            status: StatusLineView.Content(state))
    }

    /// Brings `grid` to `state`, drawing again only the parts whose inputs changed since
    /// `drawn` — what this renderer last drew into `grid`, untouched since; `nil` for a grid it
    /// knows nothing of.
    /// - Returns: The rows drawn again, top to bottom.
    func update(_ state: CarouselState, into grid: inout ScreenGrid, drawn: inout Parts?) -> [Range<Int>] {
        update(state, parts: parts(of: state), into: &grid, drawn: &drawn)
    }

    /// Brings `grid` to `state`, whose parts are `parts`, drawing again only those that differ
    /// from `drawn`: the header, each section in view, the status line, each on its own rows. A
    /// change of screen, look, options, feed, its height or scroll, an overlay or the "too small"
    /// notice draw the whole screen as `render(_:into:)` does.
    ///
    /// The other rows are as they were, so the frame's diff need look at no other row: a slide
    /// redraws and compares the rows of the sliding section only.
    /// - Returns: The rows drawn again, top to bottom.
    func update(
        _ state: CarouselState, parts: Parts, into grid: inout ScreenGrid, drawn: inout Parts?
    ) -> [Range<Int>] {
        let screen = ScreenLayout(viewport: state.size)
        let look = carousel.look(for: state)
        guard parts.arePlain, let last = drawn, last.whole == parts.whole,
              parts.sections.elementsEqual(last.sections, by: { $0.index == $1.index }),
              grid.size == screen.screen, grid.ambiguousWidth == look.glyphs.ambiguousWidth else {
            render(state, into: &grid)
            drawn = parts.arePlain ? parts : nil
            return [0..<screen.screen.height]
        }
        var rows: [Range<Int>] = []
        rows.reserveCapacity(8)
        if parts.header != last.header {
            grid.fill(screen.header, style: .plain)
            drawHeader(parts.header, in: screen.header, look: look, into: &grid)
            rows.append(screen.header.y..<screen.header.maxY)
        }
        let feed = screen.viewport
        // A section draws again the rows of what changed: a slide's frame its cards, a
        // quarter of a page's time its page control's row (one cell, not the section's cards).
        var redrawn: [SectionView.Key] = [], redrawnParts: [SectionView.Parts] = []
        redrawn.reserveCapacity(parts.sections.count)
        redrawnParts.reserveCapacity(parts.sections.count)
        for (key, before) in zip(parts.sections, last.sections) where key != before {
            let changed = key.parts(changedSince: before)
            var drawn = false
            changed.forEachRect(in: state.layout.sections[key.index]) { part in
                let rect = part.rect(in: feed, verticalOffset: state.verticalOffset)
                let top = max(feed.y, rect.y), bottom = min(feed.maxY, rect.maxY)
                guard top < bottom else { return }
                grid.fill(Rect(x: 0, y: top, width: feed.width, height: bottom - top), style: .plain)
                rows.append(top..<bottom)
                drawn = true
            }
            guard drawn else { continue }
            redrawn.append(key)
            redrawnParts.append(changed)
        }
        carousel.draw(state, sections: redrawn, parts: redrawnParts, look: look, in: feed, into: &grid)
        if parts.status != last.status {
            grid.fill(screen.statusLine, style: .plain)
            drawStatus(parts.status, in: screen.statusLine, look: look, into: &grid)
            rows.append(screen.statusLine.y..<screen.statusLine.maxY)
        }
        drawn = parts
        return rows
    }

    private func drawHeader(_ content: HeaderView.Content, in rect: Rect, look: Look, into grid: inout ScreenGrid) {
        header.draw(HeaderView(theme: look.theme, glyphs: look.glyphs), content, in: rect, into: &grid)
    }

    private func drawStatus(
        _ content: StatusLineView.Content, in rect: Rect, look: Look, into grid: inout ScreenGrid
    ) {
        statusLine.draw(StatusLineView(theme: look.theme, glyphs: look.glyphs), content, in: rect, into: &grid)
    }
}
