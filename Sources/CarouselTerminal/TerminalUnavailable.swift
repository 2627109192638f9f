import CNcursesw

/// Why the interactive app cannot run in this terminal (exit code 69, docs/behaviour.md §3.8).
public struct TerminalUnavailable: Error, CustomStringConvertible {
    /// What is wrong, for a message that starts with `carousel:`.
    public let reason: String

    public var description: String { reason }

    /// Checks stdin, stdout and TERM before curses starts, so that nothing reaches a file. The
    /// terminfo entry is read by curses itself (`CursesScreen.start`), which names what is wrong
    /// with it through `diagnose`: read once rather than also here, the start is 0.1 ms shorter.
    /// - Parameter term: The `TERM` variable, for the message.
    static func check(term: String?) throws(TerminalUnavailable) {
        if let problem = TerminalUnavailable(carousel_check_terminal_streams(), term: term) { throw problem }
    }

    /// Why curses could not start on this terminal, or started on one it cannot draw on: its
    /// terminfo entry read again (`setupterm` reports what `newterm` does not say).
    static func diagnose(term: String?) -> TerminalUnavailable {
        TerminalUnavailable(carousel_check_terminal(), term: term)
            ?? TerminalUnavailable(reason: "curses could not start on TERM=\(term ?? "")")
    }

    init(reason: String) {
        self.reason = reason
    }

    private init?(_ problem: carousel_terminal_problem, term: String?) {
        let name = term ?? ""
        switch problem {
        case carousel_terminal_usable:
            return nil
        case carousel_terminal_stdin_not_tty:
            reason = "standard input is not a terminal"
        case carousel_terminal_stdout_not_tty:
            reason = "standard output is not a terminal"
        case carousel_terminal_no_term:
            reason = "TERM is not set, so the terminal type is unknown"
        case carousel_terminal_unknown_term:
            reason = "the terminal type TERM=\(name) is not known on this system"
        case carousel_terminal_no_cursor_addressing:
            reason = "the terminal TERM=\(name) cannot move the cursor"
        default:
            reason = "the terminal cannot be used"
        }
    }
}
