@testable import CarouselKit
import PropertyBased
import Testing
import TestSeeds

/// Time is exact: the state at an instant is the same however many steps it took to get there,
/// and with reduced motion each page is shown exactly as long as its settings say.
@Suite struct ExactTimeTests {
    /// One section of seven pages turning once a second, as a new user first tried it.
    static let sevenPages = TestFeeds.feed(pageCounts: [7], autoplay: AutoplaySettings(interval: 1))

    @Test func reducedMotionShowsEachPageForExactlyItsInterval() {
        for seconds in stride(from: 0.0, through: 12, by: 0.25) {
            var state = CarouselState.make(Self.sevenPages, reducedMotion: true)
            state.advance(to: Instant(seconds: seconds))
            // Rewind wraps after page 7: pages 1…7 at 0…6 s, page 1 again at 7 s.
            #expect(state.currentPage(ofSection: 0) == Int(seconds) % 7, "at \(seconds) s")
        }
    }

    @Test func perPageDurationsAreExactWithReducedMotion() {
        var feed = TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 2, wrap: .jump))
        feed.sections[0].pages[1].duration = 0.5
        // Page 1 for 2 s, page 2 for 0.5 s, page 3 for 2 s: a cycle of 4.5 s.
        let expected: [(Double, Int)] = [(1.99, 0), (2, 1), (2.49, 1), (2.5, 2), (4.49, 2), (4.5, 0), (6.5, 1), (9, 0)]
        for (seconds, page) in expected {
            var state = CarouselState.make(feed, reducedMotion: true)
            state.advance(to: Instant(seconds: seconds))
            #expect(state.currentPage(ofSection: 0) == page, "at \(seconds) s")
        }
    }

    @Test func aPageCountsFromTheInstantItsSlideSettles() {
        var state = CarouselState.make(Self.sevenPages)
        let slide = MotionTiming.slide(pages: 1)
        // Turns at 1, 2 + slide, 3 + 2·slide …: each page's second starts when its slide ends.
        state.advance(to: Instant(seconds: 3 + 2 * slide - 0.001))
        #expect(state.targetPage(ofSection: 0) == 2)
        state.advance(to: Instant(seconds: 3 + 2 * slide))
        #expect(state.targetPage(ofSection: 0) == 3)
    }

    @Test(arguments: [false, true])
    func oneStepAndManySmallStepsAgree(reducedMotion: Bool) {
        for wrap in WrapMode.allCases {
            var feed = TestFeeds.feed(pageCounts: [7, 3, 5], autoplay: AutoplaySettings(interval: 1, wrap: wrap))
            feed.sections[1].pages[2].duration = 0.35
            var oneStep = SimulatedSession(feed, reducedMotion: reducedMotion)
            var manySteps = SimulatedSession(feed, reducedMotion: reducedMotion, frames: .every)
            oneStep.wait(6.2)
            for _ in 0..<62 { manySteps.wait(0.1) }
            #expect(Snapshot(oneStep.state) == Snapshot(manySteps.state), "\(wrap)")
            #expect(oneStep.screen.plainText() == manySteps.screen.plainText(), "\(wrap)")
        }
    }

    /// Random feeds, random input at random instants, and two ways of getting from one input to
    /// the next: straight there, or through a random schedule of small steps.
    @Test func theStateDoesNotDependOnHowOftenTimeIsSampled() async {
        let generator = Gen.int(in: 0...999_999).array(of: 1...30)
        let regressions = [
            // Reduced motion; a resize to 30 × 8 at the first instant, then → 3.99 s later,
            // unsampled between.
            [0, 0, 399],
        ]
        await seededPropertyCheck(count: 400, input: generator, regressions: regressions) { numbers in
            let plan = Plan(numbers)
            var sampledOnce = CarouselState.make(plan.feed, reducedMotion: plan.reducedMotion)
            var sampledOften = sampledOnce
            for (time, event, samples) in plan.steps {
                for sample in samples { sampledOften.advance(to: sample) }
                _ = sampledOnce.handle(event, at: time)
                _ = sampledOften.handle(event, at: time)
                #expect(Snapshot(sampledOnce) == Snapshot(sampledOften))
            }
            let end = (plan.steps.last?.time ?? .zero) + 5.3
            sampledOnce.advance(to: end)
            var time = sampledOften.now
            while time < end {
                time = min(end, time + 0.07)
                sampledOften.advance(to: time)
            }
            #expect(Snapshot(sampledOnce) == Snapshot(sampledOften))
        }
    }

    /// What two states must agree on.
    struct Snapshot: Equatable {
        var positions: [Double]
        var targets: [Int]
        var shownSince: [Instant]
        var focus: Int
        var verticalOffset: Int
        var status: AutoplayStatus
        var message: StatusMessage?
        var isShowingHelp: Bool

        init(_ state: CarouselState) {
            positions = state.sections.indices.map(state.position(ofSection:))
            targets = state.sections.indices.map(state.targetPage(ofSection:))
            shownSince = state.sections.map(\.shownSince)
            focus = state.focusedSection
            verticalOffset = state.verticalOffset
            status = state.autoplayStatus
            message = state.message
            isShowingHelp = state.isShowingHelp
        }
    }

    /// A random feed and a random timeline of input, decoded from numbers.
    struct Plan {
        var feed: Feed
        var reducedMotion: Bool
        var steps: [(time: Instant, event: InputEvent, samples: [Instant])] = []

        static let keys: [Key] = [.up, .down, .left, .right, .space, .pageDown, .home, .end,
                                  .character("2"), .character("5"), .character("x"), .character("?")]

        init(_ numbers: [Int]) {
            let seed = numbers[0]
            let wraps = WrapMode.allCases
            var feed = TestFeeds.feed(
                pageCounts: (0..<(2 + seed % 5)).map { 1 + ($0 * 7 + seed) % 6 },
                autoplay: AutoplaySettings(
                    interval: 0.2 + Double(seed % 13) * 0.15, resumeAfter: 0.3 + Double(seed % 7) * 0.4,
                    wrap: wraps[seed % 3]))
            for index in feed.sections.indices {
                if (seed >> index) % 4 == 0 { feed.sections[index].autoplay = .on(AutoplayOverrides(wrap: wraps[(seed + index) % 3])) }
                if (seed >> index) % 5 == 1 { feed.sections[index].pages[0].duration = 0.45 }
            }
            self.feed = feed
            reducedMotion = seed % 4 == 0
            var time = 0.0
            for number in numbers.dropFirst() {
                let start = time
                time += Double(number % 400) / 100
                let samples = Self.samples(between: start, and: time, from: number / 400)
                let event: InputEvent = switch (number / 7) % 6 {
                case 0: .resize(Size(width: 30 + number % 90, height: 8 + number % 30))
                case 1: .mouse(MouseEvent(.click, x: number % 80, y: number % 20))
                case 2: .focus(number % 2 == 0)
                default: .key(Self.keys[number % Self.keys.count])
                }
                steps.append((Instant(seconds: time), event, samples))
            }
        }

        /// Up to a dozen instants in order between `start` and `end`, chosen by `bits`.
        static func samples(between start: Double, and end: Double, from bits: Int) -> [Instant] {
            let count = bits % 12
            return (0..<count).map { step in
                let fraction = Double((bits >> (step % 20)) % 97 + step * 97) / Double(97 * max(1, count))
                return Instant(seconds: start + (end - start) * min(1, fraction))
            }.sorted()
        }
    }
}
