/// The whole carousel as a value: `state + event at time → new state`, plus "when is my next
/// deadline?" (the Elm/Bubble Tea shape). No clock, no threads, no I/O: every instant is handed
/// in, and the caller performs the returned `Effect`s.
public struct CarouselState: Sendable {
    /// Below this the screen shows a "terminal too small" notice (SPEC §2).
    public static let minimumSize = Size(width: 20, height: 8)

    /// The feed being shown, made terminal-safe.
    public internal(set) var feed: Feed
    public let options: CarouselOptions
    public internal(set) var screenSize: Size
    /// The cached layout for the current feed and viewport (SPEC §3.1).
    public internal(set) var layout: FeedLayout
    public internal(set) var focusedSection: Int
    public internal(set) var message: StatusMessage?
    public internal(set) var isShowingHelp = false
    /// The instant the state was last brought up to.
    public internal(set) var now: Instant
    /// Counts reloads, so that caches of the feed's text know when it changed.
    public internal(set) var feedRevision = 0

    var sections: [SectionState]
    /// See `anySectionAutoplays(in:)`; set with the feed.
    var anySectionAutoplays: Bool
    /// The feed's vertical offset in rows (fractional while scrolling).
    var vertical = AnimatedValue(0)
    var pause = AutoplayPause()
    var digits = DigitEntry()
    /// Sections with a running slide; only these are visited to settle animations.
    var sliding: Set<Int> = []
    /// Sections at least half visible; only their auto-advance clocks run (SPEC §3.4).
    var clocked: Set<Int> = []

    /// - Parameters:
    ///   - feed: A feed with at least one section, each with at least one page.
    ///   - screenSize: The terminal's size, header and status line included.
    ///   - now: The instant the carousel first appears.
    public init(feed: Feed, options: CarouselOptions = .init(), screenSize: Size, now: Instant = .zero) {
        let feed = feed.sanitized(asciiOnly: options.ascii)
        self.feed = feed
        self.options = options
        self.screenSize = screenSize
        self.layout = Self.layout(of: feed, on: screenSize, options: options)
        self.focusedSection = 0
        self.now = now
        self.sections = feed.sections.map { _ in SectionState(page: 0, at: now) }
        self.anySectionAutoplays = Self.anySectionAutoplays(in: feed)
        updateClocks()
    }

    // MARK: Geometry

    /// The feed viewport: the rows between the header and the status line.
    static func viewport(for screen: Size) -> Size {
        Size(width: max(0, screen.width), height: max(0, screen.height - 2))
    }

    /// The layout of `feed` on a screen of `size` (SPEC §3.1): built only when one of them changes.
    static func layout(of feed: Feed, on size: Size, options: CarouselOptions) -> FeedLayout {
        FeedLayout(
            feed: feed, viewport: viewport(for: size), metrics: options.metrics,
            ellipsis: Glyphs(ascii: options.ascii).ellipsis)
    }

    /// Lays the feed out anew after the feed or the screen changed, and scrolls at once to the
    /// offset nearest the old one that shows the focused section.
    mutating func relayout() {
        let oldTarget = Int(vertical.target)
        layout = Self.layout(of: feed, on: screenSize, options: options)
        vertical = AnimatedValue(Double(rowShowing(section: focusedSection, from: clampedOffset(oldTarget))))
    }

    /// The screen row of the viewport's first row.
    public static let viewportTop = 1

    public var isTooSmall: Bool {
        screenSize.width < Self.minimumSize.width || screenSize.height < Self.minimumSize.height
    }

    /// The feed's vertical offset in whole rows, as drawn now.
    public var verticalOffset: Int { Int(vertical.value(at: now).rounded()) }

    /// The rows of content in the viewport now.
    var visibleRows: Range<Int> { verticalOffset..<(verticalOffset + layout.viewport.height) }

    /// A section's horizontal position in pages, as drawn now.
    public func position(ofSection index: Int) -> Double {
        sections[index].position.value(at: now)
    }

    /// The page a section is on: the card nearest the viewport's centre (SPEC §3.2).
    public func currentPage(ofSection index: Int) -> Int {
        SectionState.page(at: position(ofSection: index), pageCount: feed.sections[index].pages.count)
    }

    /// The page a section is moving to, or rests on.
    public func targetPage(ofSection index: Int) -> Int {
        SectionState.page(at: sections[index].position.target, pageCount: feed.sections[index].pages.count)
    }

    /// A section's horizontal offset in columns, as drawn now.
    public func horizontalOffset(ofSection index: Int) -> Int {
        Int((position(ofSection: index) * Double(layout.stride)).rounded())
    }

    // MARK: Time

    /// Whether anything is moving now (frames must be drawn).
    public var isAnimating: Bool {
        vertical.isAnimating(at: now) || sliding.contains { sections[$0].position.isAnimating(at: now) }
    }

    /// Brings the state up to `time`: finishes animations that are over, keeps auto-advance clocks,
    /// starts the advances that are due. Events call this first; the run loop calls it at deadlines.
    public mutating func advance(to time: Instant) {
        now = max(now, time)
        vertical.settle(at: now)
        for index in sliding where !sections[index].position.isAnimating(at: now) {
            sections[index].position.settle(at: now)
            renumberAfterLoop(index)
            sliding.remove(index)
        }
        updateClocks()
        runAutoAdvance()
        if let message, message.expires <= now { self.message = nil }
    }

    /// The next instant at which something changes by itself — an animation frame, an
    /// auto-advance, a countdown tick, a message expiring — or `nil` when nothing will.
    /// - Parameter lastFrame: When the last frame was drawn; frames are at most 60 a second.
    public func nextDeadline(lastFrame: Instant? = nil) -> Instant? {
        var deadline = nextTimerDeadline
        if isAnimating {
            let frame = max(now, (lastFrame ?? now) + MotionTiming.frameInterval)
            deadline = min(deadline ?? frame, frame)
        }
        return deadline
    }

    /// The next instant a timer fires: auto-advance, the pause countdown, a message expiring.
    var nextTimerDeadline: Instant? {
        var earliest: Instant? = message?.expires
        func consider(_ instant: Instant?) {
            guard let instant else { return }
            earliest = min(earliest ?? instant, instant)
        }
        for index in clocked {
            consider(autoAdvanceDue(index))
            if !options.ascii { consider(nextProgressTick(index)) }
        }
        if case .resumingIn(let seconds) = autoplayStatus, let lastInput = pause.lastInput {
            let resume = lastInput + feed.autoplay.resumeAfter
            consider(resume - Double(seconds - 1))
        }
        return earliest.map { max($0, now) }
    }

    // MARK: Messages

    mutating func show(_ text: String, kind: StatusMessage.Kind = .info) {
        let text = options.ascii ? TerminalText.asciiFallback(text) : text
        message = StatusMessage(text: text, kind: kind, expires: now + StatusMessage.lifetime(of: kind))
    }
}
