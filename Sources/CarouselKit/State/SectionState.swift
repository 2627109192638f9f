/// The moving parts of one section.
struct SectionState: Hashable, Sendable {
    /// Horizontal position in pages: 2.0 rests on page 3; 2.4 is on the way to page 4. Keeping it
    /// in pages, not columns, is what keeps every section on its page through a resize.
    var position: AnimatedValue
    /// When the section's auto-advance clock last restarted.
    var clockStart: Instant
    /// The page the clock last saw; a change of page restarts the clock.
    var clockPage: Int

    init(page: Int, at time: Instant) {
        position = AnimatedValue(Double(page))
        clockStart = time
        clockPage = page
    }

    /// The page whose card is nearest the viewport's centre (SPEC §3.2): the nearest whole
    /// position, ties to the lower page; positions outside the pages (a loop slide) wrap around.
    static func page(at position: Double, pageCount: Int) -> Int {
        let nearest = nearestCard(at: position)
        return ((nearest % pageCount) + pageCount) % pageCount
    }

    /// The card (counted along the strip, before wrapping around) nearest the centre.
    static func nearestCard(at position: Double) -> Int {
        let lower = position.rounded(.down)
        return Int(position - lower > 0.5 ? lower + 1 : lower)
    }
}
