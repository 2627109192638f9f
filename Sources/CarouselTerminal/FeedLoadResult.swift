import CarouselKit

/// What reading and checking the feed gave, on the app's loader thread.
public enum FeedLoadResult: Sendable {
    /// A feed that can be shown, and the warnings about it (one line each), which the app hands
    /// back when it ends for standard error (they would vanish on the alternate screen).
    case loaded(Feed, warnings: [String])
    /// The feed cannot be used.
    case refused(FeedRefusal)
}

/// A feed that could not be loaded: every problem, and the exit status for them.
public struct FeedRefusal: Error, Sendable {
    /// Every problem, one line each (`file:line:column: path: message`).
    public var problems: [String]
    /// One line for the status line after a failed reload.
    public var firstProblem: String
    /// What the program exits with when the feed it started with is refused (65 or 66).
    public var exitStatus: Int32

    public init(problems: [String], firstProblem: String, exitStatus: Int32) {
        self.problems = problems
        self.firstProblem = firstProblem
        self.exitStatus = exitStatus
    }
}

/// Reads and checks the feed; called on the loader thread, at start and for every reload. A
/// preview (`FeedPreview` in CarouselFeed) is asked for only at start: `show` is then given,
/// to be called with a big feed's first sections while the rest is still read.
public typealias FeedLoading = @Sendable (_ show: (@Sendable (Feed) -> Void)?) -> FeedLoadResult
