/// What is under a point of the app screen, as the mouse sees it.
public enum ScreenTarget: Hashable, Sendable {
    /// The header's `? help` hint.
    case helpHint
    /// Elsewhere on the header row.
    case header
    /// A dot or a `‹ ›` mark of a section's page control: the page it selects.
    case dot(section: Int, page: Int)
    /// One of a section's cards: `card` its index in the section, on `page` (the current page
    /// too; on a ring, -1 or past the last).
    case card(section: Int, page: Int, card: Int)
    /// Elsewhere in a section: its title, its tag band, the gaps, the separator.
    case section(Int)
    /// The status line.
    case statusLine
    /// Nothing: past the last section, or outside the screen.
    case nothing
}

extension ScreenLayout {
    /// What is under the screen cell at column `x`, row `y` for `state` at its current instant,
    /// drawn with `glyphs` — the same geometry and controls the renderer draws.
    public func target(atX x: Int, y: Int, in state: CarouselState, glyphs: Glyphs) -> ScreenTarget {
        if header.contains(x: x, y: y) {
            let parts = HeaderLayout(
                autoplay: state.autoplayStatus, statuses: state.statusTally.total, width: header.width, glyphs: glyphs)
            let help = parts.sides?.helpColumns
            return help?.contains(x - header.x) == true ? .helpHint : .header
        }
        if statusLine.contains(x: x, y: y) { return .statusLine }
        guard viewport.contains(x: x, y: y) else { return .nothing }
        let layout = state.layout
        let column = x - viewport.x
        let row = y - viewport.y + state.verticalOffset
        guard let index = layout.section(atRow: row) else { return .nothing }
        let frame = layout.sections[index]
        if frame.pageControl.contains(x: column, y: row) {
            let control = PageControl(
                pageCount: frame.pageCount, currentPage: state.currentPage(ofSection: index),
                width: frame.pageControl.width, glyphs: glyphs)
            return control.page(atColumn: column - frame.pageControl.x).map { .dot(section: index, page: $0) }
                ?? .section(index)
        }
        guard frame.cards.contains(x: column, y: row) else { return .section(index) }
        let strip = layout.cardStrip(ofSection: index)
        // On a ring, any card shown past either end (a position outside the pages, reached the
        // short way).
        let ring = state.autoplayRun.isRing(state.sections[index])
        guard let slot = strip.slot(
                  atX: column, y: row - frame.cards.y, offset: state.horizontalOffset(ofSection: index)),
              let card = strip.card(atSlot: slot, of: frame.cardCount, looping: ring)
        else { return .section(index) }
        return .card(section: index, page: floorDivide(slot, strip.cardsPerPage), card: card)
    }
}
