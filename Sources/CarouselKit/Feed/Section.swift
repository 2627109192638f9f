/// One horizontally paged carousel of the feed.
public struct Section: Hashable, Sendable, Identifiable {
    /// Keeps the section's place across reloads; defaults to its position in the feed.
    public var id: String
    public var title: String
    /// Text pinned under the cards while they slide (the "tag band").
    public var tag: String?
    public var autoplay: SectionAutoplay
    /// Never empty in a feed that passed validation.
    public var pages: [Page]

    public init(
        id: String, title: String, tag: String? = nil,
        autoplay: SectionAutoplay = .on(), pages: [Page]
    ) {
        self.id = id
        self.title = title
        self.tag = tag
        self.autoplay = autoplay
        self.pages = pages
    }
}

/// Whether a section auto-advances, and which feed-wide settings it overrides.
public enum SectionAutoplay: Hashable, Sendable {
    case off
    case on(AutoplayOverrides = .init())

    public var isEnabled: Bool {
        if case .on = self { return true }
        return false
    }
}
