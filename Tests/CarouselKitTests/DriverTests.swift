@testable import CarouselKit
import Testing

/// The driver shared by the run loop and the simulation: pacing, skipped frames, effects.
@Suite struct DriverTests {
    static let feed = TestFeeds.feed(pageCounts: [5, 3, 4, 6], autoplay: AutoplaySettings(interval: 0.8, resumeAfter: 0.5))

    @Test func aSkippedFrameNeverLeavesTheScreenBehindTheState() {
        var session = SimulatedSession(Self.feed, size: Size(width: 90, height: 26), frames: .every)
        let keys: [Key] = [.right, .right, .down, .character("3"), .left, .pageDown, .home, .space, .space, .end]
        for (step, key) in keys.enumerated() {
            session.send(.key(key))
            // Whole frame slots, so that each wait ends on a frame the driver considered.
            for _ in 0..<(5 + step * 3) {
                session.wait(MotionTiming.frameInterval)
                let fresh = Renderer().render(session.state)
                #expect(session.screen.plainText() == fresh.plainText(), "after \(key) at \(session.time)")
                #expect(session.screen.changedRuns(since: fresh).isEmpty, "styles after \(key) at \(session.time)")
            }
        }
        #expect(session.driver.framesSkipped > 0, "an easing step smaller than a cell was skipped")
    }

    @Test func nothingIsDrawnOrAwaitedWhileNothingMoves() {
        var session = SimulatedSession(TestFeeds.manual(pages: 4), frames: .every)
        session.send(.key(.right))
        #expect(session.driver.nextWake() != nil, "the slide is under way")
        session.wait(1)
        #expect(session.driver.nextWake() == nil)
        let shown = session.driver.framesShown
        session.wait(60)
        #expect(session.driver.framesShown == shown)
        #expect(session.driver.nextWake() == nil)
    }

    @Test func framesArePacedAtSixtyASecond() {
        var session = SimulatedSession(TestFeeds.manual(pages: 4), frames: .every)
        let before = session.driver.framesShown + session.driver.framesSkipped
        session.send(.key(.right))
        session.wait(MotionTiming.slide(pages: 1))
        let frames = session.driver.framesShown + session.driver.framesSkipped - before
        #expect(frames <= Int(MotionTiming.slide(pages: 1) / MotionTiming.frameInterval) + 2)
        #expect(frames >= 10)
    }

    /// The easing leaves and arrives so gently (docs/behaviour.md §3.3) that a one-page slide's
    /// first and last frame slots move less than a cell on a 120-column screen: 16 frames are
    /// drawn (`3u² − 2u³` drew 18).
    @Test func aOnePageSlideDrawsSixteenFrames() {
        var session = SimulatedSession(state: .make(TestFeeds.manual(pages: 4), size: Size(width: 120, height: 40)))
        let before = session.driver.framesShown
        session.send(.key(.right))
        session.wait(MotionTiming.slide(pages: 1) + 0.1)
        #expect(!session.state.isAnimating)
        #expect(session.driver.framesShown - before == 16)
    }

    /// The driver does not wake for the frame slots where a slide is still within the cell it
    /// is drawn in: every wake-up of a slide draws a frame, but for its end's (a deadline).
    @Test func aSlideWakesOnlyForTheFramesItDraws() {
        let state = CarouselState.make(TestFeeds.manual(pages: 4), size: Renderer.viewport(for: Size(width: 120, height: 40)))
        let clock = SimulatedClock()
        var driver = Driver(state: state, screen: GridScreen(size: Size(width: 120, height: 40)), clock: clock, host: ClosureHost())
        driver.updateNow()
        driver.send(.key(.right))
        var wakes = 0
        while let wake = driver.nextWake() {
            wakes += 1
            clock.time = wake
            driver.update()
        }
        #expect(!driver.state.isAnimating)
        #expect(driver.framesShown == 17, "the first frame, then the slide's 16")
        #expect(wakes == 17, "the slide's frames and its end")
    }

