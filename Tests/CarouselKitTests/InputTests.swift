@testable import CarouselKit
import Testing

/// docs/behaviour.md §3.5: keys and mouse.
@Suite struct InputTests {
    let feed = TestFeeds.feed(pageCounts: Array(repeating: 5, count: 10), sectionAutoplay: .off)

    @Test func arrowsMoveTheFocusAndScrollJustEnoughToShowTheSectionWhole() {
        var state = CarouselState.make(feed, size: Size(width: 80, height: 24))
        for _ in 0..<3 { state.press(.down, at: 0) }
        state.advance(to: Instant(seconds: 1))
        #expect(state.focusedSection == 3)
        let body = state.layout.sections[3].visibleBody
        #expect(state.verticalOffset == body.maxY - state.layout.viewport.height)
        state.press(.up, at: 1)
        state.advance(to: Instant(seconds: 2))
        #expect(state.focusedSection == 2)
        #expect(state.verticalOffset == body.maxY - state.layout.viewport.height, "section 3 was already whole")
    }

    @Test func quitKeysAndHelp() {
        var state = CarouselState.make(feed)
        #expect(state.handle(.key(.character("q")), at: .zero) == .quit)
        #expect(state.handle(.key(.escape), at: .zero) == .quit)
        #expect(state.handle(.key(.interrupt), at: .zero) == .quit)
        state.press(.character("?"), at: 0)
        #expect(state.isShowingHelp)
        #expect(state.handle(.key(.character("q")), at: .zero) == nil, "q closes the help first")
        #expect(!state.isShowingHelp)
    }

    @Test func anUnknownKeyIsRejectedWithAHint() {
        var state = CarouselState.make(feed)
        state.press(.character("z"), at: 0)
        #expect(state.message?.text == "'z' does nothing here — press ? for the keys")
        #expect(state.at(3.1).message == nil)
    }

    @Test func clickingADotJumpsToThatPage() {
        var state = CarouselState.make(feed, size: Size(width: 80, height: 24))
        let frame = state.layout.sections[1].pageControl
        let control = PageControl(pageCount: 5, currentPage: 0, width: frame.width, glyphs: Glyphs(ascii: false))
        let dot = control.items[3]
        _ = state.handle(.mouse(MouseEvent(.click, x: frame.x + dot.column, y: frame.y)), at: .zero)
        #expect(state.focusedSection == 1)
        #expect(state.targetPage(ofSection: 1) == 3)
    }

    @Test func clickingAPeekingCardPagesToItAndClickingACardFocusesItsSection() {
        var state = CarouselState.make(feed, size: Size(width: 80, height: 24))
        let cards = state.layout.sections[1].cards
        let next = state.layout.cardFrame(section: 1, page: 1)
        _ = state.handle(.mouse(MouseEvent(.click, x: next.x + 1, y: cards.y + 2)), at: .zero)
        #expect(state.focusedSection == 1)
        #expect(state.targetPage(ofSection: 1) == 1)
        _ = state.handle(.mouse(MouseEvent(.click, x: 40, y: state.layout.sections[0].cards.y + 2)), at: Instant(seconds: 1))
        #expect(state.focusedSection == 0)
        #expect(state.targetPage(ofSection: 0) == 0)
    }

    @Test func theWheelScrollsThenPagesSideways() {
        var state = CarouselState.make(feed, size: Size(width: 80, height: 24))
        _ = state.handle(.mouse(MouseEvent(.wheelDown, x: 10, y: 10)), at: .zero)
        #expect(state.navigation.vertical.target == 3)
        _ = state.handle(.mouse(MouseEvent(.wheelRight, x: 10, y: 3)), at: .zero)
        #expect(state.targetPage(ofSection: 0) == 1)
    }

    @Test func resizingKeepsPagesAndFocusAndTooSmallKeepsEverything() {
        var state = CarouselState.make(feed, size: Size(width: 80, height: 24))
        state.press(.down, at: 0)
        state.press(.down, at: 0)
        state.press(.character("4"), at: 0.05)
        _ = state.handle(.resize(Size(width: 1, height: 1)), at: Instant(seconds: 0.1))
        #expect(state.isTooSmall)
        state.press(.right, at: 0.2)
        _ = state.handle(.resize(Size(width: 120, height: 50)), at: Instant(seconds: 3))
        #expect(state.focusedSection == 2)
        #expect(state.currentPage(ofSection: 2) == 3)
        #expect(Renderer().render(state).plainText().contains("Section 3/10 · Page 4/5"))
    }

    @Test func keyScriptsParseEveryNamedKey() throws {
        let script = try KeyScript("left right up down 1 0 space pgup pgdown home end tab backtab r q wait:2.5 ?")
        #expect(script.steps.count == 17)
        #expect(script.steps[15] == .wait(2.5))
        #expect(script.duration == 2.5)
        #expect(throws: KeyScript.ParseError.self) { try KeyScript("sideways") }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript("wait:-1") }
    }
}
