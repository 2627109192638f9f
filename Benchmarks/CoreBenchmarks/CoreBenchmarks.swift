import Benchmark
import CarouselKit

/// SPEC §3.10, the rows the core answers for: layout, `elements(in:)`, one animation frame, the
/// core's part of start-up, and how they scale with the feed. (Start-up in a real terminal, idle
/// behaviour and resident memory of the running app are measured from outside the process by
/// `scripts/bench-terminal.sh`.)
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3))

    let screen = Size(width: 200, height: 60)
    let viewport = Size(width: 200, height: 58)

    Benchmark("Layout 10,000 sections × 20 pages at 200×60", configuration: .init(timeUnits: .milliseconds)) { benchmark, feed in
        for _ in benchmark.scaledIterations {
            blackHole(FeedLayout(feed: feed, viewport: viewport))
        }
    } setup: {
        GeneratedFeed.make(sections: 10_000, pages: 20)
    }

    for sections in [1_000, 10_000, 100_000] {
        Benchmark("elements(in:) at \(sections) sections", configuration: .init(timeUnits: .nanoseconds, maxIterations: 100_000)) { benchmark, layout in
            var generator = SplitMix(seed: 7)
            for _ in benchmark.scaledIterations {
                let y = Int(generator.next() % UInt64(max(1, layout.contentHeight)))
                blackHole(layout.elements(in: Rect(x: 0, y: y, width: 200, height: 58)))
            }
        } setup: {
            FeedLayout(feed: GeneratedFeed.make(sections: sections, pages: 20), viewport: viewport)
        }
    }

    for sections in [1_000, 10_000, 100_000] {
        Benchmark("Animation frame at 200×60, \(sections) sections (advance → render → changed cells)") {
            (benchmark: Benchmark, fixture: FrameFixture) in
            var state = fixture.state, previous = fixture.firstFrame
            let renderer = fixture.renderer
            var grid = previous
            var time = state.now
            for _ in benchmark.scaledIterations {
                time = time + MotionTiming.frameInterval
                if !state.isAnimating { _ = state.handle(.key(.right), at: time) }
                state.advance(to: time)
                renderer.render(state, into: &grid)
                blackHole(grid.changedRuns(since: previous))
                swap(&grid, &previous)
            }
        } setup: {
            var state = CarouselState(feed: GeneratedFeed.make(sections: sections, pages: 20), screenSize: screen)
            _ = state.handle(.key(.pageDown), at: .zero)
            let renderer = Renderer()
            return FrameFixture(state: state, renderer: renderer, firstFrame: renderer.render(state))
        }
    }

    for (name, sections, pages) in [("built-in size (7 × 5)", 7, 5), ("10,000 × 20", 10_000, 20)] {
        Benchmark("Core start-up: state and first frame, \(name)", configuration: .init(timeUnits: .milliseconds)) { benchmark, feed in
            for _ in benchmark.scaledIterations {
                let state = CarouselState(feed: feed, screenSize: screen)
                blackHole(Renderer().render(state).changedRuns(since: nil))
            }
        } setup: {
            GeneratedFeed.make(sections: sections, pages: pages)
        }
    }
}

/// A state scrolled into a big feed, and its first frame.
struct FrameFixture {
    var state: CarouselState
    let renderer: Renderer
    var firstFrame: ScreenGrid
}

/// A tiny deterministic generator, so every run asks for the same offsets.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
