/// Moving around: focus, vertical scrolling and paging (SPEC §3.2, §3.5).
extension CarouselState {
    // MARK: Focus and vertical scrolling

    /// Focuses section `index` (clamped) and scrolls just enough to show it whole — its top if it
    /// is taller than the viewport.
    mutating func focus(_ index: Int) {
        let newFocus = min(max(0, index), feed.sections.count - 1)
        // A hint is about the section it was given for; an error stays until it expires.
        if newFocus != focusedSection, message?.kind != .error { message = nil }
        focusedSection = newFocus
        scroll(to: rowShowing(section: focusedSection, from: Int(vertical.target)))
    }

    /// The vertical offset nearest to `offset` that shows `section` whole.
    func rowShowing(section index: Int, from offset: Int) -> Int {
        let body = layout.sections[index].visibleBody
        let height = layout.viewport.height
        var row = offset
        if body.height > height || body.y < offset {
            row = body.y
        } else if body.maxY > offset + height {
            row = body.maxY - height
        }
        return clampedOffset(row)
    }

    func clampedOffset(_ row: Int) -> Int {
        min(max(0, row), layout.maxVerticalOffset)
    }

    /// Scrolls the feed so that content row `row` is at the top of the viewport.
    mutating func scroll(to row: Int) {
        vertical.move(to: Double(clampedOffset(row)), at: now, duration: motion(MotionTiming.scroll))
    }

    /// Scrolls by `rows` from where the feed is going, keeping the focus on a visible section.
    mutating func scroll(by rows: Int) {
        let target = clampedOffset(Int(vertical.target) + rows)
        vertical.move(to: Double(target), at: now, duration: motion(MotionTiming.scroll))
        keepFocusVisible(atOffset: target)
    }

    /// Moves the focus to a section in view when the focused one would scroll out of it.
    mutating func keepFocusVisible(atOffset offset: Int) {
        let rows = offset..<(offset + layout.viewport.height)
        // A section whose separator alone is in view is not "in view".
        let inView = layout.sections(intersecting: rows).filter { index in
            let body = layout.sections[index].visibleBody
            return body.y < rows.upperBound && rows.lowerBound < body.maxY
        }
        guard let first = inView.first, !inView.contains(focusedSection) else { return }
        focusedSection = inView.first { layout.sections[$0].frame.y >= offset } ?? first
    }

    // MARK: Paging

    /// Pages section `index` by `step` pages from where it is going, stopping at the first and
    /// last page (manual paging never wraps).
    mutating func page(section index: Int, by step: Int) {
        renumberAfterLoop(index)
        let last = feed.sections[index].pages.count - 1
        let target = min(max(0, Int(sections[index].position.target) + step), last)
        slide(section: index, to: Double(target))
    }

    /// Slides section `index` to `page` (0-based), replacing any move under way.
    mutating func jump(section index: Int, to page: Int) {
        renumberAfterLoop(index)
        slide(section: index, to: Double(page))
    }

    /// Starts the slide at `start` (default: now), retargeting a running one from its current
    /// position and velocity.
    mutating func slide(section index: Int, to position: Double, animated: Bool = true, at start: Instant? = nil) {
        sections[index].position.move(
            to: position, at: start ?? now, duration: animated ? motion(MotionTiming.slide) : nil)
        if sections[index].position.isAnimating(at: now) {
            sliding.insert(index)
        } else {
            renumberAfterLoop(index)
        }
    }

    /// After a loop-mode slide past the last page, the section is on page 1 again: renumber its
    /// position (and any slide under way) so that targets stay within the pages.
    mutating func renumberAfterLoop(_ index: Int) {
        let count = Double(feed.sections[index].pages.count)
        if sections[index].position.target >= count {
            sections[index].position.rebase(by: -count)
        }
    }

    /// The duration function for a move, or `nil` (instant) with reduced motion.
    func motion(_ timing: @escaping (Double) -> Double) -> ((Double) -> Double)? {
        options.reducedMotion ? nil : timing
    }
}
