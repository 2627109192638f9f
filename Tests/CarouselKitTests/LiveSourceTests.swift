@testable import CarouselKit
import Testing

/// docs/behaviour.md §3.11: which live sections the core asks to run, when, and what their results
/// do — all on simulated time, with the runs answered by hand.
@Suite struct LiveSourceTests {
    /// `count` live sections (a file source each, so no permission is needed) and, after them, a
    /// section of fixed pages.
    static func liveFeed(count: Int, every: Double? = nil, gap: Double = 2) -> Feed {
        var feed = TestFeeds.feed(pageCounts: Array(repeating: 1, count: count + 1), sectionAutoplay: .off)
        for index in 0..<count {
            feed.sections[index].source = SectionSource(.file("s\(index).txt"), format: .lines, every: every)
            feed.sections[index].pages = [.loading]
        }
        feed.sources = SourceSettings(gap: gap)
        return feed
    }

    static func output(_ titles: String...) -> SourceLoad.Result {
        .loaded(SourceOutput(pages: titles.map { Page(id: $0, title: $0) }))
    }

    /// Starts the next run at `seconds` and ends it at `end` with `result`.
    static func run(
        _ state: inout CarouselState, at seconds: Double, endingAt end: Double? = nil,
        _ result: SourceLoad.Result = output("A", "B", "C")
    ) -> String? {
        state.advance(to: Instant(seconds: seconds))
        guard let run = state.startSourceRun() else { return nil }
        _ = state.handle(
            .sourceLoaded(SourceLoad(of: run, result: result, clockLabel: "14:02")),
            at: Instant(seconds: end ?? seconds))
        return run.sectionID
    }

    @Test func atStartTheSectionsWithinAScreenAreRequestedVisibleFirstAndNoOthers() {
        var state = CarouselState.make(Self.liveFeed(count: 12), size: Size(width: 100, height: 30))
        let visible = state.layout.sections(intersecting: state.visibleRows)
        #expect(state.sources.loader.waiting.count > visible.count, "the next screen too")
        #expect(Array(state.sources.loader.waiting.prefix(visible.count)) == visible.map { "s\($0)" })
        #expect(!state.sources.loader.waiting.contains("s11"), "two screens away: not yet")
        #expect(state.startSourceRun()?.sectionID == "s0")
        #expect(state.startSourceRun() == nil, "one run at a time")
    }

    @Test func theNextRunStartsAGapAfterThePreviousEnded() {
        var state = CarouselState.make(Self.liveFeed(count: 3, gap: 2))
        #expect(Self.run(&state, at: 0, endingAt: 5) == "s0")
        #expect(state.nextDeadline() == Instant(seconds: 7), "2 s after the end, not the start")
        #expect(Self.run(&state, at: 6.9) == nil)
        #expect(Self.run(&state, at: 7) == "s1")
    }

    @Test func aRefreshIsDueEverySecondsAfterTheEndOfTheLastRunAndOnlyNearTheViewport() {
        var state = CarouselState.make(Self.liveFeed(count: 1, every: 10, gap: 0))
        #expect(Self.run(&state, at: 0, endingAt: 3) == "s0")
        #expect(state.nextDeadline() == Instant(seconds: 13))
        #expect(Self.run(&state, at: 12.9) == nil)
        #expect(Self.run(&state, at: 13) == "s0")
    }

    @Test func aRefreshMayTakeAnotherViewersOutputYoungerThanEveryButARefreshAskedForMayNot() throws {
        var state = CarouselState.make(Self.liveFeed(count: 1, every: 10, gap: 0))
        #expect(state.startSourceRun()?.reusableAge == 10, "the first run: as young as a refresh")
        state = CarouselState.make(Self.liveFeed(count: 1, every: 10, gap: 0))
        state.press(.character("r"), at: 0)
        let started = state.startSourceRun()
        let asked = try #require(started)
        #expect(asked.reusableAge == nil, "r runs the source")
        _ = state.handle(.sourceLoaded(SourceLoad(of: asked, result: Self.output("A"), clockLabel: "14:02")),
                         at: Instant(seconds: 1))
        state.advance(to: Instant(seconds: 11))
        #expect(state.startSourceRun()?.reusableAge == 10, "the refresh after it may take a kept output")
        var once = CarouselState.make(Self.liveFeed(count: 1, gap: 0))
        #expect(once.startSourceRun()?.reusableAge == nil, "without every: always run")
    }

