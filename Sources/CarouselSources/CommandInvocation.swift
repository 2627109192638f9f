/// What a command source runs (docs/behaviour.md §3.11): a program with its arguments, or a shell line.
public enum CommandInvocation: Hashable, Sendable {
    /// Run directly, without a shell; the program is searched in `PATH` unless it contains a slash,
    /// in which case it is relative to the working directory (`./bin/ci-status`).
    case arguments([String])
    /// Run by `/bin/sh -c`.
    case shell(String)

    /// The program to start and its `argv`.
    var program: (file: String, arguments: [String]) {
        switch self {
        case .arguments(let arguments): (arguments.first ?? "", arguments)
        case .shell(let line): ("/bin/sh", ["/bin/sh", "-c", line])
        }
    }

    /// How messages name it: the program, or the shell line.
    public var displayName: String {
        switch self {
        case .arguments(let arguments): arguments.first ?? ""
        case .shell(let line): line
        }
    }
}
