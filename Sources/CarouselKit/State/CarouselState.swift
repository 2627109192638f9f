/// The whole carousel as a value: `state + event at an instant → new state`, plus "when does
/// something change by itself next?" (the Elm/Bubble Tea shape). No clock, no threads, no I/O:
/// every instant is handed in, and the caller performs the returned `Effect`s.
///
/// The state is sized by the rectangle its feed is drawn in (its viewport). **Time is exact**:
/// every deadline between two instants is processed in order, so the state at an instant is the
/// same whether it was reached in one step or in a thousand.
public struct CarouselState: Sendable {
    /// Below this viewport the carousel keeps its layout and waits for more room.
    public static let minimumSize = Size(width: 20, height: 6)

    /// How it behaves and looks, as given to `init`.
    public let options: CarouselOptions
    /// The feed's title, made safe to draw.
    public internal(set) var title: String?
    /// The feed-wide auto-advance settings.
    public internal(set) var autoplay: AutoplaySettings
    /// Every section with its content and its moving parts, in feed order.
    public internal(set) var sections: [SectionState]
    /// The viewport the feed is laid out for.
    public internal(set) var size: Size
    /// The cached layout for the current feed and viewport.
    public internal(set) var layout: FeedLayout
    /// The status line's message, until it expires.
    public internal(set) var message: StatusMessage?
    /// The box drawn over the feed, if any; a key that does not scroll it, or a click, closes it.
    public internal(set) var overlay: Overlay?
    /// The first line shown of the overlay (the help or the details), when it is longer than the screen.
    public internal(set) var helpScroll = 0
    /// Every problem of the last reload that failed, made safe to draw; `nil` once a reload works.
    public internal(set) var reloadProblems: [String]?
    /// The feed-wide settings of the loader that runs live sections' sources.
    public internal(set) var sourceSettings: SourceSettings
    /// The instant the state was last brought up to.
    public internal(set) var now: Instant
    /// Counts reloads, so that caches of the feed's text know when it changed.
    public internal(set) var feedRevision = 0

    var navigation = Navigation()
    var pause = AutoplayPause()
    var digits = DigitEntry()
    /// Sections with a running slide: only these are visited to settle animations.
    var sliding: Set<Int> = []
    /// The sections at least half visible where the feed rests: only their auto-advance runs.
    var inView: Range<Int> = 0..<0
    /// Whether any section auto-advances: worked out once per feed, since the header asks every frame.
    var anySectionAutoplays = false
    /// Which live section's source runs next, and when (docs/behaviour.md §3.11).
    var loader: LoaderQueue<String>
    /// Whether any section has a source: worked out once per feed, so that a feed without any
    /// spends nothing on them per frame.
    var hasLiveSections = false
    /// Whether the feed shown is the first part of one still being read (`PreparedFeed.isFirstPart`).
    var isFirstPart = false
    /// End was pressed on a first part: the feed that completes it shows its last section, if
    /// the focus is still on the section standing for the rest by then.
    var lastSectionWanted = false

    /// A box over the feed.
    public enum Overlay: Hashable, Sendable {
        /// Every key and what it does.
        case help
        /// The last failure of the source of the section at this index (`e`).
        case sourceDetails(section: Int)
        /// Every problem of the reload that failed (`e` while its message shows).
        case reloadDetails
    }

    /// Whether the help overlay is up.
    public var isShowingHelp: Bool { overlay == .help }

