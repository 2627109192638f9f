/// Auto-advance as the state runs it: the feed's settings, the pauses, and the sections in view
/// whose pages' time counts (docs/behaviour.md §3.4).
struct Autoplay: Sendable {
    /// The feed-wide settings.
    var settings: AutoplaySettings
    var pause = AutoplayPause()
    /// The sections at least half visible where the feed rests: only their auto-advance runs.
    var inView: Range<Int> = 0..<0
    /// Whether any section auto-advances: worked out per feed, and again as sources change
    /// sections' pages (`notePagesChanged`), since the header asks every frame.
    var anySectionAutoplays: Bool

    init(settings: AutoplaySettings, sections: [SectionState]) {
        self.settings = settings
        anySectionAutoplays = Self.anySectionAutoplays(in: sections, settings: settings)
    }

    static func anySectionAutoplays(in sections: [SectionState], settings: AutoplaySettings) -> Bool {
        settings.isEnabled && sections.contains {
            $0.pageCount > 1 && $0.content.autoplay.isEnabled
                && (!settings.onlyWhereAsked || $0.content.asksForAutoplay)
        }
    }

    /// A source changed `section`'s pages: what the header says follows what the sections do now
    /// (a live section that gets a second page starts to auto-advance). Only a section that
    /// stopped makes all of them be looked at.
    mutating func notePagesChanged(of section: SectionState, in sections: [SectionState]) {
        if settings(of: section) != nil {
            anySectionAutoplays = true
        } else if anySectionAutoplays {
            anySectionAutoplays = Self.anySectionAutoplays(in: sections, settings: settings)
        }
    }

    /// The feed's settings with a section's overrides, or `nil` when it does not auto-advance.
    func settings(of section: SectionState) -> AutoplaySettings? {
        let content = section.content
        guard settings.isEnabled, section.pageCount > 1, case .on(let overrides) = content.autoplay,
              !settings.onlyWhereAsked || content.asksForAutoplay else {
            return nil
        }
        return settings.applying(overrides)
    }

    /// What `section` does after its last page, whether or not it auto-advances.
    func wrapMode(of section: SectionState) -> WrapMode {
        guard case .on(let overrides) = section.content.autoplay else { return settings.wrap }
        return overrides.wrap ?? settings.wrap
    }

    /// Whether `section` is a ring for every way of paging: a `loop` section of more than one page.
    func isRing(_ section: SectionState) -> Bool {
        section.pageCount > 1 && wrapMode(of: section) == .loop
    }

    /// When auto-advance resumes after input, for a section with these settings.
    func resumeInstant(_ settings: AutoplaySettings) -> Instant {
        pause.resumeInstant(resumeAfter: settings.resumeAfter)
    }

    /// The settings of section `index` when it may auto-advance now: in view, not held.
    func running(_ index: Int, in sections: [SectionState]) -> AutoplaySettings? {
        guard !pause.isHeld, inView.contains(index) else { return nil }
        return settings(of: sections[index])
    }

    /// The earliest auto-advance to come, and its section (the lower index on a tie).
    func next(in sections: [SectionState]) -> (due: Instant, section: Int)? {
        guard !pause.isHeld else { return nil }
        var next: (due: Instant, section: Int)?
        for index in inView {
            guard let settings = settings(of: sections[index]) else { continue }
            let due = AutoAdvance.due(of: sections[index], settings: settings, resume: resumeInstant(settings))
            if next.map({ due < $0.due }) ?? true { next = (due, index) }
        }
        return next
    }

    /// The first instant after `now` when what auto-advance shows changes by itself: the next
    /// turn, a countdown step of a current dot, a second of the header's "resuming in".
    func nextDeadline(in sections: [SectionState], after now: Instant) -> Instant? {
        var next: Instant?
        func consider(_ instant: Instant?) {
            guard let instant, instant > now else { return }
            next = min(next ?? instant, instant)
        }
        consider(self.next(in: sections)?.due)
        for index in inView {
            guard let settings = running(index, in: sections) else { continue }
            consider(AutoAdvance.nextProgressTick(
                of: sections[index], settings: settings, resume: resumeInstant(settings), after: now))
        }
        if case .resumingIn(let seconds) = status(at: now) {
            consider(pause.resumeInstant(resumeAfter: settings.resumeAfter) - Double(seconds - 1))
        }
        return next
    }

