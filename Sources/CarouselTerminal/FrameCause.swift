/// What brought a frame about, as the loop saw it when it woke: the statistics count frames by
/// cause, so that a session's frames can be told apart (docs/terminal.md, `CAROUSEL_STATS`).
enum FrameCause: Int, CaseIterable {
    /// Keys, the mouse or a resize read from the terminal.
    case input
    /// A frame deadline while something moved: a slide or a scroll.
    case motion
    /// A deadline with nothing moving: an auto-advance, the countdown, a step of the draining dots.
    case deadline
    /// The first frame, a read of the feed, a live source, a signal or a changed file.
    case other

    /// The loop woke for `wake`; `moving` is whether something was moving before it.
    init(wake: InputWaiter.Wake, moving: Bool) {
        if wake.input || wake.inputEnded {
            self = .input
        } else if wake.signal || wake.fileChanged || wake.feedRead || wake.other {
            self = .other
        } else {
            self = moving ? .motion : .deadline
        }
    }

    /// The key of its count in the report.
    var key: String {
        switch self {
        case .input: "frames_for_input"
        case .motion: "frames_in_motion"
        case .deadline: "frames_at_deadlines"
        case .other: "frames_for_other_causes"
        }
    }
}