    @Test func aStaleSectionAwayFromTheViewportIsRequestedOnceWhenItComesBack() {
        var state = CarouselState.make(Self.liveFeed(count: 1, every: 5, gap: 0))
        #expect(Self.run(&state, at: 0) == "s0")
        // Far away: many sections of fixed pages pushed in after the live one.
        var feed = Self.liveFeed(count: 1, every: 5, gap: 0)
        feed.sections += (0..<20).map { Section(id: "f\($0)", title: "Fixed \($0)", autoplay: .off, pages: [Page(id: "p", title: "P")]) }
        _ = state.handle(.reloaded(feed), at: Instant(seconds: 1))
        state.press(.end, at: 2)
        state.advance(to: Instant(seconds: 60))
        #expect(state.sources.loader.waiting.isEmpty, "not refreshed while away")
        #expect(state.startSourceRun() == nil)
        state.press(.home, at: 100)
        #expect(state.sources.loader.waiting == ["s0"], "once, no catch-up")
    }

    @Test func nothingStartsWhileSuspended() {
        var state = CarouselState.make(Self.liveFeed(count: 2, gap: 0))
        _ = state.handle(.suspended, at: .zero)
        #expect(state.startSourceRun() == nil)
        _ = state.handle(.resumed, at: Instant(seconds: 30))
        #expect(state.startSourceRun()?.sectionID == "s0")
    }

    @Test func rRequestsEverySourceInViewWhateverTheAgeOfItsData() {
        var state = CarouselState.make(Self.liveFeed(count: 1, gap: 0))
        #expect(Self.run(&state, at: 0) == "s0")
        #expect(Self.run(&state, at: 100) == nil, "no every: loaded once")
        #expect(state.handle(.key(.character("r")), at: Instant(seconds: 101)) == .reloadFeed)
        #expect(state.startSourceRun()?.sectionID == "s0")
    }

    @Test func aRefreshKeepsTheCurrentPageByIdAndItsTime() {
        var state = CarouselState.make(Self.liveFeed(count: 1, gap: 0))
        #expect(Self.run(&state, at: 0) == "s0")
        state.press(.character("2"), at: 1)
        state.advance(to: Instant(seconds: 2))
        let shownSince = state.sections[0].shownSince
        _ = state.handle(.key(.character("r")), at: Instant(seconds: 3))
        #expect(Self.run(&state, at: 3, Self.output("New", "A", "B", "C")) == "s0")
        #expect(state.sections[0].content.pages.map(\.id) == ["New", "A", "B", "C"])
        #expect(state.currentPage(ofSection: 0) == 2, "still on B")
        #expect(state.sections[0].shownSince == shownSince, "the same page: its time goes on")
        #expect(state.sections[0].source?.changedAt == "14:02")
    }

    @Test func anIdenticalRefreshChangesNothingAndDrawsNothing() {
        var session = SimulatedSession(state: .make(Self.liveFeed(count: 1, every: 5, gap: 0)), frames: .every, runSource: { run in
            .sourceLoaded(SourceLoad(of: run, result: Self.output("A", "B"), clockLabel: "09:00"))
        })
        #expect(session.state.sections[0].content.pages.map(\.id) == ["A", "B"])
        let revision = session.state.feedRevision
        let frames = session.driver.framesShown
        session.wait(60)
        #expect(session.state.feedRevision == revision)
        #expect(session.driver.framesShown == frames, "nothing redrawn")
        #expect(session.state.sections[0].source?.lastEnd == Instant(seconds: 60), "yet it did refresh")
    }