    /// The terminal app passes over the deadlines at which nothing shown changes (a slide
    /// settling, an auto-advance turn whose first frame slots move less than a cell): the same
    /// frames at the same instants, and every wake-up draws one.
    @Test func wakesThatWouldShowNothingArePassedOver() {
        func run(skipping: Bool) -> (frames: [String], wakes: Int) {
            let state = CarouselState.make(Self.feed, size: Renderer.viewport(for: Size(width: 120, height: 40)))
            let clock = SimulatedClock()
            var frames: [String] = []
            var driver = Driver(
                state: state,
                screen: GridScreen(size: Size(width: 120, height: 40)) { grid, _ in
                    frames.append("\(clock.time.seconds)\n\(grid.plainText())")
                },
                clock: clock, host: ClosureHost())
            driver.skipsWakesThatShowNothing = skipping
            driver.updateNow()
            var wakes = 0
            for (end, key) in [(3.0, Key.right), (6.0, nil)] {
                while let wake = driver.nextWake(), wake.seconds < end {
                    wakes += 1
                    clock.time = wake
                    driver.update()
                }
                clock.time = Instant(seconds: end)
                if let key { driver.send(.key(key)) }
            }
            return (frames, wakes)
        }
        let (plain, skipping) = (run(skipping: false), run(skipping: true))
        #expect(skipping.frames == plain.frames)
        #expect(skipping.wakes < plain.wakes, "the slides' ends and the turns are passed over")
        #expect(skipping.wakes == skipping.frames.count - 1, "every wake-up draws a frame (the first needed none)")
        #expect(plain.wakes > plain.frames.count - 1)
    }

    @Test func reloadIsPerformedThroughTheHostAndQuitEndsTheSession() {
        var reloaded = Self.feed
        reloaded.sections.removeLast()
        var session = SimulatedSession(state: .make(Self.feed)) { .reloaded(reloaded) }
        session.send(.key(.character("r")))
        #expect(session.state.sections.count == 3)
        #expect(session.state.message?.text == "Reloaded: 3 sections")
        session.send(.key(.character("q")))
        #expect(session.hasQuit)
        session.send(.key(.right))
        #expect(session.state.targetPage(ofSection: 0) == 0, "events after a quit are ignored")
    }

    @Test func screenEventsAreMappedOntoTheViewport() {
        var session = SimulatedSession(Self.feed, size: Size(width: 80, height: 24))
        session.send(.resize(Size(width: 100, height: 30)))
        #expect(session.state.size == Size(width: 100, height: 28))
        #expect(session.screen.size == Size(width: 100, height: 30))
        // A click on the screen's second row is on the viewport's first: section 1's title.
        session.send(.key(.down))
        session.send(.mouse(MouseEvent(.click, x: 10, y: 1)))
        #expect(session.state.focusedSection == 0)
    }

    @Test func aFeedTheCarouselCannotShowIsAnErrorNotACrash() {
        #expect(throws: InvalidFeed.self) { try CarouselState(feed: Feed(sections: []), size: Size(width: 80, height: 20)) }
        let empty = Feed(sections: [Section(id: "a", title: "A", pages: [])])
        #expect(throws: InvalidFeed.self) { try CarouselState(feed: empty, size: Size(width: 80, height: 20)) }
        #expect(throws: InvalidFeed.self, "no event can bring it to a state") {
            try PreparedFeed(empty, options: CarouselOptions())
        }
    }

    @Test func absurdSizesAndInstantsAreClampedNotTrapped() throws {
        var state = try CarouselState(feed: Self.feed, size: Size(width: -5, height: Int.max))
        #expect(state.size == Size(width: 0, height: Size.largestScreen.height))
        _ = state.handle(.resize(Size(width: Int.max, height: 40)), at: Instant(seconds: .infinity))
        state.advance(to: Instant(seconds: .nan))
        #expect(state.size.width == Size.largestScreen.width)
        _ = Renderer().render(state)
    }
}
