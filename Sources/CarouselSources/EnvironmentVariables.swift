#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Environment variables, looked up by name: the process's own in the app
/// (`ProcessEnvironment`), a dictionary in tests.
public protocol EnvironmentVariables {
    subscript(_ name: String) -> String? { get }
}

extension Dictionary: EnvironmentVariables where Key == String, Value == String {}

/// The process's environment variables, each looked up in the C library's `environ` when asked
/// (`getenv`). The app asks for a dozen before its first screen; a dictionary of all of them
/// (39 in a tmux pane) cost the start 0.14 ms. Asked on the app's thread before curses starts
/// (which sets `COLUMNS` for a moment), and by no other thread.
public struct ProcessEnvironment: EnvironmentVariables {
    public init() {}

    public subscript(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
