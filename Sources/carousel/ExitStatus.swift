import ArgumentParser

/// The documented exit codes (docs/behaviour.md §3.8).
enum ExitStatus {
    static let usage = ExitCode(64)
    static let invalidFeed = ExitCode(65)
    static let unreadableFeed = ExitCode(66)
    static let noTerminal = ExitCode(69)
    /// sysexits' CANTCREAT: `carousel init` could not create its file (or would overwrite one), or
    /// `render --cast` its recording.
    static let cannotCreate = ExitCode(73)
}
