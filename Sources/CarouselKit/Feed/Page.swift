/// One card of a section.
public struct Page: Hashable, Sendable, Identifiable {
    /// Keeps the section on this page across reloads; defaults to the page's position.
    public var id: String
    public var title: String
    public var body: String
    /// Seconds this page stays before auto-advance; overrides the interval.
    public var duration: Double?
    public var accent: Accent?
    /// Colours and attributes over parts of the title and body (a source's `colors: true`);
    /// `nil` draws them in the card's own style.
    public var styles: PageStyles?

    public init(
        id: String, title: String, body: String = "", duration: Double? = nil, accent: Accent? = nil,
        styles: PageStyles? = nil
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.duration = duration
        self.accent = accent
        self.styles = styles
    }
}

/// The colour of a card's border and title.
public enum Accent: String, CaseIterable, Hashable, Sendable {
    case red, green, yellow, blue, magenta, cyan, white
}
