/// Frame pacing in one place: while something moves, at most one frame per
/// `MotionTiming.frameInterval` is considered; when a frame was asked for too soon, it is
/// pending until the next slot.
struct FramePacer: Hashable, Sendable {
    /// When a frame was last considered (drawn, or found unchanged).
    private(set) var lastFrame: Instant?
    /// A frame was asked for too soon after the last one and waits for the next slot.
    private(set) var isPending = false

    /// Whether a frame may be considered at `time`; when not, one becomes pending.
    mutating func takeSlot(at time: Instant) -> Bool {
        if let lastFrame, time - lastFrame < MotionTiming.frameInterval {
            isPending = true
            return false
        }
        isPending = false
        lastFrame = time
        return true
    }

    /// The first instant at or after `time` when the next frame may be considered.
    func nextSlot(after time: Instant) -> Instant {
        max(time, (lastFrame ?? time) + MotionTiming.frameInterval)
    }
}
