/// What a key asks the carousel to do.
public enum Action: Hashable, Sendable {
    /// Focus the section above or below, scrolling just enough to show it whole.
    case previousSection, nextSection
    /// Slide the focused section one page back or on (stopping at its first and last page).
    case previousPage, nextPage
    /// A dot tap by number: `1`…`9`, `0` for page 10; a second digit within 0.6 s can extend the
    /// number (1 then 2 is page 12).
    case digit(Int)
    /// Scroll the feed by one viewport.
    case screenUp, screenDown
    /// Focus the first or the last section.
    case firstSection, lastSection
    /// Focus the next section, in feed order and round, whose pages changed since it was seen.
    case nextChanged
    /// Space: the sticky auto-advance pause.
    case togglePause
    /// Reads the feed file again.
    case reload
    /// Show every problem of a failed reload (while its message shows), else why the focused
    /// card's picture is not shown, else the focused section's last source failure in full
    /// (`CarouselState+Overlay` says what scrolls and closes it).
    case sourceDetails
    /// Open the focused card's link (the core answers with `Effect.openLink`).
    case openLink
    /// Open the focused card whole in the reader (`Overlays` says what scrolls, turns and
    /// closes it).
    case read
    /// Show the help overlay (`CarouselState+Overlay` says what scrolls and closes it).
    case help
    /// End the session (the core answers with `Effect.quit`).
    case quit
}
