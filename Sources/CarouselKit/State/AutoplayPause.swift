/// Why auto-advance is not running (docs/behaviour.md §3.4).
struct AutoplayPause: Hashable, Sendable {
    /// The last key or mouse input; auto-advance waits `resume_after` seconds from it.
    var lastInput: Instant?
    /// Space's pause, which only Space ends.
    var sticky = false
    /// The terminal reported that it lost focus.
    var unfocused = false
    /// The program is stopped (Ctrl-Z).
    var suspended = false
    /// The reader is open: the board waits for the reading to end.
    var reading = false
    /// When an unfocused or suspended pause last ended: clocks restart from here, so
    /// nothing "catches up" on the time spent paused.
    var releasedAt = Instant.zero

    /// A pause that lasts until something ends it, rather than until a time.
    var isHeld: Bool { sticky || unfocused || suspended || reading }

    /// When auto-advance resumes for a section that waits `resumeAfter` after input.
    func resumeInstant(resumeAfter: Double) -> Instant {
        max(releasedAt, lastInput.map { $0 + resumeAfter } ?? .zero)
    }
}

/// What the header says about auto-advance.
public enum AutoplayStatus: Hashable, Sendable {
    /// Every section in view counts its page's time.
    case running
    /// Paused by input; resumes in this many whole seconds.
    case resumingIn(Int)
    /// Space paused it; only Space resumes.
    case pausedByUser
    /// The terminal lost focus, or the program is suspended.
    case unfocused
    /// The reader is open.
    case reading
    /// No section auto-advances.
    case off
}
