import Benchmark
import CarouselKit

/// docs/behaviour.md §3.10, the rows the core answers for: layout, `elements(in:)`, one animation frame, the
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

    // `auto` lays 200 columns out as shelves of three cards (docs/feed-format.md, Layouts); the
    // banners are the layout of one card a page, for comparison.
    for (name, layout) in [("shelves", CardLayout()), ("banners", CardLayout(style: .banner))] {
        Benchmark("Layout 10,000 sections × 20 pages at 200×60, \(name)", configuration: .init(timeUnits: .milliseconds)) {
            benchmark, feed in
            for _ in benchmark.scaledIterations {
                blackHole(FeedLayout(feed: feed, viewport: viewport))
            }
        } setup: {
            GeneratedFeed.make(sections: 10_000, pages: 20, layout: layout)
        }
    }

    for sections in [1_000, 10_000, 100_000] {
        Benchmark("elements(in:) at \(sections) sections", configuration: .init(timeUnits: .nanoseconds, maxIterations: 100_000)) { benchmark, layout in
            // Offsets spread over the whole feed, the same on every run.
            var y = 0
            for _ in benchmark.scaledIterations {
                y = (y + 7_919) % max(1, layout.contentHeight)
                blackHole(layout.elements(in: Rect(x: 0, y: y, width: 200, height: 58)))
            }
        } setup: {
            FeedLayout(feed: GeneratedFeed.make(sections: sections, pages: 20), viewport: viewport)
        }
    }

    for sections in [1_000, 10_000, 100_000] {
        let feed = { GeneratedFeed.make(sections: sections, pages: 20) }
        frameBenchmark("Animation frame at 200×60, \(sections) sections (advance → render → changed cells)") {
            try FrameFixture(feed: feed(), viewport: viewport)
        }
        // The app's own path: the driver redraws only the parts of the screen that changed and
        // compares only their rows, where the benchmark above renders and compares every row.
        frameBenchmark("Incremental frame at 200×60, \(sections) sections (Driver.update: the sliding section's rows)") {
            try DriverFrameFixture(feed: feed(), screen: screen)
        }
    }
    // A shelf of three cards sliding by a group, against a banner of one card sliding by a card.
    frameBenchmark("Incremental frame at 200×60, 1,000 sections of banners") {
        try DriverFrameFixture(feed: GeneratedFeed.make(sections: 1_000, pages: 20, layout: CardLayout(style: .banner)),
                               screen: screen)
    }

    for (name, sections, pages) in [("built-in size (7 × 5)", 7, 5), ("10,000 × 20", 10_000, 20)] {
        Benchmark("Core start-up: state and first frame, \(name)", configuration: .init(timeUnits: .milliseconds)) { benchmark, feed in
            for _ in benchmark.scaledIterations {
                let state = try CarouselState(feed: feed, size: viewport)
                blackHole(Renderer().render(state).changedRuns(since: nil))
            }
        } setup: {
            GeneratedFeed.make(sections: sections, pages: pages)
        }
    }
}

/// Times `nextFrame()` of the fixture `make` sets up.
private func frameBenchmark<Fixture: FrameProducer>(_ name: String, make: @escaping () throws -> Fixture) {
    Benchmark(name) { (benchmark: Benchmark, fixture: Fixture) in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.nextFrame())
        }
    } setup: {
        try make()
    }
}

/// Something that draws the next frame of a sliding carousel.
protocol FrameProducer: AnyObject {
    func nextFrame() -> Int
}

/// A carousel that keeps sliding, one frame at a time: the run loop's work per frame.
///
/// A class, so that every sample mutates the same state in place, as the app does; a struct
/// captured by the benchmark would copy the state's per-section arrays on each sample.
final class FrameFixture: FrameProducer {
    private var state: CarouselState
    private let renderer = Renderer()
    private var grid: ScreenGrid
    private var previous: ScreenGrid
    private var paging = BackAndForth()

    init(feed: Feed, viewport: Size) throws {
        state = try CarouselState(feed: feed, size: viewport)
        _ = state.handle(.key(.pageDown), at: .zero)
        grid = renderer.render(state)
        previous = grid
    }

    /// Advances one frame interval (paging again whenever a slide ends), draws, and diffs.
    func nextFrame() -> Int {
        let time = state.now + MotionTiming.frameInterval
        if !state.isAnimating { _ = state.handle(.key(paging.nextKey(in: state)), at: time) }
        state.advance(to: time)
        renderer.render(state, into: &grid)
        let changed = grid.changedRuns(since: previous).count
        swap(&grid, &previous)
        return changed
    }
}

/// The same carousel driven as the app drives it: `Driver.update` one frame interval at a time,
/// on simulated time, into a screen in memory.
final class DriverFrameFixture: FrameProducer {
    private let clock = SimulatedClock()
    private var driver: Driver<GridScreen, SimulatedClock, ClosureHost>
    private var paging = BackAndForth()

    init(feed: Feed, screen: Size) throws {
        driver = try Driver(feed: feed, screen: GridScreen(size: screen), clock: clock, host: ClosureHost())
        driver.send(.key(.pageDown))
        driver.update()
    }

    /// Advances one frame interval (paging again whenever a slide ends) and lets the driver
    /// draw; returns the frames shown so far.
    func nextFrame() -> Int {
        clock.time = clock.time + MotionTiming.frameInterval
        if !driver.state.isAnimating { driver.send(.key(paging.nextKey(in: driver.state))) }
        driver.update()
        return driver.framesShown
    }
}

/// Pages the focused section on towards its last page, then back towards the first, and so on:
/// every frame of a long benchmark is part of a slide.
struct BackAndForth {
    private var forward = true

    mutating func nextKey(in state: CarouselState) -> Key {
        let section = state.focusedSection
        let page = state.currentPage(ofSection: section)
        if page == state.sections[section].pageCount - 1 { forward = false }
        if page == 0 { forward = true }
        return forward ? .right : .left
    }
}
