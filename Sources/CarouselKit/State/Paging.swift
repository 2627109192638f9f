/// Every section's horizontal half of moving around: the sections with their pages and
/// positions, which of them slide, and the digits typed to pick a page.
struct Paging: Sendable {
    /// Every section with its content and its moving parts, in feed order.
    var sections: [SectionState]
    /// Sections with a running slide: only these are visited to settle animations.
    private(set) var sliding: Set<Int> = []
    private var digits = DigitEntry()

    init(sections: [SectionState]) {
        self.sections = sections
    }

    /// Whether a section slides at `time`.
    func isAnimating(at time: Instant) -> Bool {
        sliding.contains { sections[$0].position.isAnimating(at: time) }
    }

    /// The first end of a slide under way after `now`.
    func nextSlideEnd(after now: Instant) -> Instant? {
        var next: Instant?
        for index in sliding {
            guard let end = sections[index].position.animationEnd, end > now else { continue }
            next = min(next ?? end, end)
        }
        return next
    }

    /// Ends the slides that are over by `time`.
    mutating func settle(at time: Instant) {
        for index in sliding where !sections[index].position.isAnimating(at: time) {
            sections[index].position.settle(at: time)
            sections[index].renumberAfterLoop()
            sliding.remove(index)
        }
    }

    /// Keeps `sliding` current after section `index` moved.
    mutating func noteSliding(_ index: Int, at time: Instant) {
        if sections[index].position.isAnimating(at: time) {
            sliding.insert(index)
        } else {
            sections[index].renumberAfterLoop()
            sliding.remove(index)
        }
    }

    /// A new feed: its sections, none sliding.
    mutating func replaceSections(with states: [SectionState]) {
        sections = states
        sliding = []
    }

    /// Gives every section the cards a page `layout` has for it; a section that regroups stops
    /// on the page of its focused card.
    /// - Returns: Whether any section regrouped.
    @discardableResult
    mutating func regroup(to layout: FeedLayout) -> Bool {
        var regrouped = false
        for index in sections.indices {
            let count = layout.sections[index].grouping.cardsPerPage
            guard count != sections[index].cardsPerPage else { continue }
            sections[index].regroup(cardsPerPage: count)
            sliding.remove(index)
            regrouped = true
        }
        return regrouped
    }

    /// Pages section `index` by `step` pages from where it is going: a `ring` (a loop section)
    /// goes on round, the short way past either end; any other section stops at its first and
    /// last page.
    mutating func page(section index: Int, by step: Int, ring: Bool, at time: Instant, motion: Motion) {
        sections[index].renumberAfterLoop()
        let last = sections[index].pageCount - 1
        let next = Int(sections[index].position.target) + step
        let target = ring ? min(max(-1, next), last + 1) : min(max(0, next), last)
        slide(section: index, to: Double(target), at: time, motion: motion)
    }

    /// Slides section `index` to `page` (0-based; -1 or the page count on a ring), replacing any
    /// move under way.
    mutating func jump(section index: Int, to page: Int, at time: Instant, motion: Motion) {
        sections[index].renumberAfterLoop()
        slide(section: index, to: Double(page), at: time, motion: motion)
    }

    /// A digit typed on section `index`: jumps to the page it names, or returns why it cannot.
    mutating func type(_ digit: Int, section index: Int, at time: Instant, motion: Motion) -> String? {
        let count = sections[index].pageCount
        let page = digits.page(for: digit, at: time, pageCount: count)
        guard page <= count else {
            return "No page \(page): this section has \(count) page\(count == 1 ? "" : "s")"
        }
        jump(section: index, to: page - 1, at: time, motion: motion)
        return nil
    }

    /// Any other input ends a number being typed.
    mutating func resetDigits() {
        digits.reset()
    }

    private mutating func slide(section index: Int, to position: Double, at time: Instant, motion: Motion) {
        sections[index].move(to: position, at: time, duration: motion.duration(MotionTiming.slide))
        noteSliding(index, at: time)
    }
}