    /// - Parameters:
    ///   - feed: The feed to show.
    ///   - options: How it behaves and looks.
    ///   - size: The viewport the feed is drawn in, in cells.
    ///   - now: The instant the carousel first appears.
    /// - Throws: `InvalidFeed` when the feed has no sections or a section has no pages.
    public init(feed: Feed, options: CarouselOptions = .init(), size: Size, now: Instant = .zero) throws(InvalidFeed) {
        try InvalidFeed.check(feed)
        let feed = feed.sanitized(asciiOnly: options.ascii, ambiguous: options.ambiguousWidth)
        self.options = options
        self.title = feed.title
        self.autoplay = feed.autoplay
        self.sourceSettings = feed.sources
        self.loader = LoaderQueue(gap: feed.sources.gap)
        self.sections = feed.sections.map {
            SectionState(content: Self.startingContent($0, allowCommands: options.allowCommands), shownSince: now)
        }
        self.size = Self.clamped(size)
        self.now = now
        self.layout = FeedLayout(sections: [], viewport: .zero)
        self.anySectionAutoplays = Self.anySectionAutoplays(in: sections, settings: autoplay)
        self.hasLiveSections = sections.contains { $0.source != nil }
        relayout()
        refreshView()
    }

    // MARK: Reading

    /// The feed as the state shows it (its text made safe to draw).
    public var feed: Feed {
        Feed(title: title, autoplay: autoplay, sources: sourceSettings, sections: sections.map(\.content))
    }

    /// The index of the section the arrow keys act on.
    public var focusedSection: Int { navigation.focused }

    /// Whether the viewport is too small to lay the feed out; the old layout waits, unchanged.
    public var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    /// The feed's vertical offset in whole rows, as drawn now.
    public var verticalOffset: Int { navigation.offset(at: now) }

    /// The content rows in the viewport now.
    var visibleRows: Range<Int> { verticalOffset..<(verticalOffset + layout.viewport.height) }

    /// A section's horizontal position in pages, as drawn now.
    public func position(ofSection index: Int) -> Double { sections[index].position(at: now) }

    /// The page a section is on: the card nearest the viewport's centre.
    public func currentPage(ofSection index: Int) -> Int { sections[index].currentPage(at: now) }

    /// The page a section is moving to, or rests on.
    public func targetPage(ofSection index: Int) -> Int { sections[index].targetPage }

    /// A section's horizontal offset in columns, as drawn now.
    public func horizontalOffset(ofSection index: Int) -> Int {
        Int((position(ofSection: index) * Double(layout.stride)).rounded())
    }

    /// Whether anything is moving now (frames must be drawn).
    public var isAnimating: Bool {
        navigation.vertical.isAnimating(at: now) || sliding.contains { sections[$0].position.isAnimating(at: now) }
    }

    // MARK: Time

    /// Brings the state up to `time`, processing every deadline on the way in order: slides
    /// that settle, pages that turn by themselves, a message that expires.
    ///
    /// A stretch longer than `exactSpan` (a machine asleep for days) first skips to a day before
    /// `time`, restarting the page times there: no one saw those days, and the work stays bounded.
    public mutating func advance(to time: Instant) {
        if time - now > Self.exactSpan { skipUnseenTime(to: time - Self.exactSpan) }
        while let (due, index) = nextAutoAdvance(), due <= time {
            settle(at: due)
            now = max(now, due)
            if let settings = autoplaySettings(ofSection: index) {
                AutoAdvance.turn(&sections[index], at: due, settings: settings, motion: motion)
                noteSliding(index)
            }
        }
        now = max(now, time)
        settle(at: now)
        if let message, message.expires <= now { self.message = nil }
        requestSourcesNearView()
    }

    /// The next instant something changes by itself — an auto-advance, the end of a move, a
    /// countdown tick, a message expiring — or `nil` when nothing will. While something moves,
    /// frames are due too: the driver paces them.
    public func nextDeadline() -> Instant? {
        var earliest: Instant?
        func consider(_ instant: Instant?) {
            guard let instant, instant > now else { return }
            earliest = min(earliest ?? instant, instant)
        }
        consider(message?.expires)
        consider(nextAutoAdvance()?.due)
        consider(navigation.vertical.animationEnd)
        consider(loader.nextStart)
        consider(nextSourceRefresh())
        for index in sliding { consider(sections[index].position.animationEnd) }
        for index in inView where canAdvance(index) {
            if let settings = autoplaySettings(ofSection: index) {
                consider(AutoAdvance.nextProgressTick(of: sections[index], settings: settings,
                                                      resume: resumeInstant(settings), after: now))
            }
        }
        if case .resumingIn(let seconds) = autoplayStatus {
            consider(pause.resumeInstant(resumeAfter: autoplay.resumeAfter) - Double(seconds - 1))
        }
        return earliest
    }

