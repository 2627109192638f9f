/// One horizontally paged carousel of the feed.
public struct Section: Hashable, Sendable, Identifiable {
    /// Keeps the section's place across reloads; defaults to its position in the feed.
    public var id: String
    /// Shown above the cards, with the page number at the right.
    public var title: String
    /// Text pinned under the cards while they slide (the "tag band").
    public var tag: String?
    /// Whether the section turns its pages by itself, and its own settings.
    public var autoplay: SectionAutoplay
    /// The feed says `autoplay: true` for this section in so many words: where auto-advance is
    /// off unless asked for (the screen-reader mode), this section still turns its pages.
    public var asksForAutoplay: Bool
    /// Where live pages come from; `nil` for a section of fixed pages.
    public var source: SectionSource?
    /// Never empty in a feed that passed validation. A live section's pages are shown until its
    /// source first loads (`Page.loading` when it has none of its own).
    public var pages: [Page]
    /// Rows a picture takes above a card's title (`image_rows`) when any page of the section has
    /// one; `nil` for `defaultImageRows`. A section of words only keeps its cards' height.
    public var imageRows: Int?
    /// How its cards go across the screen: one a page, or groups of them (`layout`).
    public var layout: CardLayout

    /// Picture rows when the feed does not say: a picture about twice as wide as tall on a card
    /// of standard width, with cells twice as tall as wide.
    public static let defaultImageRows = 8
    /// The fewest and the most rows a feed may give pictures (`image_rows`).
    public static let imageRowsRange = 2...40

    /// A section of `pages`; `CarouselState` throws `InvalidFeed` when there are none.
    public init(
        id: String, title: String, tag: String? = nil,
        autoplay: SectionAutoplay = .on(), asksForAutoplay: Bool = false, source: SectionSource? = nil,
        pages: [Page], imageRows: Int? = nil, layout: CardLayout = .init()
    ) {
        self.imageRows = imageRows
        self.layout = layout
        self.id = id
        self.title = title
        self.tag = tag
        self.autoplay = autoplay
        self.asksForAutoplay = asksForAutoplay
        self.source = source
        self.pages = pages
    }

    /// Rows of picture above each card's title: `imageRows` (or the default) when a page has a
    /// picture, else none.
    public var pictureRows: Int {
        pages.contains { $0.image != nil } ? imageRows ?? Self.defaultImageRows : 0
    }
}

/// Whether a section auto-advances, and which feed-wide settings it overrides.
public enum SectionAutoplay: Hashable, Sendable {
    /// The section turns its pages only when told.
    case off
    /// The section turns its pages by itself, with these settings in place of the feed-wide ones.
    case on(AutoplayOverrides = .init())

    /// Whether the section turns its pages by itself.
    public var isEnabled: Bool {
        if case .on = self { return true }
        return false
    }
}
