@testable import CarouselKit
import Testing

/// docs/behaviour.md §3.2–3.3: paging, the animator, retargeting, exact landing, reduced motion.
@Suite struct PagingTests {
    @Test func currentPageFlipsExactlyWhenTheNextCardsCentreBecomesNearest() {
        var state = CarouselState.make(TestFeeds.manual())
        state.press(.right, at: 0)
        let layout = state.layout
        let viewportCentre = Double(layout.cardX) + Double(layout.cardWidth) / 2

        // The page the layout says is nearest: card centres against the viewport's centre.
        func nearestByGeometry(_ state: CarouselState) -> Int {
            let offset = state.position(ofSection: 0) * Double(layout.stride)
            let distances = (0..<6).map { card -> Double in
                let frame = layout.cardFrame(section: 0, page: card)
                return abs(Double(frame.x) - offset + Double(frame.width) / 2 - viewportCentre)
            }
            return distances.indices.min { distances[$0] < distances[$1] } ?? -1
        }

        // A one-page slide of 0.3 s eases 3u² − 2u³: halfway in space exactly halfway in time.
        let flip = 0.15
        let before = state.at(flip - 1e-9), atTie = state.at(flip), after = state.at(flip + 1e-9)
        #expect(before.currentPage(ofSection: 0) == 0)
        #expect(atTie.position(ofSection: 0) == 0.5)
        #expect(atTie.currentPage(ofSection: 0) == 0, "a tie goes to the lower page")
        #expect(after.currentPage(ofSection: 0) == 1)
        for step in 0...300 {
            let sample = state.at(Double(step) * 0.001)
            #expect(sample.currentPage(ofSection: 0) == nearestByGeometry(sample), "at \(Double(step) * 0.001) s")
        }
    }

    @Test func aOnePageSlideTakesAboutAThirdOfASecondAndEndsExactlyOnThePage() {
        var state = CarouselState.make(TestFeeds.manual())
        state.press(.right, at: 0)
        #expect(state.at(0.299).position(ofSection: 0) < 1)
        #expect(state.at(0.3).position(ofSection: 0) == 1)
        #expect(!state.at(0.3).isAnimating)
        #expect(state.at(60).position(ofSection: 0) == 1)
    }

    @Test func threeQuickPressesLandOnPageFourInOneSmoothMotion() {
        var state = CarouselState.make(TestFeeds.manual())
        state.press(.right, at: 0)
        state.press(.right, at: 0.05)
        state.press(.right, at: 0.10)
        #expect(state.targetPage(ofSection: 0) == 3)

        var previous = state.at(0.1).position(ofSection: 0)
        var previousVelocity = 0.0
        var time = 0.1
        while time < 1.5 {
            time += 0.001
            let position = state.at(time).position(ofSection: 0)
            let velocity = (position - previous) / 0.001
            #expect(position <= 3, "never beyond the target")
            if position < 3 {
                #expect(position > previous, "keeps moving forward until it lands (t=\(time))")
                #expect(abs(velocity - previousVelocity) < 0.1 || time < 0.102, "no jerk (t=\(time))")
            }
            previous = position
            previousVelocity = velocity
        }
        #expect(previous == 3)
        #expect(state.at(1.5).currentPage(ofSection: 0) == 3)
    }

    @Test func rapidPressesNeverGoPastTheLastPage() {
        var state = CarouselState.make(TestFeeds.manual(pages: 3))
        for press in 0..<10 { state.press(.right, at: Double(press) * 0.02) }
        #expect(state.targetPage(ofSection: 0) == 2)
        for step in 0...200 {
            #expect(state.at(Double(step) * 0.01).position(ofSection: 0) <= 2)
        }
        #expect(state.at(2).position(ofSection: 0) == 2)
    }

    @Test func manualPagingStopsAtTheEnds() {
        var state = CarouselState.make(TestFeeds.manual(pages: 3))
        state.press(.left, at: 0)
        #expect(state.targetPage(ofSection: 0) == 0)
        #expect(!state.isAnimating)
        state.press(.character("3"), at: 1)
        state.press(.right, at: 3)
        #expect(state.targetPage(ofSection: 0) == 2)
    }

    @Test func aDigitPressedMidSlideReplacesTheTargetAndTheSectionStaysThere() {
        var state = CarouselState.make(TestFeeds.manual())
        state.press(.right, at: 0)
        state.press(.character("5"), at: 0.1)
        #expect(state.targetPage(ofSection: 0) == 4)
        let landed = state.at(1.3)
        #expect(landed.position(ofSection: 0) == 4)
        #expect(!landed.isAnimating)
        #expect(state.at(30).position(ofSection: 0) == 4)
        #expect(state.at(30).currentPage(ofSection: 0) == 4)
    }

