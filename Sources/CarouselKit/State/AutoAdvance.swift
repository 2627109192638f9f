/// The auto-advance rule: when a section turns its page by itself, and how it wraps.
///
/// Everything here is a function of instants that are known in advance — when a move settles,
/// when input paused auto-advance — never of when the program happens to look. That is what makes
/// time exact: the state at an instant is the same however many steps it took to get there.
enum AutoAdvance {
    /// No page is shown for less than this, whatever the settings say: it could not be read, and
    /// it bounds the work of bringing a state through a long stretch of time.
    static let shortestPageTime = 0.1

    /// How long `section`'s current page stays before the section advances.
    static func pageTime(of section: SectionState, settings: AutoplaySettings) -> Double {
        let page = section.content.pages[section.targetPage]
        return max(shortestPageTime, page.duration ?? settings.interval)
    }

    /// When the current page's time starts counting: when it settled, or when auto-advance
    /// resumed after a pause, whichever is later.
    static func countStart(of section: SectionState, resume: Instant) -> Instant {
        max(section.shownSince, resume)
    }

    /// The instant `section` advances next.
    static func due(of section: SectionState, settings: AutoplaySettings, resume: Instant) -> Instant {
        countStart(of: section, resume: resume) + pageTime(of: section, settings: settings)
    }

    /// Turns `section` one page at `due`: to the next page, or after the last as `settings.wrap`
    /// says. The move starts at the due instant, not when this runs, so a late wake-up never
    /// delays or slows it.
    static func turn(_ section: inout SectionState, at due: Instant, settings: AutoplaySettings, motion: Motion) {
        // A ring's slide back past page 1 goes on from the last page, not from before the first.
        section.renumberAfterLoop()
        let page = section.targetPage
        let slide = motion.duration(MotionTiming.slide)
        guard page == section.pageCount - 1 else {
            section.move(to: Double(page + 1), at: due, duration: slide)
            return
        }
        switch settings.wrap {
        case .rewind: section.move(to: 0, at: due, duration: slide)
        case .jump: section.move(to: 0, at: due, duration: nil)
        case .loop: section.move(to: Double(section.pageCount), at: due, duration: slide)
        }
        if !section.position.isAnimating(at: due) { section.renumberAfterLoop() }
    }

    /// How much of the current page's time is used up at `time`, from 0 to 1, once it counts.
    static func progress(
        of section: SectionState, settings: AutoplaySettings, resume: Instant, at time: Instant
    ) -> Double? {
        let start = countStart(of: section, resume: resume)
        guard start <= time else { return nil }
        return min(1, (time - start) / pageTime(of: section, settings: settings))
    }

    /// The next instant after `time` at which the current dot's fill changes (each quarter).
    static func nextProgressTick(
        of section: SectionState, settings: AutoplaySettings, resume: Instant, after time: Instant
    ) -> Instant? {
        let start = countStart(of: section, resume: resume)
        let quarter = pageTime(of: section, settings: settings) / 4
        let elapsed = max(0, time - start)
        let next = (elapsed / quarter).rounded(.down) + 1
        return next < 4 ? start + next * quarter : nil
    }
}
