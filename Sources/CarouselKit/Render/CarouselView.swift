/// Draws a carousel feed into any rectangle of a grid: the sections in view, each with its
/// title, sliding cards, tag band and dots. The state should be sized to the rectangle
/// (`CarouselState.size`); whatever does not fit is clipped, never drawn over the neighbours.
///
/// A class only to keep caches of shaped card text between frames; it never changes the state.
public final class CarouselView {
    private let cache = RenderCache()
    /// The styles drawn with; `nil` follows the state's options (colour or monochrome).
    public var theme: Theme? { didSet { chosen = nil } }
    /// The symbols drawn with; `nil` follows the state's options (Unicode or ASCII).
    public var glyphs: Glyphs? { didSet { chosen = nil } }
    /// The look the options chose last, kept with what chose it: made for every frame, the
    /// theme and the glyphs were a few percent of one, and comparing them as much again.
    private var chosen: (choice: LookChoice, look: Look)?
    private var looksMade = 0

    private struct LookChoice: Equatable {
        var color: Bool
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
        let look = look(for: state)
        draw(state, sections: sectionKeys(state, look: look), look: look, in: rect, into: &grid)
    }

    /// The theme and glyphs set on the view, or those the state's options choose.
    func look(for state: CarouselState) -> Look {
        let options = state.options
        let choice = LookChoice(
            color: options.color, ascii: options.ascii, border: options.border, ambiguous: options.ambiguousWidth)
        if let chosen, chosen.choice == choice { return chosen.look }
        looksMade += 1
        let look = Look(
            theme: theme ?? Theme(color: options.color), glyphs: glyphs ?? Glyphs(options: options),
            revision: looksMade)
        chosen = (choice, look)
        return look
    }

    /// What changes in each section in view, in order, its dots drawn with `look`'s glyphs.
    func sectionKeys(_ state: CarouselState, look: Look) -> [SectionView.Key] {
        let inView = state.layout.sections(intersecting: state.visibleRows)
        var keys: [SectionView.Key] = []
        keys.reserveCapacity(inView.count)
        for index in inView {
            keys.append(SectionView.Key(state, index: index, glyphs: look.glyphs))
        }
        return keys
    }

    /// Draws the sections of `keys` (made from `state` by `sectionKeys(_:look:)`) with `look`
    /// into `rect`, each whole or only the parts given with it: one frame of the render cache
    /// (`RenderCache.prepare` counts frames).
    func draw(_ state: CarouselState, sections keys: [SectionView.Key], parts: [SectionView.Parts]? = nil,
              look: Look, in rect: Rect, into grid: inout ScreenGrid) {
        let options = state.options
        let view = SectionView(look: look, pageStyles: options.color, asciiOnly: options.ascii, cache: cache)
        cache.prepare(
            revision: state.feedRevision, layoutWidth: state.layout.viewport.width, look: look.revision,
            screenCells: rect.width * rect.height, inView: state.layout.sections(intersecting: state.visibleRows))
        grid.drawing(in: rect) { grid in
            for (number, key) in keys.enumerated() {
                let section = SectionView.Content(state, key: key, strip: state.layout.cardStrip(ofSection: key.index))
                view.draw(
                    section, parts: parts?[number] ?? .whole,
                    in: section.rect(in: rect, verticalOffset: state.verticalOffset), into: &grid)
            }
        }
    }
}
