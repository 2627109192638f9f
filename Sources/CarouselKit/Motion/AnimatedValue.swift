/// A value that moves to its target over time and can be retargeted at any moment.
///
/// Like Textual's animator, one value has at most one running animation: a new target replaces
/// the old one from the current position and velocity, so there is never a queue of stale moves.
public struct AnimatedValue: Hashable, Sendable {
    /// Where the value is going (or is, at rest).
    public private(set) var target: Double
    private var tween: Tween?

    /// A value at rest on `value`.
    public init(_ value: Double) {
        self.target = value
    }

    /// Where the value is at `time`.
    public func value(at time: Instant) -> Double {
        tween?.value(at: time) ?? target
    }

    /// Whether it is still moving at `time`.
    public func isAnimating(at time: Instant) -> Bool {
        tween.map { !$0.isFinished(at: time) } ?? false
    }

    /// The instant the running animation ends, if one runs.
    public var animationEnd: Instant? { tween?.end }

    /// Moves towards `newTarget`, starting at `time` from wherever the value is then.
    /// - Parameters:
    ///   - newTarget: Where the value goes.
    ///   - time: When the move starts.
    ///   - duration: Seconds for a move of the given distance; `nil` moves at once.
    public mutating func move(to newTarget: Double, at time: Instant, duration: ((Double) -> Double)?) {
        let current = value(at: time)
        target = newTarget
        guard let duration, current != newTarget else {
            tween = nil
            return
        }
        let velocity = tween?.velocity(at: time) ?? 0
        tween = Tween(
            from: current, to: newTarget, start: time,
            duration: duration(abs(newTarget - current)), initialVelocity: velocity)
    }

    /// Drops the animation once it is over, so that the value rests exactly on its target.
    /// - Returns: Whether an animation ended.
    @discardableResult
    public mutating func settle(at time: Instant) -> Bool {
        guard let tween, tween.isFinished(at: time) else { return false }
        self.tween = nil
        return true
    }

    /// Shifts the value and any running animation by `delta` without visible change of motion
    /// (a loop-mode section that slid past its last page renumbers to its first).
    public mutating func rebase(by delta: Double) {
        target += delta
        if let old = tween {
            tween = old.shifted(by: delta)
        }
    }
}

extension Tween {
    fileprivate func shifted(by delta: Double) -> Tween {
        Tween(from: from + delta, to: to + delta, start: start, duration: duration,
              initialVelocity: velocity(at: start))
    }
}
