/// A feed made ready for a state: its own and its sections' text made safe to draw, each command
/// section that may not run given its stand-in card, and its layout for a viewport — the work
/// that grows with the size of the feed.
///
/// It is a plain value that needs nothing of the state but its options and viewport, so a host
/// that reads big feeds on another thread can prepare them there too and hand them over with
/// ``InputEvent/feedLoaded(_:isReload:)``: the state's own thread then only matches the sections
/// with the ones it shows. Prepared for other options, or a viewport the state no longer has, it
/// is redone where it is applied.
public struct PreparedFeed: Hashable, Sendable {
    /// The feed as it was given.
    public let feed: Feed
    /// The options it was prepared for.
    public let options: CarouselOptions
    /// The feed as a state shows it.
    let drawable: Feed
    /// Its layout, when it was prepared for a viewport.
    let layout: FeedLayout?

    /// - Parameters:
    ///   - feed: The feed to prepare.
    ///   - options: The options of the state it is for (``CarouselState/options``).
    ///   - viewport: The state's viewport (``CarouselState/size``), to lay the feed out for it.
    /// - Throws: `InvalidFeed` when the feed has no sections or a section has no pages.
    public init(_ feed: Feed, options: CarouselOptions, viewport: Size? = nil) throws(InvalidFeed) {
        try InvalidFeed.check(feed)
        self.feed = feed
        self.options = options
        var drawable = feed.sanitized(asciiOnly: options.ascii, ambiguous: options.ambiguousWidth)
        drawable.sections = drawable.sections.map {
            CarouselState.startingContent($0, allowCommands: options.allowCommands)
        }
        self.drawable = drawable
        layout = viewport.map { CarouselState.layout(of: drawable.sections, viewport: CarouselState.clamped($0), options: options) }
    }

    /// The layout for `viewport`, when it was prepared for it.
    func layout(for viewport: Size) -> FeedLayout? {
        layout?.viewport == viewport ? layout : nil
    }
}
