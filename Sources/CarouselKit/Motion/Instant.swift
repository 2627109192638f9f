/// A moment on the program's clock, in seconds since an arbitrary origin.
///
/// The core never reads a clock: every instant is handed in by the caller (the run loop's
/// monotonic clock, or a simulated one in `carousel render` and the tests).
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Seconds since the clock's origin.
    public var seconds: Double

    /// The instant `seconds` after the origin.
    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// The origin: where a simulated clock starts.
    public static let zero = Instant(seconds: 0)

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.seconds < rhs.seconds }

    /// The instant `rhs` seconds after `lhs`.
    public static func + (lhs: Instant, rhs: Double) -> Instant { Instant(seconds: lhs.seconds + rhs) }

    /// The instant `rhs` seconds before `lhs`.
    public static func - (lhs: Instant, rhs: Double) -> Instant { Instant(seconds: lhs.seconds - rhs) }

    /// The seconds from `rhs` to `lhs`.
    public static func - (lhs: Instant, rhs: Instant) -> Double { lhs.seconds - rhs.seconds }

    /// `t=SECONDSs`, for test messages.
    public var description: String { "t=\(seconds)s" }
}
