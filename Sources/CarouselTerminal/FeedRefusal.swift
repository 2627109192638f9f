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
