/// The whole carousel as a value: `state + event at an instant → new state`, plus "when does
/// something change by itself next?" (the Elm/Bubble Tea shape). No clock, no threads, no I/O:
/// every instant is handed in, and the caller performs the returned `Effect`s.
///
/// A façade over small parts, each with its own data, events and deadlines: `Navigation` (focus
/// and scroll), `Paging` (each section's pages), `Autoplay` (auto-advance and its pauses),
/// `Overlays` (boxes and messages), `LiveSources` (the loader) and `FirstPartLoading`.
///
/// The state is sized by the rectangle its feed is drawn in (its viewport). **Time is exact**:
/// every deadline between two instants is processed in order, so the state at an instant is the
/// same whether it was reached in one step or in a thousand.
public struct CarouselState: Sendable {
    /// Below this viewport the carousel keeps its layout and waits for more room.
    public static let minimumSize = ScreenLayout.minimumViewport

    /// How it behaves and looks, as given to `init`.
    public let options: CarouselOptions
    /// The feed's title, made safe to draw.
    public internal(set) var title: String?
    /// The viewport the feed is laid out for.
    public internal(set) var size: Size
    /// The cached layout for the current feed and viewport.
    public internal(set) var layout: FeedLayout
    /// The instant the state was last brought up to.
    public internal(set) var now: Instant
    /// Counts the feeds shown (reloads), so that caches of the feed know when it changed; a
    /// change of one section counts in its own `SectionState.revision`.
    public internal(set) var feedRevision = 0

    var navigation = Navigation()
    var paging: Paging
    var autoplayRun: Autoplay
    var overlays = Overlays()
    var sources: LiveSources
    var loading = FirstPartLoading()
    var pictures = Pictures()
    /// The feed's warn and error cards (`status:`), which the header counts.
    var statusTally: StatusTally

    /// A box over the feed.
    public enum Overlay: Hashable, Sendable {
        /// Every key and what it does.
        case help
        /// The last failure of the source of the section at this index (`e`).
        case sourceDetails(section: Int)
        /// Every problem of the reload that failed (`e` while its message shows).
        case reloadDetails
        /// Why the picture of the focused section's current card is not shown (`e`).
        case pictureDetails(section: Int)
        /// The reader: card `card` of the section at this index, whole (`v`, Enter).
        case reader(section: Int, card: Int)

        /// Whether it is the reader, while which auto-advance waits.
        public var isReader: Bool {
            if case .reader = self { return true }
            return false
        }
    }

    /// - Parameters:
    ///   - feed: The feed to show.
    ///   - options: How it behaves and looks.
    ///   - size: The viewport the feed is drawn in, in cells.
    ///   - now: The instant the carousel first appears.
    /// - Throws: `InvalidFeed` when the feed has no sections or a section has no pages.
    public init(feed: Feed, options: CarouselOptions = .init(), size: Size, now: Instant = .zero) throws(InvalidFeed) {
        try InvalidFeed.check(feed)
        let feed = feed.sanitized(asciiOnly: options.ascii, ambiguous: options.ambiguousWidth)
        let sections = feed.sections.map {
            SectionState(
                content: SectionState.startingContent($0, allowCommands: options.allowCommands), shownSince: now)
        }
        self.options = options
        self.title = feed.title
        self.paging = Paging(sections: sections)
        self.autoplayRun = Autoplay(settings: feed.autoplay, sections: sections)
        self.sources = LiveSources(settings: feed.sources, sections: sections)
        self.statusTally = StatusTally(sections.lazy.map(\.content))
        self.size = size.clampedToLargestScreen
        self.now = now
        self.layout = FeedLayout(sections: [], viewport: .zero)
        relayout()
        refreshView()
    }

    // MARK: Reading

    /// Every section with its content and its moving parts, in feed order.
    public var sections: [SectionState] { paging.sections }
    /// The feed-wide auto-advance settings.
    public var autoplay: AutoplaySettings { autoplayRun.settings }
    /// The feed-wide settings of the loader that runs live sections' sources.
    public var sourceSettings: SourceSettings { sources.settings }
    /// The status line's message, until it expires.
    public var message: StatusMessage? { overlays.message }
    /// The box drawn over the feed, if any; a key that does not scroll it, or a click, closes it.
    public var overlay: Overlay? { overlays.overlay }
    /// The first line shown of the overlay (the help or the details), when it is longer than the screen.
    public var helpScroll: Int { overlays.scroll }
    /// Every problem of the last reload that failed, made safe to draw; `nil` once a reload works.
    public var reloadProblems: [String]? { overlays.reloadProblems }
    /// Whether the help overlay is up.
    public var isShowingHelp: Bool { overlay == .help }

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

    /// The content rows in the viewport where the feed rests (none while too small).
    var restingRows: Range<Int> {
        let offset = navigation.targetOffset
        return isTooSmall ? 0..<0 : offset..<(offset + layout.viewport.height)
    }

    /// A section's horizontal position in pages, as drawn now.
    public func position(ofSection index: Int) -> Double { paging.sections[index].position(at: now) }

    /// The page a section is on: the card nearest the viewport's centre.
    public func currentPage(ofSection index: Int) -> Int { paging.sections[index].currentPage(at: now) }

    /// The page a section is moving to, or rests on.
    public func targetPage(ofSection index: Int) -> Int { paging.sections[index].targetPage }

    /// A section's horizontal offset in columns, as drawn now.
    public func horizontalOffset(ofSection index: Int) -> Int {
        horizontalOffset(ofSection: index, at: now)
    }

