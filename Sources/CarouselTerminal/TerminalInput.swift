import CarouselKit

/// One thing read from the terminal: an event for the core, or a request for the terminal
/// layer itself.
enum TerminalInput: Equatable {
    case event(InputEvent)
    /// Ctrl-Z typed in raw mode: suspend as SIGTSTP would.
    case suspend
    /// curses reported a new size (KEY_RESIZE).
    case resize
}
