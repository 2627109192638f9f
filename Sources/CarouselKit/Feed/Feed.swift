/// A feed: the whole board shown by Carousel, a vertical list of sections.
///
/// A `Feed` holds text exactly as it came from its source; the core makes it safe for a terminal
/// (see `Feed.sanitized()`) before drawing it.
public struct Feed: Hashable, Sendable {
    /// Shown in the header; `nil` shows "Carousel".
    public var title: String?
    /// Feed-wide auto-advance defaults.
    public var autoplay: AutoplaySettings
    /// Feed-wide settings of the loader that runs the sections' sources.
    public var sources: SourceSettings
    /// Never empty in a feed that passed validation.
    public var sections: [Section]

    /// A feed of `sections`; `CarouselState` throws `InvalidFeed` when there are none or one has no pages.
    public init(
        title: String? = nil, autoplay: AutoplaySettings = .init(), sources: SourceSettings = .init(),
        sections: [Section]
    ) {
        self.title = title
        self.autoplay = autoplay
        self.sources = sources
        self.sections = sections
    }
}