    /// The longest stretch of time `advance(to:)` goes through deadline by deadline: one day.
    static let exactSpan = 86_400.0

    /// Jumps to `time` with no page turning on the way: the moves end, every page's time
    /// restarts there.
    private mutating func skipUnseenTime(to time: Instant) {
        now = time
        settle(at: time)
        for index in sections.indices { sections[index].shownSince = max(sections[index].shownSince, time) }
    }

    /// Ends the moves that are over by `time`.
    private mutating func settle(at time: Instant) {
        navigation.vertical.settle(at: time)
        for index in sliding where !sections[index].position.isAnimating(at: time) {
            sections[index].position.settle(at: time)
            sections[index].renumberAfterLoop()
            sliding.remove(index)
        }
    }

    /// Keeps `sliding` current after section `index` moved.
    mutating func noteSliding(_ index: Int) {
        if sections[index].position.isAnimating(at: now) {
            sliding.insert(index)
        } else {
            sections[index].renumberAfterLoop()
            sliding.remove(index)
        }
    }

    var motion: Motion { Motion(reduced: options.reducedMotion) }

    // MARK: Layout

    static func clamped(_ size: Size) -> Size {
        size.clampedToLargestScreen
    }

    /// Lays the feed out anew after the feed or the viewport changed, and scrolls at once to the
    /// offset nearest the old one that shows the focused section.
    mutating func relayout() {
        layout = Self.layout(of: sections.lazy.map(\.content), viewport: size, options: options)
        navigation.jumpToFocus(in: layout)
    }

    /// The layout of sections (as a state shows them) for a viewport, with these options.
    static func layout(of sections: some Collection<Section>, viewport: Size, options: CarouselOptions) -> FeedLayout {
        FeedLayout(
            sections: sections, viewport: viewport, metrics: options.metrics,
            ellipsis: Glyphs(options: options).ellipsis, ambiguous: options.ambiguousWidth)
    }

    /// Works out which sections are in view where the feed rests, after anything that moved it.
    /// A section that comes into view starts its page's time when the scroll settles.
    mutating func refreshView() {
        let offset = navigation.targetOffset
        let rows = offset..<(offset + layout.viewport.height)
        let candidates = isTooSmall ? 0..<0 : layout.sections(intersecting: rows)
        let halfVisible = candidates.filter { index in
            let body = layout.sections[index].visibleBody
            let shown = min(body.maxY, rows.upperBound) - max(body.y, rows.lowerBound)
            return 2 * shown >= body.height
        }
        let newView = (halfVisible.first ?? 0)..<((halfVisible.last ?? -1) + 1)
        let arrival = navigation.vertical.animationEnd ?? now
        for index in newView where !inView.contains(index) {
            sections[index].shownSince = max(sections[index].shownSince, arrival)
        }
        inView = newView
        requestSourcesNearView()
    }

    // MARK: Messages

    /// Text from outside (a source, a reload's problems) made safe to draw, as the feed's own is.
    func drawable(_ text: String) -> String {
        TerminalText.drawable(text, asciiOnly: options.ascii, ambiguous: options.ambiguousWidth)
    }

    mutating func show(_ text: String, kind: StatusMessage.Kind = .info) {
        let text = options.ascii ? TerminalText.asciiFallback(text) : text
        message = StatusMessage(text: text, kind: kind, expires: now + StatusMessage.lifetime(of: kind))
    }
}

/// A feed the carousel cannot show.
public struct InvalidFeed: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    static func check(_ feed: Feed) throws(InvalidFeed) {
        guard !feed.sections.isEmpty else { throw InvalidFeed(description: "the feed has no sections") }
        if let empty = feed.sections.firstIndex(where: { $0.pages.isEmpty }) {
            throw InvalidFeed(description: "section \(empty + 1) (\(feed.sections[empty].id)) has no pages")
        }
    }
}
