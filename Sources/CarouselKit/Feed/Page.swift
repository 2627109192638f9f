/// One card of a section.
public struct Page: Hashable, Sendable, Identifiable {
    /// Keeps the section on this page across reloads; defaults to the page's position.
    public var id: String
    /// The card's first line, in bold.
    public var title: String
    /// The card's text, wrapped to its width and cut with an ellipsis after `LayoutMetrics.bodyLines` lines.
    public var body: String
    /// Seconds this page stays before auto-advance; overrides the interval.
    public var duration: Double?
    /// The colour of the card's border when it is the current card; `nil` keeps the theme's.
    public var accent: Accent?
    /// The picture the page shows (`image:`), as the feed names it: a path relative to the feed
    /// file's folder. `nil` for a page of words only.
    public var image: String?
    /// What the picture shows, in words (`alt:`), for where it cannot be drawn.
    public var alt: String?
    /// Colours and attributes over parts of the title and body (a source's `colors: true`);
    /// `nil` draws them in the card's own style.
    public var styles: PageStyles?
    /// Where the card leads (`link:`): `o` or Enter opens it, and its title carries it as a
    /// terminal hyperlink where the terminal has them.
    public var link: PageLink?
    /// How what the card reports stands (`status:`): its border takes the status's colour, its
    /// title a glyph, and the header counts the warnings and errors. `nil` for a card without one.
    public var status: PageStatus?

    /// A page; text may come from anywhere, since it is made safe before it is drawn.
    public init(
        id: String, title: String, body: String = "", duration: Double? = nil, accent: Accent? = nil,
        image: String? = nil, alt: String? = nil, styles: PageStyles? = nil, link: PageLink? = nil,
        status: PageStatus? = nil
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.duration = duration
        self.accent = accent
        self.image = image
        self.alt = alt
        self.styles = styles
        self.link = link
        self.status = status
    }
}

/// The colour of a card's border and title.
public enum Accent: String, CaseIterable, Hashable, Sendable {
    /// One of the terminal's basic colours.
    case red, green, yellow, blue, magenta, cyan, white
}
