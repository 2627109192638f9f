@testable import CarouselKit
import Testing

/// docs/behaviour.md §3.11, the fair loader: a run whose source changed is ended and its output
/// dropped, and the next run is always the most urgent section near the view — on simulated time,
/// with the runs answered by hand.
@Suite struct FairLoaderTests {
    typealias Live = LiveSourceTests

    /// The end of `run` at `seconds` with pages titled `titles`.
    static func end(_ run: SourceRun, _ state: inout CarouselState, at seconds: Double, _ titles: String...) {
        let result = SourceLoad.Result.loaded(SourceOutput(pages: titles.map { Page(id: $0, title: $0) }))
        _ = state.handle(.sourceLoaded(SourceLoad(of: run, result: result, clockLabel: "14:02")),
                         at: Instant(seconds: seconds))
    }

    /// The run the loader starts now, which must start.
    static func start(_ state: inout CarouselState) throws -> SourceRun {
        let run = state.startSourceRun()
        return try #require(run)
    }

    @Test func aReloadThatChangesARunningSourceCancelsTheRunDropsItsOutputAndRunsTheNewSource() throws {
        let feed = Live.liveFeed(count: 1, gap: 2)
        var state = CarouselState.make(feed)
        let old = try Self.start(&state)
        var edited = feed
        edited.sections[0].source = SectionSource(.file("v2.txt"), format: .lines)

        let effect = state.handle(.reloaded(edited, options: state.options), at: Instant(seconds: 1))
        #expect(effect == .cancelSourceRuns([old]))
        #expect(state.sources.loader.running.isEmpty, "the old run is over")
        #expect(state.sources.loader.waiting == ["s0"], "the changed source runs anew")

        Self.end(old, &state, at: 1.5, "v1")
        #expect(state.sections[0].content.pages == [.loading], "the old run's output is dropped")

        state.advance(to: Instant(seconds: 2.9))
        #expect(state.startSourceRun() == nil, "the gap follows the cancelled run")
        state.advance(to: Instant(seconds: 3))
        let new = try Self.start(&state)
        #expect(new.source.origin == .file("v2.txt"))
        #expect(new.number != old.number)
        Self.end(new, &state, at: 3.5, "v2")
        #expect(state.sections[0].content.pages.map(\.title) == ["v2"])
    }

    @Test func aReloadThatKeepsTheRunningSourceLetsTheRunFinish() throws {
        let feed = Live.liveFeed(count: 1, gap: 0)
        var state = CarouselState.make(feed)
        let run = try Self.start(&state)
        var edited = feed
        edited.title = "Edited"
        #expect(state.handle(.reloaded(edited, options: state.options), at: Instant(seconds: 1)) == nil)
        Self.end(run, &state, at: 2, "v1")
        #expect(state.sections[0].content.pages.map(\.title) == ["v1"])
    }

    @Test func aSourceFileThatChangesMidRunCancelsTheRunAndLoadsAgain() throws {
        var state = CarouselState.make(Live.liveFeed(count: 1, gap: 0))
        let old = try Self.start(&state)
        let effect = state.handle(.sourceChanged("s0"), at: Instant(seconds: 1))
        #expect(effect == .cancelSourceRuns([old]))
        let new = try Self.start(&state)
        #expect(new.sectionID == "s0" && new.number != old.number)

        // The old run's end, late, while the new one runs: dropped, and the new run still awaited.
        Self.end(old, &state, at: 2, "old")
        #expect(state.sections[0].content.pages == [.loading])
        #expect(state.sources.loader.running == ["s0"])
        Self.end(new, &state, at: 3, "new")
        #expect(state.sections[0].content.pages.map(\.title) == ["new"])
        #expect(state.sources.loader.running.isEmpty)
    }

    @Test func aChangeToASectionThatIsNotRunningCancelsNothing() {
        var state = CarouselState.make(Live.liveFeed(count: 2, gap: 0))
        #expect(Live.run(&state, at: 0) == "s0")
        #expect(state.startSourceRun()?.sectionID == "s1")
        #expect(state.handle(.sourceChanged("s0"), at: Instant(seconds: 1)) == nil)
        #expect(state.sources.loader.running == ["s1"])
    }

    /// 60 live sections refreshed every second on a screen that shows a few of them.
    static func tallFeed() -> Feed { Live.liveFeed(count: 60, every: 1, gap: 0.2) }

    /// The ids of the sections at `indices`.
    static func ids(_ indices: some Sequence<Int>) -> [String] { indices.map { "s\($0)" } }

    @Test func afterAJumpTheRequestsOutOfReachAreDroppedAndTheVisibleSectionsRunFirst() throws {
        var state = CarouselState.make(Self.tallFeed())
        let top = state.sources.near(state.restingRows, in: state.layout)
        let first = try Self.start(&state)
        #expect(state.sources.loader.waiting == Self.ids(top.sections.dropFirst()))

        // Far down while the first run is still going: the top's requests are dropped.
        for second in 1...8 { state.press(.pageDown, at: Double(second) / 10) }
        let bottom = state.sources.near(state.restingRows, in: state.layout)
        #expect(Set(bottom.sections).isDisjoint(with: top.sections), "a real jump")
        #expect(state.sources.loader.waiting == Self.ids(bottom.sections))

        // And back: the requests of the bottom are dropped, the top's come back, visible first.
        state.press(.home, at: 1)
        #expect(state.sources.loader.waiting.allSatisfy { Self.ids(top.sections).contains($0) })
        #expect(Array(state.sources.loader.waiting.prefix(top.visible.count - 1)) == Self.ids(top.visible.dropFirst()))
        Self.end(first, &state, at: 1.5, "A")
        state.advance(to: Instant(seconds: 1.7))
        #expect(state.startSourceRun()?.sectionID == "s\(top.visible.dropFirst().first ?? -1)")
    }

    @Test func aVisibleSectionDueForARefreshRunsBeforeTheSectionsAroundTheView() throws {
        var state = CarouselState.make(Self.tallFeed())
        let reach = state.sources.near(state.restingRows, in: state.layout)
        // The visible sections load, one after another; the next screen's sections wait.
        var time = 0.0
        for index in reach.visible {
            let run = try Self.start(&state)
            #expect(run.sectionID == "s\(index)")
            Self.end(run, &state, at: time, "A")
            time += 0.2
            state.advance(to: Instant(seconds: time))
        }
        // The first one's refresh falls due: it goes before the sections that waited longer.
        state.advance(to: Instant(seconds: 1))
        #expect(state.sources.loader.waiting == ["s0"] + Self.ids(reach.around))
    }

    @Test func aroundTheViewTheNearestSectionsComeFirst() {
        var state = CarouselState.make(Self.tallFeed())
        for second in 1...4 { state.press(.pageDown, at: Double(second)) }
        let rows = state.restingRows
        let reach = state.sources.near(rows, in: state.layout)
        let above = reach.around.filter { $0 < reach.visible.lowerBound }
        let below = reach.around.filter { $0 >= reach.visible.upperBound }
        #expect(!above.isEmpty && !below.isEmpty, "sections on both sides")
        func distance(_ index: Int) -> Int {
            let frame = state.layout.sections[index].frame
            return max(rows.lowerBound - frame.maxY, frame.y - rows.upperBound)
        }
        let distances = reach.around.map(distance)
        #expect(distances == distances.sorted())
        #expect(Set(reach.around) == Set(above + below))
        #expect(state.sources.loader.waiting == Self.ids(reach.sections), "visible first, then nearest")
    }
}
