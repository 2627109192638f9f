@testable import CarouselKit
import PropertyBased
import Testing
import TestSeeds

/// The fair loader's rules over random sequences of moves, waits, runs, source changes and late
/// ends, with one slot (the default) and with several (`sources: {parallel: N}`).
@Suite struct LoaderPropertyTests {
    static let keys: [Key] = [.pageDown, .pageUp, .home, .end, .down, .up, .character("r")]

    @Test func theLoaderRulesHoldOverRandomInput() async {
        let regressions = [
            // A run started, its section's source changed and the feed reloaded under it, a late
            // end, then the end of the run the host still holds.
            [3, 5, 6, 7, 4],
        ]
        let input = Gen.int(in: 0...9999).array(of: 1...60)
        await seededPropertyCheck(count: 500, input: input, regressions: regressions) { steps in
            for parallel in [1, 3] {
                var world = World(parallel: parallel)
                for step in steps { world.apply(step) }
            }
        }
    }

    /// The state and what its host does.
    struct World {
        var feed = LiveSourceTests.liveFeed(count: 30, every: 1, gap: 0.3)
        var state: CarouselState
        var time = 0.0
        /// The runs the host performs now.
        var running: [SourceRun] = []
        /// When runs ended (or were cancelled): each keeps its slot idle for the gap.
        var ends: [Double] = []
        /// Runs the state cancelled: their ends may still arrive.
        var cancelled: [SourceRun] = []

        init(parallel: Int) {
            feed.sources.parallel = parallel
            state = CarouselState.make(feed, size: Size(width: 80, height: 24))
        }

        mutating func apply(_ step: Int) {
            let kind = step % 8, parameter = step / 8
            let at = Instant(seconds: time)
            switch kind {
            case 0, 1:
                _ = state.handle(.key(LoaderPropertyTests.keys[parameter % LoaderPropertyTests.keys.count]), at: at)
            case 2:
                time += Double(parameter % 25) / 10
                state.advance(to: Instant(seconds: time))
            case 3:
                start()
            case 4:
                guard !running.isEmpty else { return }
                let run = running.remove(at: parameter % running.count)
                ends.append(time)
                let titles = (0...(parameter % 3)).map { "p\($0)" }
                let result = SourceLoad.Result.loaded(SourceOutput(pages: titles.map { Page(id: $0, title: $0) }))
                _ = state.handle(.sourceLoaded(SourceLoad(of: run, result: result, clockLabel: "14:02")), at: at)
            case 5:
                carryOut(state.handle(.sourceChanged("s\(parameter % 30)"), at: at))
            case 6:
                let source = SectionSource(.file("v\(parameter).txt"), format: .lines, every: 1)
                feed.sections[parameter % 30].source = source
                carryOut(state.handle(.reloaded(feed, options: state.options), at: at))
            default:
                lateEnd(parameter)
            }
            check()
        }

        /// Starts a run if the loader allows one: the most urgent request waiting, in a slot whose
        /// last run ended a gap ago.
        mutating func start() {
            let next = state.sources.loader.waiting.first
            guard let run = state.startSourceRun() else { return }
            #expect(run.sectionID == next, "the first of the queue, as ranked")
            let cooling = ends.filter { Instant(seconds: $0) + feed.sources.gap > Instant(seconds: time) }.count
            #expect(running.count + cooling < feed.sources.parallel, "a free slot past its gap")
            running.append(run)
        }

        /// Ends the host's runs when the state asks.
        mutating func carryOut(_ effect: Effect?) {
            guard case .cancelSourceRuns(let runs)? = effect else { return }
            for run in runs {
                #expect(running.contains(run), "the state cancels runs the host performs")
                running.removeAll { $0 == run }
                ends.append(time)
                cancelled.append(run)
            }
        }

        /// The end of a cancelled run arrives all the same: nothing changes.
        mutating func lateEnd(_ parameter: Int) {
            guard !cancelled.isEmpty else { return }
            let run = cancelled[parameter % cancelled.count]
            let before = state.sections
            let load = SourceLoad(of: run, result: .loaded(SourceOutput(pages: [Page(id: "late", title: "late")])),
                                  clockLabel: "14:02")
            _ = state.handle(.sourceLoaded(load), at: Instant(seconds: time))
            #expect(state.sections.map(\.content.pages) == before.map(\.content.pages), "a late end is dropped")
        }

        mutating func check() {
            let loader = state.sources.loader
            #expect(state.sources.running == running, "the state awaits the host's runs")
            #expect(loader.running == running.map(\.sectionID))
            #expect(running.count <= feed.sources.parallel)
            #expect(Set(loader.waiting).count == loader.waiting.count, "queued at most once")
            #expect(Set(loader.running).isDisjoint(with: loader.waiting))
            guard !loader.waiting.isEmpty else { return }
            let reach = state.sources.near(state.restingRows, in: state.layout)
            let order = reach.sections.map { "s\($0)" }
            let ranks = loader.waiting.map { id in order.firstIndex(of: id).map { reach.visible.count > $0 ? 0 : $0 } }
            #expect(ranks.allSatisfy { $0 != nil }, "only sections within reach wait")
            let known = ranks.compactMap(\.self)
            #expect(known == known.sorted(), "visible first, then nearest: \(loader.waiting) for \(order)")
        }
    }
}
