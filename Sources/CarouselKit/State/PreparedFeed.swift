import Synchronization

/// A feed made ready for a state: its own and its sections' text made safe to draw, each command
/// section that may not run given its stand-in card, its layout for a viewport, and the states of
/// its sections as new ones — the work that grows with the size of the feed.
///
/// It is a plain value that needs nothing of the state but its options and viewport, so a host
/// that reads big feeds on another thread can prepare them there too and hand them over with
/// ``InputEvent/feedLoaded(_:isReload:)``: the state's own thread then only matches the sections
/// with the ones it shows and adopts the states. Prepared for other options, or a viewport the
/// state no longer has, it is redone where it is applied.
public struct PreparedFeed: Hashable, Sendable {
    /// The feed as it was given.
    public let feed: Feed
    /// The options it was prepared for.
    public let options: CarouselOptions
    /// Whether it is the first part of a feed still being read, its last section standing for
    /// the rest: End pressed there is kept until the feed that completes it arrives, which then
    /// shows its real last section.
    public let isFirstPart: Bool
    /// The feed as a state shows it.
    let drawable: Feed
    /// Its layout, when it was prepared for a viewport.
    let layout: FeedLayout?
    /// Whether any section auto-advances (`Autoplay.anySectionAutoplays`).
    let anySectionAutoplays: Bool
    /// Its warn and error cards, counted here rather than on the state's thread.
    let statusTally: StatusTally
    /// The sections' states, for the first state that applies the feed.
    private let fresh: FreshSections

    /// - Parameters:
    ///   - feed: The feed to prepare.
    ///   - options: The options of the state it is for (``CarouselState/options``).
    ///   - viewport: The state's viewport (``CarouselState/size``), to lay the feed out for it.
    ///   - isFirstPart: Whether more of the feed is to come (``isFirstPart``).
    /// - Throws: `InvalidFeed` when the feed has no sections or a section has no pages.
    public init(
        _ feed: Feed, options: CarouselOptions, viewport: Size? = nil, isFirstPart: Bool = false
    ) throws(InvalidFeed) {
        try InvalidFeed.check(feed)
        self.feed = feed
        self.options = options
        self.isFirstPart = isFirstPart
        var drawable = feed.sanitized(asciiOnly: options.ascii, ambiguous: options.ambiguousWidth)
        drawable.sections = drawable.sections.map {
            SectionState.startingContent($0, allowCommands: options.allowCommands)
        }
        // Most feeds have nothing to change: sharing the storage of the one given saves a copy
        // of every section and of its title and tag (a tenth of a big feed's memory).
        self.drawable = drawable == feed ? feed : drawable
        layout = viewport.map {
            FeedLayout(sections: drawable.sections, viewport: $0.clampedToLargestScreen, options: options)
        }
        let states = Self.states(of: drawable.sections)
        anySectionAutoplays = Autoplay.anySectionAutoplays(in: states, settings: drawable.autoplay)
        statusTally = StatusTally(drawable.sections)
        fresh = FreshSections(states: states, ids: drawable.sections.map(\.id))
    }

    /// The layout for `viewport`, when it was prepared for it.
    func layout(for viewport: Size) -> FeedLayout? {
        layout?.viewport == viewport ? layout : nil
    }

    /// The states of the sections as new ones, and their ids: those made with the feed, handed
    /// over once (the caller then holds the only reference and can change them in place), or
    /// made now for a feed applied again.
    func takeSectionStates() -> (states: [SectionState], ids: [String]) {
        fresh.take() ?? (Self.states(of: drawable.sections), drawable.sections.map(\.id))
    }

    /// New sections' states, shown since before any instant: the state that applies them
    /// starts the time of those in view.
    private static func states(of sections: [Section]) -> [SectionState] {
        sections.map { SectionState(content: $0, shownSince: SectionState.notShownYet) }
    }

    /// Whether two prepared feeds are the same feed prepared the same way (whether their section
    /// states were taken yet does not count).
    public static func == (lhs: PreparedFeed, rhs: PreparedFeed) -> Bool {
        lhs.feed == rhs.feed && lhs.options == rhs.options && lhs.isFirstPart == rhs.isFirstPart
            && lhs.layout == rhs.layout
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(feed)
        hasher.combine(options)
        hasher.combine(isFirstPart)
    }

    /// Section states handed over once: building a hundred thousand of them, or copying them to
    /// change the pages of a few, is what stalled the state's thread when a big feed arrived.
    private final class FreshSections: Sendable {
        private let held: Mutex<(states: [SectionState], ids: [String])?>

        init(states: [SectionState], ids: [String]) {
            held = Mutex((states, ids))
        }

        func take() -> (states: [SectionState], ids: [String])? {
            held.withLock { stored in
                var out: (states: [SectionState], ids: [String])?
                swap(&out, &stored)
                return out
            }
        }
    }
}

extension FeedLayout {
    /// The layout of `sections` (as a state shows them) for `viewport`, with a state's options.
    init(sections: some Collection<Section>, viewport: Size, options: CarouselOptions) {
        self.init(
            sections: sections, viewport: viewport, metrics: options.metrics,
            ellipsis: Glyphs(options: options).ellipsis, ambiguous: options.ambiguousWidth)
    }
}

extension SectionState {
    /// A section as the state starts it: a command section that may not run shows one card
    /// naming its command.
    static func startingContent(_ section: Section, allowCommands: Bool) -> Section {
        guard let source = section.source, source.isCommand, !allowCommands else { return section }
        var section = section
        section.pages = [.commandNotAllowed(source.summary)]
        return section
    }
}
