@testable import CarouselKit
import Testing

/// The help fits any screen: taller than the screen, it scrolls, and says where more lines are.
@Suite struct HelpScrollTests {
    @Test func aShortScreenScrollsTheHelpWithMoreMarksAndAnyOtherKeyClosesIt() {
        var state = CarouselState(feed: TestFeeds.manual(), screenSize: Size(width: 80, height: 10))
        state.press(.character("?"), at: 0)
        let top = Renderer().render(state).plainText()
        #expect(top.contains("↓ more"))
        #expect(!top.contains("↑ more"))
        #expect(top.contains("previous / next section"))
        for second in 1...30 { state.press(.down, at: Double(second) / 10) }
        #expect(state.overlay == .help, "arrows scroll rather than close")
        let bottom = Renderer().render(state).plainText()
        #expect(bottom.contains("↑ more"))
        #expect(!bottom.contains("↓ more"), "the last line is reached and the scroll stops there")
        #expect(bottom.contains("Ambiguous") && bottom.contains("symbols"))
        #expect(bottom.contains("page the section under the pointer"))
        state.press(.pageUp, at: 4)
        state.press(.pageUp, at: 4.1)
        state.press(.pageUp, at: 4.2)
        state.press(.pageUp, at: 4.3)
        #expect(state.helpScroll == 0)
        _ = state.handle(.mouse(MouseEvent(.wheelDown, x: 10, y: 3)), at: Instant(seconds: 5))
        #expect(state.helpScroll == 3, "the wheel scrolls it too")
        state.press(.character("x"), at: 6)
        #expect(state.overlay == nil)
        state.press(.character("?"), at: 7)
        #expect(state.helpScroll == 0, "it opens at the top")
    }

    @Test func aTallScreenShowsEveryLineWithoutMarks() {
        var state = CarouselState(feed: TestFeeds.manual(), screenSize: Size(width: 100, height: 40))
        state.press(.character("?"), at: 0)
        let screen = Renderer().render(state).plainText()
        #expect(!screen.contains("more "))
        state.press(.down, at: 1)
        #expect(state.helpScroll == 0)
    }
}
