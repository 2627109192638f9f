/// What a key asks the carousel to do.
public enum Action: Hashable, Sendable {
    case previousSection, nextSection
    case previousPage, nextPage
    /// A dot tap by number: `1`…`9`, `0` for page 10; a second digit within 0.6 s can extend the
    /// number (1 then 2 is page 12).
    case digit(Int)
    case screenUp, screenDown
    case firstSection, lastSection
    /// Space: the sticky auto-advance pause.
    case togglePause
    /// Reads the feed file again.
    case reload
    case help
    case quit
}
