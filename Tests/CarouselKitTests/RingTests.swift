@testable import CarouselKit
import Testing

/// A `loop` section is a ring for keys, clicks on the peeking card and the sideways wheel,
/// auto-advance on or off; `rewind` and `jump` sections stop at their ends.
@Suite struct RingTests {
    /// One section of four pages, not auto-advancing, wrapping as `wrap` says.
    static func feed(wrap: WrapMode, sectionAutoplay: SectionAutoplay = .off) -> Feed {
        TestFeeds.feed(pageCounts: [4], autoplay: AutoplaySettings(interval: 4, wrap: wrap), sectionAutoplay: sectionAutoplay)
    }

    @Test func rightOnTheLastPageSlidesForwardToTheFirst() {
        var state = CarouselState.make(Self.feed(wrap: .loop))
        state.press(.character("4"), at: 0)
        state.press(.right, at: 1)
        // Forward: past the last card, never back across the pages.
        #expect(state.at(1.1).position(ofSection: 0) > 3)
        #expect(state.at(1.2).position(ofSection: 0) > state.at(1.1).position(ofSection: 0))
        let settled = state.at(2)
        #expect(settled.position(ofSection: 0) == 0)
        #expect(settled.currentPage(ofSection: 0) == 0)
        #expect(!settled.isAnimating)
    }

    @Test func leftOnTheFirstPageSlidesBackToTheLast() {
        var state = CarouselState.make(Self.feed(wrap: .loop))
        state.press(.left, at: 0)
        #expect(state.at(0.1).position(ofSection: 0) < 0, "the short way: back before the first card")
        #expect(state.at(0.2).position(ofSection: 0) < state.at(0.1).position(ofSection: 0))
        #expect(state.at(1).position(ofSection: 0) == 3)
        #expect(state.at(1).currentPage(ofSection: 0) == 3)
    }

    @Test func rapidPressesRoundTheRingLandExactly() {
        var state = CarouselState.make(Self.feed(wrap: .loop))
        for step in 0..<6 { state.press(.right, at: 0.04 * Double(step)) }
        // Six pages on from page 1 of 4 is page 3, reached without ever stopping or reversing.
        var previous = state.at(0.2).position(ofSection: 0)
        var turns = 0
        for millisecond in 201...1500 {
            let position = state.at(Double(millisecond) / 1000).position(ofSection: 0)
            if position < previous { turns += 1 }
            previous = position
        }
        #expect(turns <= 1, "one renumbering after passing the last page, no reversal")
        #expect(state.at(2).position(ofSection: 0) == 2)
        for step in 0..<7 { state.press(.left, at: 3 + 0.04 * Double(step)) }
        #expect(state.at(5).position(ofSection: 0) == 3, "seven back from page 3 of 4 is page 4")
    }

    @Test func reducedMotionGoesRoundAtOnce() {
        var state = CarouselState.make(Self.feed(wrap: .loop), reducedMotion: true)
        state.press(.left, at: 0)
        #expect(state.position(ofSection: 0) == 3)
        state.press(.right, at: 0.1)
        #expect(state.position(ofSection: 0) == 0)
    }

    @Test(arguments: [WrapMode.rewind, .jump])
    func otherSectionsStopAtTheirEnds(wrap: WrapMode) {
        var state = CarouselState.make(Self.feed(wrap: wrap))
        state.press(.left, at: 0)
        #expect(state.at(1).position(ofSection: 0) == 0)
        state.press(.character("4"), at: 1)
        state.press(.right, at: 2)
        #expect(state.at(3).position(ofSection: 0) == 3)
        _ = state.handle(.mouse(MouseEvent(.wheelRight, x: 10, y: 5)), at: Instant(seconds: 4))
        #expect(state.at(5).position(ofSection: 0) == 3)
    }

    @Test func theSidewaysWheelGoesRoundTheRing() {
        var state = CarouselState.make(Self.feed(wrap: .loop))
        let row = state.layout.sections[0].cards.y + 1
        _ = state.handle(.mouse(MouseEvent(.wheelLeft, x: 10, y: row)), at: .zero)
        #expect(state.at(1).position(ofSection: 0) == 3)
        _ = state.handle(.mouse(MouseEvent(.wheelRight, x: 10, y: row)), at: Instant(seconds: 2))
        #expect(state.at(2.1).position(ofSection: 0) > 3)
        #expect(state.at(3).position(ofSection: 0) == 0)
    }

    /// A ring's peeking cards are its neighbours the short way round; a rewind section shows
    /// none past its ends, so a click there does nothing.
    @Test(arguments: [WrapMode.loop, .rewind])
    func aClickOnThePeekingCardGoesTheShortWay(wrap: WrapMode) {
        var state = CarouselState.make(Self.feed(wrap: wrap))
        let row = state.layout.sections[0].cards.y + 1
        // Page 1: the last page peeks at the left edge.
        _ = state.handle(.mouse(MouseEvent(.click, x: 1, y: row)), at: .zero)
        guard wrap == .loop else {
            #expect(state.at(1).position(ofSection: 0) == 0)
            return
        }
        #expect(state.at(0.1).position(ofSection: 0) < 0)
        #expect(state.at(1).position(ofSection: 0) == 3)
        // Page 4: the first page peeks at the right edge.
        let right = state.layout.viewport.width - 2
        _ = state.handle(.mouse(MouseEvent(.click, x: right, y: row)), at: Instant(seconds: 2))
        #expect(state.at(2.1).position(ofSection: 0) > 3)
        #expect(state.at(3).position(ofSection: 0) == 0)
    }

    @Test func digitsJumpWithinTheRing() {
        var state = CarouselState.make(Self.feed(wrap: .loop))
        state.press(.left, at: 0)
        state.press(.character("2"), at: 0.1)
        #expect(state.at(1).position(ofSection: 0) == 1)
    }

    /// `--no-autoplay` stops every section and keeps a section's own `wrap: loop`: its
    /// neighbours still peek and it still goes round.
    @Test func withoutAutoAdvanceALoopSectionIsStillARing() {
        var feed = Self.feed(wrap: .rewind, sectionAutoplay: .on(AutoplayOverrides(wrap: .loop)))
        feed = FeedOverrides(disableAutoplay: true).apply(to: feed)
        var state = CarouselState.make(feed)
        #expect(state.autoplayStatus == .off)
        #expect(state.nextDeadline() == nil)
        let screen = Renderer().render(state).plainText()
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("─") }, "the last page peeks before the first")
        state.press(.left, at: 0)
        #expect(state.at(1).position(ofSection: 0) == 3)
    }
}
