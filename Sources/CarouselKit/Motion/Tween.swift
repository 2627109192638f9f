/// One time-based move from a value to another (docs/behaviour.md §3.3).
///
/// The curve is a cubic Hermite segment that ends at rest on `to`. Started at rest it is the
/// classic ease-in-out `3u² − 2u³`; a tween that retargets a running one starts with the old
/// one's velocity, so a burst of key presses reads as one smooth motion. The starting tangent is
/// capped at three times the distance, which keeps the curve monotonic: it never overshoots.
public struct Tween: Hashable, Sendable {
    /// The value at `start`.
    public let from: Double
    /// The value at `end` and after.
    public let to: Double
    /// When the move starts.
    public let start: Instant
    /// Seconds the move takes (capped at `safetyTimeout`).
    public let duration: Double
    /// The starting tangent, in value units over the whole duration (velocity × duration).
    private let tangent: Double

    /// No animation runs longer than this: past it, the value is exactly `to` (docs/behaviour.md §3.3).
    public static let safetyTimeout = 1.2

    /// A move from `from` to `to` over `duration` seconds from `start`, leaving with
    /// `initialVelocity` units a second (that of the move it replaces).
    public init(from: Double, to: Double, start: Instant, duration: Double, initialVelocity: Double = 0) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        let distance = to - from
        let tangent = initialVelocity * duration
        if distance == 0 || tangent * distance <= 0 {
            self.tangent = 0
        } else {
            self.tangent = distance > 0 ? min(tangent, 3 * distance) : max(tangent, 3 * distance)
        }
    }

    /// The instant after which the value is exactly `to`.
    public var end: Instant { start + min(duration, Self.safetyTimeout) }

    /// Whether the value is exactly `to` at `time`.
    public func isFinished(at time: Instant) -> Bool { time >= end }

    /// The value at `time`: `from` before the start, `to` from the end on.
    public func value(at time: Instant) -> Double {
        if isFinished(at: time) || duration <= 0 { return to }
        let u = max(0, (time - start) / duration)
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1
        let h10 = u3 - 2 * u2 + u
        let h01 = 3 * u2 - 2 * u3
        return h00 * from + h10 * tangent + h01 * to
    }

    /// Units per second at `time`.
    public func velocity(at time: Instant) -> Double {
        if isFinished(at: time) || duration <= 0 { return 0 }
        let u = max(0, (time - start) / duration)
        let u2 = u * u
        let d00 = 6 * u2 - 6 * u
        let d10 = 3 * u2 - 4 * u + 1
        let d01 = 6 * u - 6 * u2
        return (d00 * from + d10 * tangent + d01 * to) / duration
    }
}
