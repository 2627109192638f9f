@testable import CarouselKit
import Testing

/// Loop sections show what comes next, and ASCII mode drains its current dot too.
@Suite struct LoopAndDrainTests {
    static func loopFeed() -> Feed {
        TestFeeds.feed(pageCounts: [4], autoplay: AutoplaySettings(interval: 4, wrap: .loop))
    }

    @Test func aLoopSectionShowsTheLastPageBeforeTheFirstAndTheFirstAfterTheLast() {
        var state = CarouselState(feed: Self.loopFeed(), screenSize: Size(width: 100, height: 14))
        let first = Renderer().render(state).plainText()
        assertSnapshot(first, named: "loop-first-page")
        state.press(.character("4"), at: 0.1)
        state.advance(to: Instant(seconds: 2))
        let last = Renderer().render(state).plainText()
        assertSnapshot(last, named: "loop-last-page")
        // The peeking card's left border sits at the screen's edge on page 1: the last page is there.
        #expect(first.split(separator: "\n").contains { $0.hasPrefix("─") })
        #expect(last.split(separator: "\n").contains { $0.hasSuffix("─") })
    }

    @Test func aRewindSectionStillEndsAtItsLastPage() {
        var feed = Self.loopFeed()
        feed.autoplay.wrap = .rewind
        let screen = Renderer().render(CarouselState(feed: feed, screenSize: Size(width: 100, height: 14))).plainText()
        #expect(!screen.split(separator: "\n").contains { $0.hasPrefix("─") })
    }

    @Test func theAsciiCurrentDotDrainsAsThePageTimeRunsOut() {
        let feed = TestFeeds.feed(pageCounts: [4], autoplay: AutoplaySettings(interval: 4))
        let state = CarouselState(feed: feed, options: CarouselOptions(ascii: true), screenSize: Size(width: 60, height: 14))
        let dots = [0.5, 1.5, 2.5, 3.5].map { seconds in
            let screen = Renderer().render(state.at(seconds)).plainText()
            return screen.split(separator: "\n").first { $0.contains(". . .") }.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        #expect(dots == ["* . . .", "O . . .", "o . . .", "- . . ."])
        #expect(state.nextDeadline() == Instant(seconds: 1), "a deadline for each step of the drain")
        assertSnapshot(Renderer().render(state.at(2.5)).plainText(), named: "ascii-drain")
    }
}
