/// One time-based move from a value to another (docs/behaviour.md §3.3).
///
/// The curve is a quintic Hermite segment that ends at rest, and without acceleration, on `to`.
/// Started at rest it is the ease-in-out `10u³ − 15u⁴ + 6u⁵` ("smootherstep"): it leaves and
/// arrives more gently than `3u² − 2u³`, whose acceleration jumps at both ends, so a slide's
/// first and last frames move by less than a cell and are not drawn. A tween that retargets a
/// running one starts with the old one's velocity, so a burst of key presses reads as one smooth
/// motion. The starting tangent is capped at twice the distance, which keeps the curve
/// monotonic: it never overshoots.
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
            self.tangent = distance > 0 ? min(tangent, 2 * distance) : max(tangent, 2 * distance)
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
        let u2 = u * u, u3 = u2 * u, u4 = u3 * u, u5 = u4 * u
        let arrival = 10 * u3 - 15 * u4 + 6 * u5
        let launch = u - 6 * u3 + 8 * u4 - 3 * u5
        return (1 - arrival) * from + launch * tangent + arrival * to
    }

    /// Units per second at `time`.
    public func velocity(at time: Instant) -> Double {
        if isFinished(at: time) || duration <= 0 { return 0 }
        let u = max(0, (time - start) / duration)
        let rest = (1 - u) * (1 - u)
        let arrival = 30 * u * u * rest
        let launch = rest * (1 + 2 * u - 15 * u * u)
        return (arrival * (to - from) + launch * tangent) / duration
    }
}