    @Test(arguments: [
        (["1", "2"], 0.3, 11), (["1", "2"], 0.7, 1), (["0"], 0.0, 9), (["1", "0"], 0.2, 9), (["2", "5"], 0.2, 4),
    ])
    func digitsWithinSixTenthsOfASecondExtendTheNumber(keys: [Character], gap: Double, expectedPage: Int) {
        var state = CarouselState.make(TestFeeds.manual(pages: 12))
        for (number, key) in keys.enumerated() { state.press(.character(key), at: Double(number) * gap) }
        #expect(state.targetPage(ofSection: 0) == expectedPage)
    }

    @Test func aPageBeyondTheLastIsIgnoredWithAHint() {
        var state = CarouselState.make(TestFeeds.manual(pages: 4))
        state.press(.character("2"), at: 0)
        state.press(.character("9"), at: 2)
        #expect(state.targetPage(ofSection: 0) == 1)
        #expect(state.message?.text == "No page 9: this section has 4 pages")
    }

    @Test func aHintAboutOneSectionGoesWhenTheFocusMoves() {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [4, 6], sectionAutoplay: .off))
        state.press(.character("9"), at: 0)
        #expect(state.message != nil)
        state.press(.down, at: 1)
        #expect(state.message == nil)
    }

    @Test func verticalScrollingNeverChangesAPage() {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [5, 5, 5, 5, 5], sectionAutoplay: .off))
        state.press(.character("3"), at: 0)
        for (step, key) in [Key.down, .down, .pageDown, .end, .up, .home].enumerated() {
            state.press(key, at: 1 + Double(step) * 0.1)
            #expect(state.at(1 + Double(step) * 0.1 + 0.05).currentPage(ofSection: 0) == 2)
        }
    }

    @Test func reducedMotionMakesEveryMoveInstant() {
        var state = CarouselState.make(
            TestFeeds.feed(pageCounts: Array(repeating: 4, count: 8), sectionAutoplay: .off), reducedMotion: true)
        state.press(.right, at: 0)
        #expect(state.position(ofSection: 0) == 1)
        #expect(!state.isAnimating)
        state.press(.character("4"), at: 0)
        #expect(state.position(ofSection: 0) == 3)
        state.press(.end, at: 0)
        let last = state.layout.sections[state.feed.sections.count - 1].visibleBody
        #expect(state.verticalOffset == last.maxY - state.layout.viewport.height, "scrolled at once to show it whole")
        #expect(!state.isAnimating)
    }

    @Test func reducedMotionLoopWrapIsInstantToo() {
        var session = SimulatedSession(
            TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 1, wrap: .loop)),
            reducedMotion: true)
        for step in 1...40 {
            session.wait(0.1)
            #expect(!session.state.isAnimating, "step \(step)")
            #expect(session.state.position(ofSection: 0) == session.state.position(ofSection: 0).rounded())
        }
    }

    /// A retarget that starts fast towards a near page (velocity capped at twice the distance
    /// over the duration) still rises all the way and lands without overshooting.
    @Test func aFastRetargetNeverOvershoots() {
        for velocity in [0.5, 3, 6.67, 50, 1000] {
            let tween = Tween(from: 0, to: 1, start: .zero, duration: 0.3, initialVelocity: velocity)
            var previous = 0.0
            for step in 1...300 {
                let value = tween.value(at: Instant(seconds: Double(step) * 0.001))
                #expect(value >= previous && value <= 1, "v=\(velocity) t=\(step) ms: \(value)")
                previous = value
            }
            #expect(previous == 1)
        }
    }

    @Test func theSafetyTimeoutEndsEveryAnimationOnItsTarget() {
        let tween = Tween(from: 0, to: 1, start: .zero, duration: 5)
        #expect(tween.value(at: Instant(seconds: 1.2)) == 1)
        #expect(tween.isFinished(at: Instant(seconds: 1.2)))
        #expect(MotionTiming.slide(pages: 100) <= 0.8)
        #expect(MotionTiming.slide(pages: 1) == 0.3)
    }

    @Test func aLongerSlideTakesSomewhatLonger() {
        let durations = (1...100).map { MotionTiming.slide(pages: Double($0)) }
        #expect(zip(durations, durations.dropFirst()).allSatisfy { $0 < $1 })
        // A rewind over seven pages takes less than two one-page slides (the square root's 0.79 s).
        #expect(durations[6] < 2 * MotionTiming.onePage)
        #expect(MotionTiming.slide(pages: 1_000_000) < MotionTiming.longest)
    }
}
