/// Auto-advance as the state sees it: which sections may advance, when, and the pauses.
extension CarouselState {
    /// The feed's settings with a section's overrides, or `nil` when it does not auto-advance.
    func autoplaySettings(ofSection index: Int) -> AutoplaySettings? {
        let section = sections[index].content
        guard autoplay.isEnabled, section.pages.count > 1, case .on(let overrides) = section.autoplay,
              !autoplay.onlyWhereAsked || section.asksForAutoplay else {
            return nil
        }
        return autoplay.applying(overrides)
    }

    /// What section `index` does after its last page, whether or not it auto-advances: a `loop`
    /// section is a ring for every way of paging.
    func wrapMode(ofSection index: Int) -> WrapMode {
        guard case .on(let overrides) = sections[index].content.autoplay else { return autoplay.wrap }
        return overrides.wrap ?? autoplay.wrap
    }

    /// Whether section `index` is a ring: a `loop` section of more than one page.
    func isRing(_ index: Int) -> Bool {
        sections[index].pageCount > 1 && wrapMode(ofSection: index) == .loop
    }

    static func anySectionAutoplays(in sections: [SectionState], settings: AutoplaySettings) -> Bool {
        settings.isEnabled && sections.contains { autoplays($0, settings: settings) }
    }

    private static func autoplays(_ section: SectionState, settings: AutoplaySettings) -> Bool {
        section.pageCount > 1 && section.content.autoplay.isEnabled
            && (!settings.onlyWhereAsked || section.content.asksForAutoplay)
    }

    /// A source changed section `index`'s pages: what the header says follows what the sections
    /// do now (a live section that gets a second page starts to auto-advance). Only a section
    /// that stopped makes all of them be looked at.
    mutating func noteAutoplay(ofSection index: Int) {
        if autoplay.isEnabled, Self.autoplays(sections[index], settings: autoplay) {
            anySectionAutoplays = true
        } else if anySectionAutoplays {
            anySectionAutoplays = Self.anySectionAutoplays(in: sections, settings: autoplay)
        }
    }

    /// When auto-advance resumes after input, for a section with these settings.
    func resumeInstant(_ settings: AutoplaySettings) -> Instant {
        pause.resumeInstant(resumeAfter: settings.resumeAfter)
    }

    /// Whether section `index` may auto-advance at all now: in view, not held, auto-advancing.
    func canAdvance(_ index: Int) -> Bool {
        !pause.isHeld && inView.contains(index) && autoplaySettings(ofSection: index) != nil
    }

    /// The earliest auto-advance to come, and its section (the lower index on a tie).
    func nextAutoAdvance() -> (due: Instant, section: Int)? {
        guard !pause.isHeld else { return nil }
        var next: (due: Instant, section: Int)?
        for index in inView {
            guard let settings = autoplaySettings(ofSection: index) else { continue }
            let due = AutoAdvance.due(of: sections[index], settings: settings, resume: resumeInstant(settings))
            if next.map({ due < $0.due }) ?? true { next = (due, index) }
        }
        return next
    }

    /// What the header says about auto-advance now.
    public var autoplayStatus: AutoplayStatus {
        guard anySectionAutoplays else { return .off }
        if pause.sticky { return .pausedByUser }
        if pause.unfocused || pause.suspended { return .unfocused }
        let resume = pause.resumeInstant(resumeAfter: autoplay.resumeAfter)
        if resume > now { return .resumingIn(Int((resume - now).rounded(.up))) }
        return .running
    }

    /// How much of the current page's time section `index` has used up, from 0 to 1, while its
    /// time counts (the current dot shows it); `nil` while paused, sliding or not auto-advancing.
    public func autoAdvanceProgress(ofSection index: Int) -> Double? {
        guard sections.indices.contains(index), canAdvance(index), !sections[index].position.isAnimating(at: now),
              let settings = autoplaySettings(ofSection: index) else { return nil }
        return AutoAdvance.progress(of: sections[index], settings: settings, resume: resumeInstant(settings), at: now)
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
