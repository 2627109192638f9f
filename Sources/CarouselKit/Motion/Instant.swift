/// A moment on the program's clock, in seconds since an arbitrary origin.
///
/// The core never reads a clock: every instant is handed in by the caller (the run loop's
/// monotonic clock, or a simulated one in `carousel render` and the tests).
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }

    public static let zero = Instant(seconds: 0)

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.seconds < rhs.seconds }

    public static func + (lhs: Instant, rhs: Double) -> Instant { Instant(seconds: lhs.seconds + rhs) }

    public static func - (lhs: Instant, rhs: Double) -> Instant { Instant(seconds: lhs.seconds - rhs) }

    /// The seconds from `rhs` to `lhs`.
    public static func - (lhs: Instant, rhs: Instant) -> Double { lhs.seconds - rhs.seconds }

    public var description: String { "t=\(seconds)s" }
}
