/// A key press, as the core understands it; the terminal layer translates its own codes.
public enum Key: Hashable, Sendable {
    /// An arrow key.
    case up, down, left, right
    /// Tab, and Shift-Tab.
    case tab, backTab
    /// A key of the navigation block.
    case pageUp, pageDown, home, end
    /// A key of its own name.
    case space, enter, escape
    /// Ctrl-C as a key (the terminal may also deliver it as SIGINT).
    case interrupt
    /// A printable character: digits, letters, `?`.
    case character(Character)
}
