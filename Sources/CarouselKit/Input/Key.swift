/// A key press, as the core understands it; the terminal layer translates its own codes.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case tab, backTab
    case pageUp, pageDown, home, end
    case space, enter, escape
    /// Ctrl-C as a key (the terminal may also deliver it as SIGINT).
    case interrupt
    /// A printable character: digits, letters, `?`.
    case character(Character)
}
