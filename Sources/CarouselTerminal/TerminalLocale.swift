import CNcursesw

/// The process locale, which decides whether ncurses can draw anything beyond ASCII.
public enum TerminalLocale {
    /// Takes the locale from the environment, falling back to C.UTF-8 for characters when the
    /// environment's locale is not UTF-8 or not installed (ncurses would draw blanks otherwise).
    /// Call once, before anything else reads the locale.
    /// - Returns: Whether UTF-8 text can be drawn; when not, the app draws ASCII only.
    public static func setUp() -> Bool {
        carousel_setup_locale() == 1
    }
}
