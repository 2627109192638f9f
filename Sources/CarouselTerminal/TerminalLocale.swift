import CNcursesw

/// The process locale, which decides whether ncurses can draw anything beyond ASCII.
public enum TerminalLocale {
    /// Takes the locale from the environment, falling back to C.UTF-8 for characters when the
    /// environment asks for a UTF-8 locale that is not installed (ncurses would draw blanks
    /// otherwise). Call once, before anything else reads the locale.
    /// - Returns: Whether UTF-8 text can be drawn; when not (a locale such as C or
    ///   ISO-8859-1), the app and `render` draw ASCII only (docs/behaviour.md §2).
    public static func setUp() -> Bool {
        carousel_setup_locale() == 1
    }
}
