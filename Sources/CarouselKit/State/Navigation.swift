/// Which section has the focus and how far the feed is scrolled: the vertical half of moving
/// around (paging is each section's own).
struct Navigation: Hashable, Sendable {
    /// The focused section's index.
    var focused = 0
    /// The feed's vertical offset in rows (fractional while scrolling).
    var vertical = AnimatedValue(0)

    /// The vertical offset in whole rows at `time`.
    func offset(at time: Instant) -> Int { Int(vertical.value(at: time).rounded()) }

    /// The offset the feed rests on, or is scrolling to.
    var targetOffset: Int { Int(vertical.target) }

    /// Focuses section `index` (clamped) and scrolls just enough to show it whole — its top if it
    /// is taller than the viewport.
    mutating func focus(_ index: Int, in layout: FeedLayout, at time: Instant, motion: Motion) {
        focused = min(max(0, index), layout.sections.count - 1)
        scroll(to: Self.row(showing: focused, from: targetOffset, in: layout), in: layout, at: time, motion: motion)
    }

    /// Scrolls by `rows` from where the feed is going; the focus follows the feed when its title
    /// would leave the view (`keepFocusTitleInView`).
    mutating func scroll(by rows: Int, in layout: FeedLayout, at time: Instant, motion: Motion) {
        scroll(to: targetOffset + rows, in: layout, at: time, motion: motion)
        keepFocusTitleInView(in: layout)
    }

    /// Scrolls at once to the offset nearest the current one that shows the focused section (after
    /// the layout changed under the feed).
    mutating func jumpToFocus(in layout: FeedLayout) {
        let nearest = Self.clamped(targetOffset, in: layout)
        vertical = AnimatedValue(Double(Self.row(showing: focused, from: nearest, in: layout)))
    }

    private mutating func scroll(to row: Int, in layout: FeedLayout, at time: Instant, motion: Motion) {
        vertical.move(
            to: Double(Self.clamped(row, in: layout)), at: time, duration: motion.duration(MotionTiming.scroll))
    }

    /// Moves the focus to a section whose title is in view when the focused one's title is not,
    /// so that the `▸` mark and the paging keys are always about a section the user can name:
    /// the first titled section in view when the focused one left at the top, the last when it
    /// left at the bottom. Where no title is in view (inside a section taller than the screen), the focus
    /// goes to a section in view; a section whose separator alone is in view is not in view.
    private mutating func keepFocusTitleInView(in layout: FeedLayout) {
        let offset = targetOffset
        let rows = offset..<(offset + layout.viewport.height)
        let inView = layout.sections(intersecting: rows).filter { index in
            let body = layout.sections[index].visibleBody
            return body.y < rows.upperBound && rows.lowerBound < body.maxY
        }
        let titled = inView.filter { rows.contains(layout.sections[$0].title.y) }
        if let first = titled.first, let last = titled.last {
            if !titled.contains(focused) { focused = focused < first ? first : last }
        } else if let first = inView.first, !inView.contains(focused) {
            focused = first
        }
    }

    /// The vertical offset nearest to `offset` that shows section `index` whole.
    static func row(showing index: Int, from offset: Int, in layout: FeedLayout) -> Int {
        let body = layout.sections[index].visibleBody
        let height = layout.viewport.height
        var row = offset
        if body.height > height || body.y < offset {
            row = body.y
        } else if body.maxY > offset + height {
            row = body.maxY - height
        }
        return clamped(row, in: layout)
    }

    static func clamped(_ row: Int, in layout: FeedLayout) -> Int {
        min(max(0, row), layout.maxVerticalOffset)
    }
}