    @Test func aFailureKeepsTheLastPagesAndShowsWhy() throws {
        var state = CarouselState.make(Self.liveFeed(count: 1, gap: 0))
        #expect(Self.run(&state, at: 0) == "s0")
        let failure = SourceFailure(reason: "ci: exit 2 \u{1B}[31m— refused", details: ["ci: exit 2", "stderr:", "refused\u{7}"])
        _ = state.handle(.key(.character("r")), at: Instant(seconds: 1))
        #expect(Self.run(&state, at: 1, .failed(failure)) == "s0")
        #expect(state.sections[0].content.pages.map(\.id) == ["A", "B", "C"])
        let screen = Renderer().render(state).plainText()
        #expect(screen.contains("Section 1 ⚠ · 14:02"))
        #expect(screen.contains("⚠ ci: exit 2 — refused"), "the reason, made safe, in the status line")
        #expect(!screen.contains("\u{1B}"))
        state.press(.character("e"), at: 2)
        #expect(state.overlay == .sourceDetails(section: 0))
        let details = Renderer().render(state).plainText()
        #expect(details.contains("Source of Section 1: s0.txt"))
        #expect(details.contains("refused"))
        state.press(.character("x"), at: 3)
        #expect(state.overlay == nil, "any key closes it")
    }

    /// A line wider than the screen wraps in the details instead of losing its end.
    @Test func longDetailLinesWrap() throws {
        var state = CarouselState.make(Self.liveFeed(count: 1, gap: 0), size: Size(width: 60, height: 20))
        #expect(Self.run(&state, at: 0) == "s0")
        let long = "error: " + (1...30).map { "word\($0)" }.joined(separator: " ") + " FINALWORD"
        _ = state.handle(.key(.character("r")), at: Instant(seconds: 1))
        _ = Self.run(&state, at: 1, .failed(SourceFailure(reason: "exit 1", details: [long, "last line"])))
        state.press(.character("e"), at: 2)
        let rows = Renderer().render(state).plainText().split(separator: "\n")
        #expect(rows.contains { $0.contains("FINALWORD") }, "the end of the long line is shown")
        #expect(rows.contains { $0.contains("word1 ") } && rows.contains { $0.contains("last line") })
        #expect(rows.allSatisfy { !$0.contains("…") })
    }

    @Test func aFirstRunThatFailsSaysSoInsteadOfLoading() {
        var state = CarouselState.make(Self.liveFeed(count: 1, gap: 0))
        #expect(Self.run(&state, at: 0, .failed(SourceFailure(reason: "s0.txt: no such file"))) == "s0")
        #expect(state.sections[0].content.pages.map(\.title) == ["Could not load"])
    }

    @Test func withoutPermissionACommandSectionNamesItsCommandAndNeverRuns() {
        var feed = Self.liveFeed(count: 1, gap: 0)
        feed.sections[0].source = SectionSource(.program(["git", "log", "--oneline"]), format: .lines)
        var state = CarouselState.make(feed)
        #expect(state.startSourceRun() == nil)
        #expect(state.sections[0].content.pages.map(\.title) == ["Not run: git log --oneline"])
        state.press(.character("r"), at: 1)
        #expect(state.startSourceRun() == nil)

        let allowed = CarouselState(feed: feed, options: CarouselOptions(allowCommands: true), screenSize: Size(width: 100, height: 30))
        var running = allowed
        let run = running.startSourceRun()
        #expect(run?.source.origin == .program(["git", "log", "--oneline"]))
        #expect(run?.textSize == Size(width: running.layout.textWidth, height: LayoutMetrics.standard.bodyLines))
        #expect(run?.timeout == 10)
    }

    @Test func aFeedReloadKeepsLoadedPagesWhileTheSourceStaysTheSame() {
        let feed = Self.liveFeed(count: 2, gap: 0)
        var state = CarouselState.make(feed)
        #expect(Self.run(&state, at: 0) == "s0")
        #expect(Self.run(&state, at: 0) == "s1")
        var edited = feed
        edited.sections[1].source = SectionSource(.file("other.txt"), format: .lines)
        _ = state.handle(.reloaded(edited), at: Instant(seconds: 1))
        #expect(state.sections[0].content.pages.map(\.id) == ["A", "B", "C"], "same source: kept")
        #expect(state.sections[1].content.pages == [.loading], "new source: loads again")
        #expect(state.sources.loader.waiting == ["s1"])
    }

    @Test func aChangedSourceFileLoadsAgain() {
        var state = CarouselState.make(Self.liveFeed(count: 1, gap: 0))
        #expect(Self.run(&state, at: 0) == "s0")
        #expect(Self.run(&state, at: 50) == nil)
        _ = state.handle(.sourceChanged("s0"), at: Instant(seconds: 51))
        #expect(state.startSourceRun()?.sectionID == "s0")
    }
}
