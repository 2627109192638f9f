/// Draws a carousel feed into any rectangle of a grid: the sections in view, each with its
/// title, sliding cards, tag band and dots. The state should be sized to the rectangle
/// (`CarouselState.size`); whatever does not fit is clipped, never drawn over the neighbours.
///
/// A class only to keep caches of shaped card text between frames; it never changes the state.
public final class CarouselView {
    private var cache = RenderCache()
    /// The styles drawn with; `nil` follows the state's options (colour or monochrome).
    public var theme: Theme?
    /// The symbols drawn with; `nil` follows the state's options (Unicode or ASCII).
    public var glyphs: Glyphs?
    /// The glyphs the options chose last, kept with what chose them: made for every frame, they
    /// were a few percent of one.
    private var chosen: (choice: GlyphChoice, glyphs: Glyphs)?

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
        draw(state, sections: sectionKeys(state, glyphs: glyphs(for: state)), in: rect, into: &grid)
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

    /// What each section `state` shows is drawn from, in order (`SectionView.Key`), with `glyphs`.
    func sectionKeys(_ state: CarouselState, glyphs: Glyphs) -> [SectionView.Key] {
        state.layout.sections(intersecting: state.visibleRows).map { SectionView.Key(state, index: $0, glyphs: glyphs) }
    }

    /// Draws the sections of `keys` (made from `state` by `sectionKeys(_:)`) into `rect` of `grid`.
    func draw(_ state: CarouselState, sections keys: [SectionView.Key], in rect: Rect, into grid: inout ScreenGrid) {
        let canvas = Canvas(
            state: state, theme: theme ?? Theme(color: state.options.color), glyphs: glyphs(for: state), rect: rect)
        cache.prepare(
            revision: state.feedRevision, textWidth: state.layout.textWidth, theme: canvas.theme, glyphs: canvas.glyphs)
        grid.drawing(in: rect) { grid in
            for key in keys {
                SectionView(key: key).draw(canvas, cache: &cache, into: &grid)
            }
        }
    }
}
