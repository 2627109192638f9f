import CNcursesw

/// Why the interactive app cannot run in this terminal (exit code 69, docs/behaviour.md §3.8).
public struct TerminalUnavailable: Error, CustomStringConvertible {
    /// What is wrong, for a message that starts with `carousel:`.
    public let reason: String

    public var description: String { reason }

    /// Checks stdin, stdout and TERM before curses starts, so that nothing reaches a file or a
    /// terminal that cannot show it.
    /// - Parameter term: The `TERM` variable, for the message.
    /// - Returns: The terminal's capabilities, read from the terminfo entry the check loaded.
    static func check(term: String?) throws(TerminalUnavailable) -> TerminalCapabilities {
        let name = term ?? ""
        switch carousel_check_terminal() {
        case carousel_terminal_usable:
            // Read from the entry the check loaded, while the loader reads the feed, rather than
            // on the way to the first frame.
            defer { carousel_release_terminal_entry() }
            return TerminalCapabilities.read()
        case carousel_terminal_stdin_not_tty:
            throw TerminalUnavailable(reason: "standard input is not a terminal")
        case carousel_terminal_stdout_not_tty:
            throw TerminalUnavailable(reason: "standard output is not a terminal")
        case carousel_terminal_no_term:
            throw TerminalUnavailable(reason: "TERM is not set, so the terminal type is unknown")
        case carousel_terminal_unknown_term:
            throw TerminalUnavailable(reason: "the terminal type TERM=\(name) is not known on this system")
        case carousel_terminal_no_cursor_addressing:
            throw TerminalUnavailable(reason: "the terminal TERM=\(name) cannot move the cursor")
        default:
            throw TerminalUnavailable(reason: "the terminal cannot be used")
        }
    }
}
