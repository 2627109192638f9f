/// How what a card reports stands (`status:`, docs/behaviour.md §3.18), for a board of checks,
/// builds or machines: read without colour too, by the glyph before the card's title.
public enum PageStatus: String, CaseIterable, Hashable, Sendable {
    /// All is well: green, `✓`.
    case ok
    /// Worth a look: yellow, `⚠`; the header counts it.
    case warn
    /// Something failed: red, `✖`; the header counts it.
    case error
}
