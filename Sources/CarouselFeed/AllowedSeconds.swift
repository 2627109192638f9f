import CarouselKit

/// The values a number of seconds may take, and how a message says so.
struct AllowedSeconds: Sendable {
    let lowest: Double
    /// Whether `lowest` itself is allowed, or only what is above it.
    let includesLowest: Bool
    let highest: Double
    /// Completes "must be …", e.g. "more than 0 and at most 86400 seconds (a day)".
    let description: String

    func contains(_ value: Double) -> Bool {
        (includesLowest ? value >= lowest : value > lowest) && value <= highest
    }

    /// Intervals, resume delays and page durations.
    static let upToADay = AllowedSeconds(
        lowest: 0, includesLowest: false, highest: FeedLimits.seconds,
        description: "more than 0 and at most \(Int(FeedLimits.seconds)) seconds (a day)")

    static let every = within(SourceLimits.every, " (a day)")
    static let timeout = within(SourceLimits.timeout, "")
    static let gap = within(SourceLimits.gap, " (an hour)")

    private static func within(_ range: ClosedRange<Double>, _ note: String) -> AllowedSeconds {
        AllowedSeconds(
            lowest: range.lowerBound, includesLowest: true, highest: range.upperBound,
            description: "at least \(Int(range.lowerBound)) and at most \(Int(range.upperBound)) seconds\(note)")
    }
}
