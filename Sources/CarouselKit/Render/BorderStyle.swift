/// The lines drawn around cards and the help box (`--border`).
public enum BorderStyle: String, CaseIterable, Hashable, Sendable {
    /// `rounded`, or `ascii` where the terminal draws ambiguous characters two columns wide.
    ///
    /// Box drawing is East Asian Ambiguous. Laid out at two columns a glyph it lines up, but
    /// terminals draw most fonts' `─` narrower than two columns, so a rule becomes a dashed line
    /// (iTerm2, xterm `-cjk_width`); ASCII lines are whole in every terminal and font.
    case auto
    /// `╭─╮ │ ╰─╯`, two columns a glyph where ambiguous characters are wide.
    case rounded
    /// `+-+ | +-+`: one column in every terminal and font.
    case ascii
    /// No lines: the card is its text, with the same room around it.
    case none
}