    private func horizontalOffset(ofSection index: Int, at time: Instant) -> Int {
        Int((paging.sections[index].position(at: time) * Double(layout.pageStride(ofSection: index))).rounded())
    }

    /// Whether anything is moving now (frames must be drawn).
    public var isAnimating: Bool { isAnimating(at: now) }

    private func isAnimating(at time: Instant) -> Bool {
        navigation.vertical.isAnimating(at: time) || paging.isAnimating(at: time)
    }

    /// The first of the instants `first`, `first + interval`, … at which a move under way has
    /// gone a whole cell from where it is drawn now: a sliding section's cards or the scrolled
    /// feed. `nil` when none has before every move ends. Everything else a frame shows changes
    /// at a move's end, at a deadline (`nextDeadline()`) or with input, so a frame slot before
    /// this instant would find nothing to draw.
    func nextVisibleMotion(from first: Instant, every interval: Double) -> Instant? {
        var time = first
        while isAnimating(at: time) {
            if navigation.offset(at: time) != verticalOffset || paging.sliding.contains(where: {
                horizontalOffset(ofSection: $0, at: time) != horizontalOffset(ofSection: $0)
            }) {
                return time
            }
            time = time + interval
        }
        return nil
    }

    /// What the header says about auto-advance now.
    public var autoplayStatus: AutoplayStatus { autoplayRun.status(at: now) }

    /// How much of the current page's time section `index` has used up, from 0 to 1, while its
    /// time counts (the current dot shows it); `nil` while paused, sliding or not auto-advancing.
    public func autoAdvanceProgress(ofSection index: Int) -> Double? {
        autoplayRun.progress(ofSection: index, in: sections, at: now)
    }

    // MARK: Time

    /// Brings the state up to `time`, processing every deadline on the way in order: slides
    /// that settle, pages that turn by themselves, a message that expires.
    ///
    /// A stretch longer than `exactSpan` (a machine asleep for days) first skips to a day before
    /// `time`, restarting the page times there: no one saw those days, and the work stays bounded.
    public mutating func advance(to time: Instant) {
        if time - now > Self.exactSpan {
            let skipped = time - Self.exactSpan
            now = skipped
            settle(at: skipped)
            for index in sections.indices {
                paging.sections[index].shownSince = max(sections[index].shownSince, skipped)
            }
        }
        while let (due, index) = autoplayRun.next(in: sections), due <= time {
            settle(at: due)
            now = max(now, due)
            if let settings = autoplayRun.settings(of: sections[index]) {
                AutoAdvance.turn(&paging.sections[index], at: due, settings: settings, motion: motion)
                paging.noteSliding(index, at: now)
            }
        }
        now = max(now, time)
        settle(at: now)
        overlays.expire(at: now)
        requestSourcesNearView()
    }

    /// The next instant something changes by itself — an auto-advance, the end of a move, a
    /// countdown tick, a message expiring, a source run — or `nil` when nothing will. While
    /// something moves, frames are due too: the driver paces them.
    public func nextDeadline() -> Instant? {
        let near = sources.isEmpty ? [] : sources.near(restingRows, in: layout).sections
        let deadlines = [
            overlays.message?.expires,
            navigation.vertical.animationEnd,
            paging.nextSlideEnd(after: now),
            autoplayRun.nextDeadline(in: sections, after: now),
            sources.nextDeadline(near: near, in: sections, allowCommands: options.allowCommands, after: now),
        ]
        return deadlines.compactMap { $0 }.filter { $0 > now }.min()
    }

    /// The longest stretch of time `advance(to:)` goes through deadline by deadline: one day.
    static let exactSpan = 86_400.0

    /// Ends the moves that are over by `time`.
    private mutating func settle(at time: Instant) {
        navigation.vertical.settle(at: time)
        paging.settle(at: time)
    }

    var motion: Motion { Motion(reduced: options.reducedMotion) }

    // MARK: Layout

    /// Lays the feed out anew after the feed or the viewport changed (or takes `prepared`, made
    /// for them), regroups the sections' cards, and scrolls at once to the offset nearest the
    /// old one that shows the focused section.
    mutating func relayout(reusing prepared: FeedLayout? = nil) {
        layout = prepared ?? FeedLayout(sections: sections.lazy.map(\.content), viewport: size, options: options)
        if paging.regroup(to: layout) {
            // A section whose cards now fit one page no longer turns.
            autoplayRun.anySectionAutoplays = Autoplay.anySectionAutoplays(in: sections, settings: autoplay)
        }
        navigation.jumpToFocus(in: layout)
    }

    /// Works out which sections are in view where the feed rests, after anything that moved it,
    /// and asks for the sources near it.
    mutating func refreshView() {
        // The focused section is seen: its change mark goes.
        if sections.indices.contains(navigation.focused) {
            paging.sections[navigation.focused].isChangedSinceSeen = false
        }
        autoplayRun.view(restingRows, of: layout, sections: &paging.sections,
                         arrival: navigation.vertical.animationEnd ?? now)
        requestSourcesNearView()
    }

    /// Requests a run for every section near where the feed rests that needs one now, and puts
    /// the requests in order: the visible sections first, then the nearest. A section away from
    /// the viewport waits, its request dropped: when it comes back it is requested once.
    mutating func requestSourcesNearView() {
        guard !sources.isEmpty else { return }
        let reach = sources.near(restingRows, in: layout)
        sources.request(reach.sections, in: sections, at: now, allowCommands: options.allowCommands)
        sources.rank(by: reach, in: sections)
    }

    // MARK: Messages

    mutating func show(_ text: String, kind: StatusMessage.Kind = .info) {
        overlays.show(text, kind: kind, at: now, ascii: options.ascii)
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
