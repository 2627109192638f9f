import CarouselKit

/// Identifies one run among the runner's, in the order they were started.
public struct CommandRunID: Hashable, Comparable, Sendable {
    public let value: Int

    public static func < (lhs: CommandRunID, rhs: CommandRunID) -> Bool { lhs.value < rhs.value }
}

/// Everything a finished run left: how it ended, what it wrote, and when.
public struct CommandResult: Sendable {
    public var id: CommandRunID
    public var request: CommandRequest
    public var outcome: CommandOutcome
    /// Stdout, at most `CommandLimits.outputBytes` (cut there when the output was too large).
    public var output: [UInt8]
    /// The last lines of stderr, decoded as UTF-8 (invalid bytes become U+FFFD) but not
    /// sanitised: make them safe (docs/behaviour.md §3.6) before they reach the screen.
    public var errorLines: [String]
    /// The started program's pid (its process group's id too); nil when it never started.
    public var processID: Int32?
    public var started: Instant
    public var ended: Instant
}
