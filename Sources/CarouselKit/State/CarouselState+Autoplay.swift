/// Auto-advance (SPEC §3.4): per-section clocks, the visibility rule, pauses and wrapping.
extension CarouselState {
    /// The feed's settings with a section's overrides, or `nil` when it does not auto-advance.
    func autoplaySettings(ofSection index: Int) -> AutoplaySettings? {
        let section = feed.sections[index]
        guard section.pages.count > 1, case .on(let overrides) = section.autoplay else { return nil }
        return feed.autoplay.applying(overrides)
    }

    /// Whether any section of `feed` auto-advances: worked out once per feed, since the header
    /// asks every frame and a feed can have 100,000 sections.
    static func anySectionAutoplays(in feed: Feed) -> Bool {
        feed.sections.contains { $0.pages.count > 1 && $0.autoplay.isEnabled }
    }

    /// What the header says about auto-advance now.
    public var autoplayStatus: AutoplayStatus {
        guard anySectionAutoplays else { return .off }
        if pause.sticky { return .pausedByUser }
        if pause.unfocused || pause.suspended { return .unfocused }
        let resume = pause.resumeInstant(resumeAfter: feed.autoplay.resumeAfter)
        if resume > now { return .resumingIn(Int((resume - now).rounded(.up))) }
        return .running
    }

    /// Restarts the clocks of sections that came into view or changed page, and stops those of
    /// sections that are less than half visible.
    mutating func updateClocks() {
        let visible = halfVisibleSections()
        for index in clocked where !visible.contains(index) { clocked.remove(index) }
        for index in visible {
            let page = currentPage(ofSection: index)
            if !clocked.contains(index) || sections[index].clockPage != page {
                sections[index].clockStart = now
                sections[index].clockPage = page
                clocked.insert(index)
            }
        }
    }

    /// Sections with at least half of their rows in the viewport.
    func halfVisibleSections() -> [Int] {
        guard !isTooSmall else { return [] }
        let rows = visibleRows
        return layout.sections(intersecting: rows).filter { index in
            let body = layout.sections[index].visibleBody
            let shown = min(body.maxY, rows.upperBound) - max(body.y, rows.lowerBound)
            return 2 * shown >= body.height
        }
    }

    /// When section `index` advances next, or `nil` while it cannot.
    func autoAdvanceDue(_ index: Int) -> Instant? {
        autoAdvanceClock(index).map { $0.start + $0.duration }
    }

    /// The running auto-advance clock of section `index`: when its count started and how long it
    /// runs; `nil` while it cannot advance (off, held, sliding, out of view).
    func autoAdvanceClock(_ index: Int) -> (start: Instant, duration: Double)? {
        guard !pause.isHeld, clocked.contains(index), let settings = autoplaySettings(ofSection: index),
              !sections[index].position.isAnimating(at: now) else { return nil }
        let page = feed.sections[index].pages[currentPage(ofSection: index)]
        let start = max(sections[index].clockStart, pause.resumeInstant(resumeAfter: settings.resumeAfter))
        return (start, page.duration ?? settings.interval)
    }

    /// How much of the current page's time section `index` has used up, from 0 to 1, while its
    /// clock counts (the current dot shows it); `nil` while paused, sliding or not auto-advancing.
    public func autoAdvanceProgress(ofSection index: Int) -> Double? {
        guard let clock = autoAdvanceClock(index), clock.start <= now else { return nil }
        return min(1, (now - clock.start) / clock.duration)
    }

    /// The next instant the current dot of a counting section changes its fill (each quarter).
    func nextProgressTick(_ index: Int) -> Instant? {
        guard let clock = autoAdvanceClock(index) else { return nil }
        let quarter = clock.duration / 4
        let elapsed = max(0, now - clock.start)
        let next = (elapsed / quarter).rounded(.down) + 1
        return next < 4 ? clock.start + next * quarter : nil
    }

    /// Advances every section whose page has been shown for its duration.
    mutating func runAutoAdvance() {
        for index in clocked.sorted() {
            guard let due = autoAdvanceDue(index), due <= now, let settings = autoplaySettings(ofSection: index) else {
                continue
            }
            let count = feed.sections[index].pages.count
            let page = currentPage(ofSection: index)
            // Starting at the due instant, not at whenever this runs, keeps the motion the same
            // however late the wake-up: a late frame jumps ahead, it never delays the slide.
            sections[index].clockStart = due
            if page < count - 1 {
                slide(section: index, to: Double(page + 1), at: due)
            } else {
                switch settings.wrap {
                case .rewind: slide(section: index, to: 0, at: due)
                case .jump: slide(section: index, to: 0, animated: false)
                case .loop: slide(section: index, to: Double(count), at: due)
                }
            }
            sections[index].clockPage = currentPage(ofSection: index)
        }
    }

    /// Pauses auto-advance for `resume_after`: any key or mouse input does.
    mutating func registerInput() {
        pause.lastInput = now
    }

    /// Space: toggles the sticky pause. Ending it restarts every clock from a full interval.
    mutating func toggleStickyPause() {
        pause.sticky.toggle()
        if pause.sticky {
            show("Auto-advance paused — Space resumes")
        } else {
            pause.lastInput = nil
            pause.releasedAt = now
            show("Auto-advance resumed")
        }
    }

    mutating func setTerminalFocus(_ focused: Bool) {
        guard pause.unfocused == focused else { return }
        pause.unfocused = !focused
        if focused { pause.releasedAt = now }
    }

    mutating func setSuspended(_ suspended: Bool) {
        pause.suspended = suspended
        if !suspended { pause.releasedAt = now }
    }
}
