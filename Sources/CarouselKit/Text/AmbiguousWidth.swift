/// How many columns the terminal gives East Asian Ambiguous characters (UAX #11): box drawing,
/// `● ○ · …`, arrows, Greek, Cyrillic, accented Latin letters. One in most terminals; two in
/// many CJK setups (iTerm2's "ambiguous characters are double-width", GNOME Terminal's
/// ambiguous-width setting, `xterm -cjk_width`), which no table can know: the terminal is asked
/// at start or the user says (`--ambiguous-width`). See docs/text.md.
public enum AmbiguousWidth: Int, CaseIterable, Hashable, Sendable {
    /// One column, as glibc's `wcwidth` says.
    case narrow = 1
    /// Two columns.
    case wide = 2

    /// How the width was chosen, for the help overlay.
    public enum Source: Hashable, Sendable {
        /// Given by the user (`--ambiguous-width`, `CAROUSEL_AMBIGUOUS_WIDTH`).
        case option
        /// The terminal's answer to the start-up probe.
        case detected
        /// Not known: no terminal to ask (`render`), or it did not answer; one column assumed.
        case assumed
    }
}
