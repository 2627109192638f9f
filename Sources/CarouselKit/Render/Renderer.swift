/// Draws a `CarouselState` into a `ScreenGrid` (SPEC §2): header, sections, status line, and the
/// help overlay or the "too small" notice.
///
/// A class only to keep caches of wrapped card text between frames; it never changes the state.
public final class Renderer {
    private var cache = RenderCache()

    public init() {}

    /// The screen for `state` at its current instant.
    public func render(_ state: CarouselState) -> ScreenGrid {
        var grid = ScreenGrid(size: state.screenSize)
        render(state, into: &grid)
        return grid
    }

    /// Redraws `grid` (resized if needed) for `state` at its current instant.
    public func render(_ state: CarouselState, into grid: inout ScreenGrid) {
        if grid.size != state.screenSize {
            grid = ScreenGrid(size: state.screenSize)
        } else {
            grid.clear()
        }
        let canvas = Canvas(state: state, theme: Theme(color: state.options.color), glyphs: Glyphs(ascii: state.options.ascii))
        if state.isTooSmall {
            TooSmallNotice().draw(canvas, into: &grid)
            return
        }
        cache.prepare(revision: state.feedRevision, textWidth: state.layout.textWidth)
        HeaderView().draw(canvas, into: &grid)
        let rows = state.verticalOffset..<(state.verticalOffset + state.layout.viewport.height)
        for index in state.layout.sections(intersecting: rows) {
            SectionView(index: index).draw(canvas, cache: &cache, into: &grid)
        }
        StatusLineView().draw(canvas, into: &grid)
        if state.isShowingHelp {
            HelpOverlay().draw(canvas, into: &grid)
        }
    }
}

/// What every view needs to draw: the state, its styles and its symbols.
struct Canvas {
    let state: CarouselState
    let theme: Theme
    let glyphs: Glyphs

    var width: Int { state.screenSize.width }
    var height: Int { state.screenSize.height }

    /// The screen row of a content row, given the feed's vertical offset.
    func screenRow(ofContentRow row: Int) -> Int {
        row - state.verticalOffset + CarouselState.viewportTop
    }

    /// The screen rows that show the feed.
    var viewportRows: Range<Int> {
        CarouselState.viewportTop..<(CarouselState.viewportTop + state.layout.viewport.height)
    }

    /// `text` on one line of at most `width` columns, ending with the ellipsis when cut.
    func fitted(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let line = text.contains("\n") ? text.split(separator: "\n").joined(separator: " ") : text
        if DisplayWidth.of(line) <= width { return line }
        return TextWrapper.wrap(line, width: width, maxLines: 1, ellipsis: glyphs.ellipsis).first ?? ""
    }
}
