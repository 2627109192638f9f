@testable import CarouselKit
import Testing

/// The header tells the truth about auto-advance on a live feed: sections that get their pages
/// from sources auto-advance once they have several, and the header says so, on simulated time.
@Suite struct LiveHeaderTests {
    /// Two live sections (file sources, so no permission is needed) that auto-advance once they
    /// have pages, starting with none of their own.
    static func liveFeed() -> Feed {
        var feed = TestFeeds.feed(pageCounts: [1, 1], sectionAutoplay: .on(AutoplayOverrides()))
        for index in feed.sections.indices {
            feed.sections[index].source = SectionSource(.file("s\(index).txt"), format: .lines)
            feed.sections[index].pages = [.loading]
        }
        feed.sources = SourceSettings(gap: 0)
        return feed
    }

    static func pages(_ count: Int) -> SourceLoad.Result {
        .loaded(SourceOutput(pages: (0..<count).map { Page(id: "p\($0)", title: "Page \($0)") }))
    }

    /// Runs every source the loader starts at `seconds`, each giving `result(sectionID)`.
    static func load(_ state: inout CarouselState, at seconds: Double, _ result: (String) -> SourceLoad.Result) {
        state.advance(to: Instant(seconds: seconds))
        while let run = state.startSourceRun() {
            _ = state.handle(
                .sourceLoaded(SourceLoad(of: run, result: result(run.sectionID), clockLabel: "14:02")),
                at: Instant(seconds: seconds))
        }
    }

    @Test func theHeaderFollowsThePageCountsSourcesGive() {
        var state = CarouselState.make(Self.liveFeed())
        #expect(state.autoplayStatus == .off, "a page each: nothing auto-advances yet")
        Self.load(&state, at: 1) { $0 == "s1" ? Self.pages(3) : Self.pages(1) }
        #expect(state.autoplayStatus == .running, "a section got three pages")
        // It does auto-advance, as the header says.
        state.advance(to: Instant(seconds: 30))
        let turned = state.sections[1].currentPage(at: state.now) != 0
        #expect(turned || state.sections[1].position.isAnimating(at: state.now))

        // The sources shrink back to one page each: off again.
        _ = state.handle(.sourceChanged("s0"), at: Instant(seconds: 31))
        _ = state.handle(.sourceChanged("s1"), at: Instant(seconds: 31))
        Self.load(&state, at: 32) { _ in Self.pages(1) }
        #expect(state.autoplayStatus == .off)
    }

    @Test func spacePausesAndTheHeaderSaysSoOnALiveFeed() {
        var state = CarouselState.make(Self.liveFeed())
        Self.load(&state, at: 1) { _ in Self.pages(2) }
        state.press(.space, at: 2)
        #expect(state.autoplayStatus == .pausedByUser)
        #expect(state.message?.text.contains("paused") == true)
    }

    @Test func aReloadThatKeepsTheLoadedPagesKeepsTheHeaderTrue() {
        var state = CarouselState.make(Self.liveFeed())
        Self.load(&state, at: 1) { _ in Self.pages(2) }
        _ = state.handle(.reloaded(Self.liveFeed()), at: Instant(seconds: 2))
        #expect(state.sections[0].pageCount == 2, "the loaded pages were kept")
        #expect(state.autoplayStatus != .off)
    }
}
