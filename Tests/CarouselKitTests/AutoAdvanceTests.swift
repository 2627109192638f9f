@testable import CarouselKit
import Testing

/// docs/behaviour.md §3.4: auto-advance, its clocks, wrapping, pauses and the visibility rule.
@Suite struct AutoAdvanceTests {
    /// A frame's worth of slack for instants observed at frame times rather than computed.
    let frame = MotionTiming.frameInterval

    @Test func aSectionAdvancesAfterOneInterval() {
        var session = SimulatedSession(TestFeeds.feed(pageCounts: [4], autoplay: AutoplaySettings(interval: 3)))
        session.run(until: Instant(seconds: 2.999))
        #expect(session.state.targetPage(ofSection: 0) == 0)
        session.run(until: Instant(seconds: 3))
        #expect(session.state.targetPage(ofSection: 0) == 1)
        session.run(until: Instant(seconds: 3.3))
        #expect(session.state.position(ofSection: 0) == 1)
        #expect(!session.state.isAnimating)
    }

    @Test func rewindSlidesBackToTheFirstPageInOneMove() {
        var session = SimulatedSession(
            TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 1, wrap: .rewind)))
        let changes = session.targets(ofSection: 0, until: 3.8)
        #expect(changes.map(\.page) == [0, 1, 2, 0])
        // One move: from the last page straight back, never resting on page 2 on the way.
        let wrapStart = changes[3].time
        var previous = 2.0
        for step in 1...60 {
            let position = session.state.at(wrapStart + Double(step) * 0.01).position(ofSection: 0)
            #expect(position <= previous)
            previous = position
        }
        #expect(previous == 0)
    }

    @Test func jumpShowsTheFirstPageAtOnce() {
        var session = SimulatedSession(
            TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 1, wrap: .jump)))
        // Pages turn at 1, 2.3 (a second after the 0.3 s slide settled) and 3.6, the last at once.
        session.run(until: Instant(seconds: 3.59))
        #expect(session.state.targetPage(ofSection: 0) == 2)
        session.run(until: Instant(seconds: 3.6))
        #expect(session.state.targetPage(ofSection: 0) == 0)
        #expect(session.state.position(ofSection: 0) == 0)
        var sawSlideBack = false
        var replay = SimulatedSession(
            TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 1, wrap: .jump)))
        while replay.time.seconds < 3.7 {
            replay.wait(0.005)
            let position = replay.state.position(ofSection: 0)
            if position > 0, position < 1.5, replay.state.targetPage(ofSection: 0) == 0 { sawSlideBack = true }
        }
        #expect(!sawSlideBack, "jump never slides through the pages in between")
    }

    @Test func loopSlidesTheFirstPageInFromTheRight() {
        var session = SimulatedSession(
            TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 1, wrap: .loop)))
        var positionsAfterLastPage: [Double] = []
        var reachedLast = false
        while session.time.seconds < 4 {
            session.wait(0.01)
            let position = session.state.position(ofSection: 0)
            if position == 2 { reachedLast = true }
            if reachedLast, position != 2 { positionsAfterLastPage.append(position) }
            if reachedLast, position == 0 { break }
        }
        // From the last page the strip keeps moving right (past 2 towards 3), then is page 1 again.
        #expect(positionsAfterLastPage.first.map { $0 > 2 } == true)
        #expect(positionsAfterLastPage.dropLast().allSatisfy { $0 > 2 && $0 <= 3 }, "\(positionsAfterLastPage)")
        #expect(positionsAfterLastPage.last == 0)
        #expect(session.state.currentPage(ofSection: 0) == 0)
        let grid = Renderer().render(session.state.at(session.time.seconds))
        #expect(grid.plainText().contains("Card 1.1"))
    }

    @Test func loopDrawsTheFirstCardAfterTheLastDuringTheWrap() {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 1, wrap: .loop)))
        state.press(.character("3"), at: 0)
        state.advance(to: Instant(seconds: 1))
        state.advance(to: Instant(seconds: 6.05))
        #expect(state.isAnimating)
        #expect(state.position(ofSection: 0) > 2)
        let text = Renderer().render(state).plainText()
        let lines = text.split(separator: "\n").filter { $0.contains("Card 1.3") && $0.contains("Card 1.1") }
        #expect(!lines.isEmpty, "mid-wrap, the last card and the first card are side by side:\n\(text)")
        if let line = lines.first, let last = line.firstRange(of: "Card 1.3"), let first = line.firstRange(of: "Card 1.1") {
            #expect(last.lowerBound < first.lowerBound)
        }
    }

    @Test func perPageDurationsOverrideTheInterval() {
        var feed = TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 10))
        feed.sections[0].pages[0].duration = 1
        feed.sections[0].pages[1].duration = 2
        var session = SimulatedSession(feed)
        let changes = session.targets(ofSection: 0, until: 4)
        #expect(changes.map(\.page) == [0, 1, 2])
        #expect(changes[1].time == 1)
        // Page 2's time counts from the instant the slide to it settles (0.3 s after it started).
        #expect(changes[2].time == 1 + MotionTiming.slide(pages: 1) + 2)
    }

    @Test func singlePageSectionsNeverAdvance() {
        var session = SimulatedSession(TestFeeds.feed(pageCounts: [1], autoplay: AutoplaySettings(interval: 0.5)))
        #expect(session.state.nextDeadline() == nil)
        session.run(until: Instant(seconds: 60))
        #expect(session.state.position(ofSection: 0) == 0)
    }

    @Test func sectionsWithAutoplayOffStayPut() {
        var session = SimulatedSession(TestFeeds.manual())
        #expect(session.state.autoplayStatus == .off)
        session.run(until: Instant(seconds: 60))
        #expect(session.state.position(ofSection: 0) == 0)
    }

    @Test func aKeyPausesEverySectionForResumeAfterThenClocksRestartFromAFullInterval() {
        var session = SimulatedSession(
            TestFeeds.feed(pageCounts: [5, 5], autoplay: AutoplaySettings(interval: 1, resumeAfter: 2)))
        session.run(until: Instant(seconds: 0.5))
        session.press(.right)  // pages section 1, pauses both
        #expect(session.state.autoplayStatus == .resumingIn(2))
        session.run(until: Instant(seconds: 3.499))
        #expect(session.state.targetPage(ofSection: 1) == 0, "section 2 is paused too")
        #expect(session.state.targetPage(ofSection: 0) == 1, "only the key moved section 1")
        #expect(session.state.autoplayStatus == .running)
        session.run(until: Instant(seconds: 3.5))
        #expect(session.state.targetPage(ofSection: 0) == 2)
        #expect(session.state.targetPage(ofSection: 1) == 1)
    }

    @Test func theHeaderCountsDownTheSecondsOfThePause() {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(resumeAfter: 5)))
        state.press(.character("x"), at: 1)
        #expect(state.at(1).autoplayStatus == .resumingIn(5))
        #expect(state.at(2.5).autoplayStatus == .resumingIn(4))
        #expect(state.at(5.99).autoplayStatus == .resumingIn(1))
        #expect(state.at(6).autoplayStatus == .running)
        #expect(state.nextDeadline() == Instant(seconds: 2), "the next tick of the countdown")
        #expect(Renderer().render(state.at(2.5)).plainText().contains("⏸ 4s"))
    }

    @Test func spacePausesUntilSpace() {
        var session = SimulatedSession(TestFeeds.feed(pageCounts: [4], autoplay: AutoplaySettings(interval: 1, resumeAfter: 1)))
        session.run(until: Instant(seconds: 0.5))
        session.press(.space)
        #expect(session.state.autoplayStatus == .pausedByUser)
        #expect(session.state.nextDeadline() != nil, "the status message still expires")
        session.run(until: Instant(seconds: 100))
        #expect(session.state.targetPage(ofSection: 0) == 0)
        #expect(session.state.nextDeadline() == nil, "nothing to wake up for while paused")
        session.press(.space)
        #expect(session.state.autoplayStatus == .resumingIn(1), "Space is input like any key")
        session.run(until: Instant(seconds: 101.999))
        #expect(session.state.targetPage(ofSection: 0) == 0)
        session.run(until: Instant(seconds: 102))
        #expect(session.state.targetPage(ofSection: 0) == 1, "resume_after, then a full interval")
    }

    @Test func otherKeysDoNotEndTheStickyPause() {
        var session = SimulatedSession(TestFeeds.feed(pageCounts: [4], autoplay: AutoplaySettings(interval: 1, resumeAfter: 1)))
        session.press(.space)
        session.press(.right, .left, .down)
        session.run(until: Instant(seconds: 30))
        #expect(session.state.autoplayStatus == .pausedByUser)
        #expect(session.state.targetPage(ofSection: 0) == 0)
    }

    @Test func autoAdvanceNeverChangesTheVerticalOffsetOrTheFocus() {
        var session = SimulatedSession(
            TestFeeds.feed(pageCounts: Array(repeating: 4, count: 12), autoplay: AutoplaySettings(interval: 1, resumeAfter: 1)))
        session.press(.down, .down, .down, .down)
        session.run(until: Instant(seconds: 2))
        let offset = session.state.verticalOffset
        let focus = session.state.focusedSection
        #expect(offset > 0)
        let visible = session.state.halfVisibleSections()
        var advanced = false
        for step in 1...200 {
            session.run(until: Instant(seconds: 2 + Double(step) * 0.1))
            #expect(session.state.verticalOffset == offset)
            #expect(session.state.focusedSection == focus)
            advanced = advanced || visible.contains { session.state.targetPage(ofSection: $0) != 0 }
        }
        #expect(advanced, "sections did advance")
    }

    @Test func aSectionLessThanHalfVisibleDoesNotAdvanceAndRestartsAFullIntervalWhenBack() {
        // 100x12: a viewport of 10 rows; sections of 8 rows plus a separator.
        let feed = TestFeeds.feed(pageCounts: [5, 5, 5], autoplay: AutoplaySettings(interval: 2, resumeAfter: 0.1))
        var session = SimulatedSession(feed, size: Size(width: 100, height: 12))
        session.press(.down)  // focus section 2: section 1 keeps 1 of its 8 rows in view
        session.run(until: Instant(seconds: 1))
        #expect(!session.state.halfVisibleSections().contains(0))
        session.run(until: Instant(seconds: 20))
        #expect(session.state.targetPage(ofSection: 0) == 0, "hidden: no advance")
        #expect(session.state.targetPage(ofSection: 1) != 0, "the visible one advanced")

        session.press(.up)  // back into view at t = 20
        session.run(until: Instant(seconds: 21.9))
        #expect(session.state.halfVisibleSections().contains(0))
        #expect(session.state.targetPage(ofSection: 0) == 0, "a full interval from coming back")
        session.run(until: Instant(seconds: 22.7))
        #expect(session.state.targetPage(ofSection: 0) == 1)
    }

    @Test func losingTerminalFocusPausesAndReturningDoesNotCatchUp() {
        var session = SimulatedSession(TestFeeds.feed(pageCounts: [6], autoplay: AutoplaySettings(interval: 1)))
        session.run(until: Instant(seconds: 0.5))
        session.send(.focus(false))
        #expect(session.state.autoplayStatus == .unfocused)
        session.run(until: Instant(seconds: 50))
        #expect(session.state.targetPage(ofSection: 0) == 0)
        session.send(.focus(true))
        session.run(until: Instant(seconds: 50.99))
        #expect(session.state.targetPage(ofSection: 0) == 0)
        session.run(until: Instant(seconds: 51))
        #expect(session.state.targetPage(ofSection: 0) == 1, "one page, after a full interval")
    }

    @Test func aSuspendedProgramResumesWithoutCatchingUp() {
        var session = SimulatedSession(TestFeeds.feed(pageCounts: [6], autoplay: AutoplaySettings(interval: 1)))
        session.send(.suspended)
        session.run(until: Instant(seconds: 30))
        session.send(.resumed)
        session.run(until: Instant(seconds: 31.5))
        #expect(session.state.targetPage(ofSection: 0) == 1)
    }

    @Test func theCurrentDotDrainsAsThePagesTimeRunsOut() {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 4)))
        func dots(at seconds: Double) -> String {
            let text = Renderer().render(state.at(seconds)).plainText()
            return text.split(separator: "\n").first { $0.contains("○ ○") }.map { String($0).trimmingSpaces } ?? ""
        }
        #expect(dots(at: 0) == "● ○ ○")
        #expect(dots(at: 1) == "◕ ○ ○")
        #expect(dots(at: 2.5) == "◑ ○ ○")
        #expect(dots(at: 3.9) == "◔ ○ ○")
        #expect(state.nextDeadline() == Instant(seconds: 1), "a tick at each quarter")
        state.press(.space, at: 2)
        #expect(state.autoAdvanceProgress(ofSection: 0) == nil)
        #expect(dots(at: 3) == "● ○ ○", "paused: a plain current dot")
    }

    /// A turning page's dot stays drained until the next page is current: it never refills on
    /// its way out, so the turn's instant changes nothing on screen and draws no frame.
    @Test func theDrainedDotStaysUntilTheNextPageIsCurrent() {
        var frames: [Instant] = []
        var session = SimulatedSession(
            state: .make(TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 2)),
                         size: Size(width: 120, height: 30)),
            onFrame: { _, _, time in frames.append(time) })
        func dots() -> String {
            session.screen.plainText().split(separator: "\n").first { $0.contains("○ ") }.map { String($0).trimmingSpaces } ?? ""
        }
        session.run(until: Instant(seconds: 1.9))
        #expect(dots() == "◔ ○ ○")
        let before = frames.count
        session.run(until: Instant(seconds: 2))
        #expect(session.state.isAnimating, "the page turns at 2 s")
        #expect(frames.count == before, "no frame at the turn: nothing visible changed")
        session.run(until: Instant(seconds: 2.1))
        #expect(dots() == "◔ ○ ○", "the first page is still current, its dot drained")
        session.run(until: Instant(seconds: 2.25))
        #expect(dots() == "○ ● ○", "the second page is current: a full dot")
        session.run(until: Instant(seconds: 2.4))
        #expect(dots() == "○ ● ○", "settled at 2.3 s, its time starts counting")
    }

    /// A slide by hand pauses the count: its dot is the plain one all the way.
    @Test func aSlideByHandShowsThePlainDot() {
        var session = SimulatedSession(
            state: .make(TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 2)),
                         size: Size(width: 120, height: 30)))
        session.run(until: Instant(seconds: 1.9))
        session.send(.key(.right))
        session.wait(0.05)
        #expect(session.state.isAnimating)
        #expect(session.screen.plainText().contains("● ○ ○"))
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

