/// Draws a carousel feed into any rectangle of a grid: the sections in view, each with its
/// title, sliding cards, tag band and dots. The state should be sized to the rectangle
/// (`CarouselState.size`); whatever does not fit is clipped, never drawn over the neighbours.
///
/// A class only to keep caches of shaped card text between frames; it never changes the state.
public final class CarouselView {
    private let cache = RenderCache()
    /// The styles drawn with; `nil` follows the state's options (colour or monochrome).
    public var theme: Theme?
    /// The symbols drawn with; `nil` follows the state's options (Unicode or ASCII).
    public var glyphs: Glyphs?
    /// The glyphs the options chose last, kept with what chose them: made for every frame, they
    /// were a few percent of one.
    private var chosen: (choice: GlyphChoice, glyphs: Glyphs)?
    /// The theme the options chose last, kept for the same reason.
    private var chosenTheme: Theme?

    private struct GlyphChoice: Equatable {
        var ascii: Bool
        var border: BorderStyle
        var ambiguous: AmbiguousWidth
    }

    /// A view that draws with `theme` and `glyphs`, or with those the state's options choose.
    public init(theme: Theme? = nil, glyphs: Glyphs? = nil) {
        self.theme = theme
        self.glyphs = glyphs
    }

    /// Draws `state` at its current instant into `rect` of `grid`.
    public func draw(_ state: CarouselState, in rect: Rect, into grid: inout ScreenGrid) {
        draw(state, sections: sections(state, glyphs: glyphs(for: state)), in: rect, into: &grid)
    }

    /// The glyphs set on the view, or those the state's options choose.
    func glyphs(for state: CarouselState) -> Glyphs {
        if let glyphs { return glyphs }
        let options = state.options
        let choice = GlyphChoice(ascii: options.ascii, border: options.border, ambiguous: options.ambiguousWidth)
        if let chosen, chosen.choice == choice { return chosen.glyphs }
        let glyphs = Glyphs(options: options)
        chosen = (choice, glyphs)
        return glyphs
    }

    /// The theme set on the view, or the one the state's options choose.
    func theme(for state: CarouselState) -> Theme {
        if let theme { return theme }
        if let chosenTheme, chosenTheme.color == state.options.color { return chosenTheme }
        let theme = Theme(color: state.options.color)
        chosenTheme = theme
        return theme
    }

    /// What each section in view shows, in order, drawn with `glyphs`.
    func sections(_ state: CarouselState, glyphs: Glyphs) -> [SectionView.Content] {
        let strip = state.layout.cardStrip
        return state.layout.sections(intersecting: state.visibleRows).map {
            SectionView.Content(state, index: $0, strip: strip, glyphs: glyphs)
        }
    }

    /// Draws `sections` (made from `state` by `sections(_:glyphs:)`) into `rect` of `grid`.
    func draw(_ state: CarouselState, sections: [SectionView.Content], in rect: Rect, into grid: inout ScreenGrid) {
        let options = state.options
        let view = SectionView(
            theme: theme(for: state), glyphs: glyphs(for: state), pageStyles: options.color,
            asciiOnly: options.ascii, cache: cache)
        cache.prepare(
            revision: state.feedRevision, textWidth: state.layout.textWidth, theme: view.theme, glyphs: view.glyphs)
        grid.drawing(in: rect) { grid in
            for section in sections {
                view.draw(section, in: section.rect(in: rect, verticalOffset: state.verticalOffset), into: &grid)
            }
        }
    }
}

extension SectionView.Content {
    /// What section `index` of `state` shows, its cards placed along `strip`, its dots drawn
    /// with `glyphs`.
    init(_ state: CarouselState, index: Int, strip: CardStrip, glyphs: Glyphs) {
        self.index = index
        self.strip = strip
        let shown = state.sections[index]
        section = shown.content
        frame = state.layout.sections[index]
        revision = shown.revision
        title = Title(
            focused: state.focusedSection == index, page: state.currentPage(ofSection: index),
            failed: shown.source?.failure != nil, changedAt: shown.source?.changedAt)
        let position = state.position(ofSection: index)
        offset = state.horizontalOffset(ofSection: index)
        currentCard = SectionState.nearestCard(at: position)
        // In a loop section the pages repeat around all the time, so the last page shows the
        // first peeking after it, and the first the last before it: the loop never looks like
        // an end. Outside 0...last any section is in a loop slide.
        let count = shown.content.pages.count
        looping = state.autoplayRun.isRing(shown) || position < 0 || position > Double(count - 1)
        currentDot = glyphs.currentDot(progress: state.autoAdvanceProgress(ofSection: index))
    }
}
