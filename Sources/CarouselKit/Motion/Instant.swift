/// A moment on the program's clock, counted in whole nanoseconds from an arbitrary origin.
///
/// The core never reads a clock: every instant is handed in by the caller (the run loop's
/// monotonic clock, or a simulated one in `carousel render` and the tests). Whole nanoseconds
/// keep time exact: sixty-two steps of 0.1 s reach exactly the instant 6.2 s, as one step does,
/// where adding up floating-point seconds would drift by a rounding error and could land on the
/// other side of a deadline.
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the origin.
    public var nanoseconds: Int64

    /// No instant is further from the origin than this (about 146 years): a value past it, or one
    /// that is not a number, is clamped rather than trapping.
    static let limit = Double(Int64(1) << 62)

    /// The instant `nanoseconds` after the origin.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// The instant `seconds` after the origin, to the nearest nanosecond.
    public init(seconds: Double) {
        self.init(nanoseconds: Self.nanoseconds(seconds))
    }

    /// Seconds since the origin.
    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

    /// The origin: where a simulated clock starts.
    public static let zero = Instant(nanoseconds: 0)

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// The instant `rhs` seconds after `lhs`, to the nearest nanosecond.
    public static func + (lhs: Instant, rhs: Double) -> Instant {
        Instant(nanoseconds: clampedSum(lhs.nanoseconds, nanoseconds(rhs)))
    }

    /// The instant `rhs` seconds before `lhs`, to the nearest nanosecond.
    public static func - (lhs: Instant, rhs: Double) -> Instant { lhs + -rhs }

    /// The seconds from `rhs` to `lhs`.
    public static func - (lhs: Instant, rhs: Instant) -> Double {
        Double(clampedSum(lhs.nanoseconds, -rhs.nanoseconds)) / 1_000_000_000
    }

    /// `t=SECONDSs`, for test messages.
    public var description: String { "t=\(seconds)s" }

    private static func nanoseconds(_ seconds: Double) -> Int64 {
        guard !seconds.isNaN else { return 0 }
        return Int64(min(limit, max(-limit, (seconds * 1_000_000_000).rounded())))
    }

    private static func clampedSum(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int64.max : Int64.min) : sum
    }
}
