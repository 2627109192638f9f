@testable import CarouselKit
import Testing

/// The overlays take ↑ ↓ j k PgUp PgDn Home End and the wheel where they are taller than the
/// screen; every other key closes them, and every key does where all of them fits. A reload
/// leaves them open.
@Suite struct OverlayInputTests {
    private static func problems(_ count: Int) -> [String] {
        (1...count).map {
            "feed.yaml:\($0):5: sections[\($0)].pages: expected a list of pages, found text (problem \($0) ends here)"
        }
    }

    private static func failedReload(_ size: Size, problems count: Int) -> CarouselState {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [3, 3], sectionAutoplay: .off), size: size)
        let problems = Self.problems(count)
        _ = state.handle(.reloadFailed(problems[0], details: problems), at: .zero)
        state.press(.character("e"), at: 0.1)
        return state
    }

    @Test(arguments: [Key.tab, .backTab, .character("j"), .character("k"), .down, .up, .end, .character("x")])
    func everyKeyClosesAHelpThatFits(key: Key) {
        var state = CarouselState(feed: TestFeeds.manual(), screenSize: Size(width: 100, height: 40))
        state.press(.character("?"), at: 0)
        state.press(key, at: 1)
        #expect(state.overlay == nil)
    }

    @Test func aTallHelpScrollsWithJKHomeEndAndClosesOnTab() {
        var state = CarouselState(feed: TestFeeds.manual(), screenSize: Size(width: 80, height: 10))
        state.press(.character("?"), at: 0)
        state.press(.character("j"), at: 0.1)
        state.press(.character("j"), at: 0.2)
        state.press(.character("k"), at: 0.3)
        #expect(state.helpScroll == 1)
        state.press(.end, at: 0.4)
        let bottom = Renderer().render(state).plainText()
        #expect(bottom.contains("↑ more") && !bottom.contains("↓ more"))
        state.press(.home, at: 0.5)
        #expect(state.helpScroll == 0)
        state.press(.tab, at: 0.6)
        #expect(state.overlay == nil)
        #expect(state.focusedSection == 0, "Tab closed the help and did nothing else")
    }

    /// 30 problems at 80×24: the details scroll to every one, each shown whole.
    @Test func theDetailsScrollToEveryProblem() {
        var state = Self.failedReload(Size(width: 80, height: 22), problems: 30)
        var seen = Renderer().render(state).plainText()
        #expect(seen.contains("↓ more") && !seen.contains("↑ more"))
        #expect(!seen.contains("not shown"))
        for step in 0..<80 {
            state.press(.down, at: 1 + Double(step) / 100)
            seen += Renderer().render(state).plainText()
        }
        #expect(state.overlay == .reloadDetails, "↓ scrolls rather than closes")
        let bottom = Renderer().render(state).plainText()
        #expect(bottom.contains("↑ more") && !bottom.contains("↓ more"))
        let text = seen.replacingOccurrences(of: "│", with: " ")
        for number in 1...30 { #expect(text.contains("(problem \(number) ends here)")) }
        state.press(.pageUp, at: 3)
        #expect(state.overlay == .reloadDetails)
        state.press(.home, at: 3.1)
        #expect(state.helpScroll == 0)
        _ = state.handle(.mouse(MouseEvent(.wheelDown, x: 10, y: 5)), at: Instant(seconds: 3.2))
        #expect(state.helpScroll == 3, "the wheel scrolls the details")
        state.press(.character("x"), at: 4)
        #expect(state.overlay == nil)
    }

    /// At 30×10 a long path is wrapped whole, and the box leaves a margin.
    @Test func theDetailsFitASmallScreen() {
        let path = "/home/someone/feeds/very/deep/folder/board.yaml:12:7: title: expected text"
        let feed = TestFeeds.feed(pageCounts: [3], sectionAutoplay: .off)
        var state = CarouselState.make(feed, size: Size(width: 30, height: 8))
        _ = state.handle(.reloadFailed(path, details: [path]), at: .zero)
        state.press(.character("e"), at: 0.1)
        var text = ""
        for step in 0..<10 {
            text += Renderer().render(state).plainText()
            state.press(.down, at: 1 + Double(step) / 10)
        }
        let joined = text.split(separator: "\n").map {
            $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces)
        }
        for part in ["/home/someone/feeds/very", "/deep/folder/board.yaml:", "12:7: title: expected", "text"] {
            #expect(joined.contains(part), "every part of the path and message, in turn")
        }
    }

    @Test func aReloadKeepsTheHelpOpen() {
        var state = CarouselState(feed: TestFeeds.manual(), screenSize: Size(width: 80, height: 10))
        state.press(.character("?"), at: 0)
        state.press(.down, at: 0.1)
        _ = state.handle(.reloaded(TestFeeds.manual()), at: Instant(seconds: 1))
        #expect(state.overlay == .help)
        #expect(state.helpScroll == 1)
    }

    /// The details show the problems of the last reload: a second failure replaces them, a
    /// reload that works closes them.
    @Test func theDetailsFollowTheReloads() {
        var state = Self.failedReload(Size(width: 80, height: 22), problems: 3)
        let problem = "feed.yaml:1:1: brand new problem"
        _ = state.handle(.reloadFailed(problem, details: [problem]), at: Instant(seconds: 1))
        #expect(state.overlay == .reloadDetails)
        let screen = Renderer().render(state).plainText()
        #expect(screen.contains("brand new problem") && !screen.contains("problem 2 ends"))
        let fixed = TestFeeds.feed(pageCounts: [3, 3], sectionAutoplay: .off)
        _ = state.handle(.reloaded(fixed), at: Instant(seconds: 2))
        #expect(state.overlay == nil)
    }
}
