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

    /// A section of `pages`; `CarouselState` throws `InvalidFeed` when there are none.
    public init(
        id: String, title: String, tag: String? = nil,
        autoplay: SectionAutoplay = .on(), asksForAutoplay: Bool = false, source: SectionSource? = nil,
        pages: [Page]
    ) {
        self.id = id
        self.title = title
        self.tag = tag
        self.autoplay = autoplay
        self.asksForAutoplay = asksForAutoplay
        self.source = source
        self.pages = pages
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
