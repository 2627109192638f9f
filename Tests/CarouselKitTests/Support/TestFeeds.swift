@testable import CarouselKit

/// Small feeds built in code, so each test shows the shape it depends on.
enum TestFeeds {
    /// A feed of `sections` sections with the given page counts (cycled), plain English text.
    static func feed(
        pageCounts: [Int], autoplay: AutoplaySettings = .init(), sectionAutoplay: SectionAutoplay = .on(),
        tag: String? = nil
    ) -> Feed {
        Feed(title: "Test feed", autoplay: autoplay, sections: pageCounts.enumerated().map { index, count in
            Section(
                id: "s\(index)", title: "Section \(index + 1)", tag: tag, autoplay: sectionAutoplay,
                pages: (0..<count).map { page in
                    Page(id: "p\(page)", title: "Card \(index + 1).\(page + 1)", body: "Body of card \(page + 1).")
                })
        })
    }

    /// One section of `pages` pages with auto-advance off: for paging tests undisturbed by timers.
    static func manual(pages: Int = 6) -> Feed {
        feed(pageCounts: [pages], sectionAutoplay: .off)
    }
}

extension CarouselState {
    /// A state for tests on a screen of `screenSize` (the feed's viewport is that less the header
    /// and the status line); the feeds of tests are valid.
    init(feed: Feed, options: CarouselOptions = .init(), screenSize: Size) {
        // swiftlint:disable:next force_try
        try! self.init(feed: feed, options: options, size: Renderer.viewport(for: screenSize))
    }

    /// A state for tests, on a 100x30 screen unless told otherwise.
    static func make(
        _ feed: Feed, size: Size = Size(width: 100, height: 30), reducedMotion: Bool = false
    ) -> CarouselState {
        CarouselState(feed: feed, options: CarouselOptions(reducedMotion: reducedMotion), screenSize: size)
    }

    /// The screen that holds this state's viewport.
    var screenSize: Size { Renderer.screen(for: size) }

    /// The indices of the sections at least half visible where the feed rests.
    func halfVisibleSections() -> [Int] { Array(autoplayRun.inView) }

    /// Sends a key at `time`, for tests that do not expect an effect.
    mutating func press(_ key: Key, at seconds: Double) {
        _ = handle(.key(key), at: Instant(seconds: seconds))
    }

    /// The state brought up to `seconds` (a copy: the original is unchanged).
    func at(_ seconds: Double) -> CarouselState {
        var copy = self
        copy.advance(to: Instant(seconds: seconds))
        return copy
    }
}

extension SimulatedSession {
    /// A session on a 100x30 screen unless told otherwise; it draws only the last frame of each
    /// wait unless told to draw `.every` one.
    init(_ feed: Feed, size: Size = Size(width: 100, height: 30), reducedMotion: Bool = false, frames: Frames = .last) {
        self.init(state: .make(feed, size: size, reducedMotion: reducedMotion), frames: frames)
    }

    mutating func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Runs to `seconds`, recording each section's target page whenever it changes.
    mutating func targets(ofSection index: Int, until seconds: Double) -> [(time: Double, page: Int)] {
        var changes: [(time: Double, page: Int)] = [(time.seconds, state.targetPage(ofSection: index))]
        while time.seconds < seconds {
            let next = min(seconds, (state.nextDeadline() ?? Instant(seconds: seconds)).seconds)
            run(until: Instant(seconds: next == time.seconds ? seconds : next))
            let page = state.targetPage(ofSection: index)
            if page != changes.last?.page { changes.append((time.seconds, page)) }
        }
        return changes
    }
}

extension InputEvent {
    /// The feed file read again as `feed` (the feeds of tests are valid), as a host sends it.
    static func reloaded(_ feed: Feed, options: CarouselOptions = .init()) -> InputEvent {
        // swiftlint:disable:next force_try
        .feedLoaded(try! PreparedFeed(feed, options: options), isReload: true)
    }
}
