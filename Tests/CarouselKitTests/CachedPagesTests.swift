@testable import CarouselKit
import Testing

/// docs/behaviour.md §3.11, the cache as the core sees it: an earlier session's pages arrive as an
/// event, show at once marked `cached`, and give way to the first run's pages; the loader runs
/// the section as if they were not there.
@Suite struct CachedPagesTests {
    typealias Live = LiveSourceTests

    static func cached(_ id: String, _ result: SourceLoad.Result, at label: String = "08:15") -> InputEvent {
        .sourceCached(SourceLoad(sectionID: id, result: result, clockLabel: label))
    }

    static func screen(_ state: CarouselState) -> String { Renderer().render(state).plainText() }

    @Test func cachedPagesShowAtOnceMarkedAndTheSourceStillRuns() {
        var state = CarouselState.make(Live.liveFeed(count: 1, gap: 0))
        _ = state.handle(Self.cached("s0", Live.output("Old A", "Old B")), at: .zero)
        #expect(state.sections[0].content.pages.map(\.id) == ["Old A", "Old B"])
        #expect(Self.screen(state).contains("Section 1 · cached 08:15"))
        #expect(state.sources.loader.waiting == ["s0"] || state.startSourceRun()?.sectionID == "s0",
                "the loader still asks for a run")
    }

    @Test func theFirstRunReplacesThemAndTheMarkGoes() {
        var state = CarouselState.make(Live.liveFeed(count: 1, gap: 0))
        _ = state.handle(Self.cached("s0", Live.output("Old A", "Old B")), at: .zero)
        #expect(Live.run(&state, at: 1, Live.output("New")) == "s0")
        #expect(state.sections[0].content.pages.map(\.id) == ["New"])
        let screen = Self.screen(state)
        #expect(screen.contains("Section 1 · 14:02") && !screen.contains("cached"))
    }

    @Test func aFirstRunIdenticalToTheCachedPagesStillClearsTheMark() {
        var state = CarouselState.make(Live.liveFeed(count: 1, gap: 0))
        _ = state.handle(Self.cached("s0", Live.output("A", "B")), at: .zero)
        let revision = state.sections[0].revision
        #expect(Live.run(&state, at: 1, Live.output("A", "B")) == "s0")
        #expect(state.sections[0].revision > revision, "the title row is drawn again")
        #expect(!Self.screen(state).contains("cached"))
    }

    @Test func aFailedFirstRunKeepsTheCachedPagesAndTheirMark() {
        var state = CarouselState.make(Live.liveFeed(count: 1, gap: 0))
        _ = state.handle(Self.cached("s0", Live.output("Old A")), at: .zero)
        #expect(Live.run(&state, at: 1, .failed(SourceFailure(reason: "ci: exit 2"))) == "s0")
        #expect(state.sections[0].content.pages.map(\.id) == ["Old A"])
        #expect(Self.screen(state).contains("Section 1 ⚠ · cached 08:15"))
    }

    @Test func cachedPagesArrivingAfterARunChangeNothing() {
        var state = CarouselState.make(Live.liveFeed(count: 1, gap: 0))
        #expect(Live.run(&state, at: 0, Live.output("Fresh")) == "s0")
        _ = state.handle(Self.cached("s0", Live.output("Old")), at: Instant(seconds: 1))
        #expect(state.sections[0].content.pages.map(\.id) == ["Fresh"])
        #expect(state.sections[0].source?.isCached == false)
    }

    @Test func aCachedFailureOrAnUnknownSectionChangesNothing() {
        var state = CarouselState.make(Live.liveFeed(count: 1, gap: 0))
        let pages = state.sections[0].content.pages
        _ = state.handle(Self.cached("s0", .failed(SourceFailure(reason: "no"))), at: .zero)
        _ = state.handle(Self.cached("elsewhere", Live.output("X")), at: .zero)
        #expect(state.sections[0].content.pages == pages)
        #expect(state.sections[0].source?.changedAt == nil)
    }

    @Test func cachedTextIsDrawnSafelyLikeARunsOutput() {
        var state = CarouselState.make(Live.liveFeed(count: 1, gap: 0))
        let output = SourceOutput(pages: [Page(id: "p", title: "Bad \u{1B}]0;owned\u{7} title")], title: "T\u{1B}[2J")
        _ = state.handle(Self.cached("s0", .loaded(output)), at: .zero)
        let screen = Self.screen(state)
        #expect(!screen.contains("\u{1B}") && !screen.contains("\u{7}") && !screen.contains("owned"))
        #expect(screen.contains("Bad"))
    }
}