    /// What the header says about auto-advance at `now`.
    func status(at now: Instant) -> AutoplayStatus {
        guard anySectionAutoplays else { return .off }
        if pause.sticky { return .pausedByUser }
        if pause.unfocused || pause.suspended { return .unfocused }
        if pause.reading { return .reading }
        let resume = pause.resumeInstant(resumeAfter: settings.resumeAfter)
        if resume > now { return .resumingIn(Int((resume - now).rounded(.up))) }
        return .running
    }

    /// How much of the current page's time section `index` has used up at `now`, while it counts.
    func progress(ofSection index: Int, in sections: [SectionState], at now: Instant) -> Double? {
        guard sections.indices.contains(index), let settings = running(index, in: sections) else { return nil }
        // The section read in place, not copied: the dots of every section in view ask at every wake-up.
        let resume = resumeInstant(settings)
        if sections[index].position.isAnimating(at: now) {
            // A page that auto-advance turns keeps its used-up dot until the page it turns to is
            // current, which then shows the plain dot: the old dot never refills on its way out.
            // A slide by hand pauses the count, and its dot is the plain one throughout.
            guard resume <= now, sections[index].currentPage(at: now) != sections[index].targetPage else { return nil }
            return 1
        }
        return AutoAdvance.progress(of: sections[index], settings: settings, resume: resume, at: now)
    }

    /// Space: toggles the sticky pause. Space is input like any key: ending the pause, it has
    /// auto-advance wait `resume_after` (the header counts down), then every clock restarts
    /// from a full interval.
    /// - Returns: What the status line says.
    mutating func toggleStickyPause(at now: Instant) -> String {
        pause.sticky.toggle()
        pause.lastInput = now
        return pause.sticky
            ? "Auto-advance paused — Space resumes" : "Pause ended — auto-advance resumes after the countdown"
    }

    mutating func setTerminalFocus(_ focused: Bool, at now: Instant) {
        guard pause.unfocused == focused else { return }
        pause.unfocused = !focused
        if focused { pause.releasedAt = now }
    }

    /// The reader opened or closed: auto-advance waits while it is open and, closed, goes on
    /// without catching up on the time spent reading.
    mutating func setReading(_ reading: Bool, at now: Instant) {
        guard pause.reading != reading else { return }
        pause.reading = reading
        if !reading { pause.releasedAt = now }
    }

    mutating func setSuspended(_ suspended: Bool, at now: Instant) {
        pause.suspended = suspended
        if !suspended { pause.releasedAt = now }
    }

    /// The sections half visible at `rows` become the ones in view; one that comes into view
    /// starts its page's time at `arrival`, when the scroll settles.
    mutating func view(_ rows: Range<Int>, of layout: FeedLayout, sections: inout [SectionState], arrival: Instant) {
        let halfVisible = layout.sections(intersecting: rows).filter { index in
            let body = layout.sections[index].visibleBody
            let shown = min(body.maxY, rows.upperBound) - max(body.y, rows.lowerBound)
            return 2 * shown >= body.height
        }
        let newView = (halfVisible.first ?? 0)..<((halfVisible.last ?? -1) + 1)
        for index in newView where !inView.contains(index) {
            sections[index].shownSince = max(sections[index].shownSince, arrival)
        }
        inView = newView
    }

    /// After a reload matched sections by `update`: those in view stay in view without
    /// restarting their time, and a new one among them starts at `now`.
    mutating func keepView(across update: FeedUpdate, sections: inout [SectionState], at now: Instant) {
        let stillInView = update.origins.indices.filter { update.origins[$0].map(inView.contains) ?? false }
        inView = (stillInView.first ?? 0)..<((stillInView.last ?? -1) + 1)
        for index in inView where update.origins[index] == nil {
            sections[index].shownSince = now
        }
    }
}
