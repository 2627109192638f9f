@testable import CarouselKit
import BuiltinFeed
import CarouselFeed
import Testing

/// docs/behaviour.md §3.5: the focus follows the wheel, and the header's `? help` is a button.
@Suite struct MouseFocusTests {
    let feed = TestFeeds.feed(pageCounts: Array(repeating: 5, count: 10), sectionAutoplay: .off)

    private func titleIsInView(_ index: Int, _ state: CarouselState) -> Bool {
        let offset = state.navigation.targetOffset
        return (offset..<(offset + state.layout.viewport.height)).contains(state.layout.sections[index].title.y)
    }

    /// The case from the issue: one or two wheel steps at 100×20 on the built-in feed took the
    /// focused title off the screen while the focus stayed on it.
    @Test func wheelStepsOnTheBuiltInFeedKeepTheFocusedTitleOnScreen() throws {
        let builtIn = try FeedReader.read(BuiltinFeed.yaml, name: BuiltinFeed.name, format: .yaml).feed
        var session = SimulatedSession(builtIn, size: Size(width: 100, height: 20))
        for step in 1...6 {
            session.send(.mouse(MouseEvent(.wheelDown, x: 10, y: 5)))
            session.wait(1)
            let focusedTitleShows = titleIsInView(session.state.focusedSection, session.state)
            #expect(focusedTitleShows, "after \(step) wheel steps")
            let marked = session.screen.plainText().split(separator: "\n").filter { $0.contains("▸") }
            #expect(marked.count == 1, "the focus mark is on screen after \(step) steps")
        }
        #expect(session.state.focusedSection > 0)
    }

    @Test func scrollingDownFocusesTheFirstTitleInViewAndUpTheLast() {
        var state = CarouselState.make(feed, size: Size(width: 80, height: 24))
        let second = state.layout.sections[1].title.y
        // Down until section 0's title is gone: section 1 is the first whose title shows.
        for _ in 0..<(state.layout.sections[0].title.y / 3 + 1) {
            _ = state.handle(.mouse(MouseEvent(.wheelDown, x: 10, y: 10)), at: .zero)
        }
        #expect(state.navigation.targetOffset > 0 && state.navigation.targetOffset <= second)
        #expect(state.focusedSection == 1)
        // Far down, then back up until the focused section's title leaves at the bottom: the
        // focus goes to the last title in view, not to the top.
        state.press(.end, at: 1)
        let focusedAtEnd = state.focusedSection
        while titleIsInView(focusedAtEnd, state) {
            _ = state.handle(.mouse(MouseEvent(.wheelUp, x: 10, y: 10)), at: Instant(seconds: 2))
        }
        let offset = state.navigation.targetOffset
        let titled = state.layout.sections.indices.filter { titleIsInView($0, state) }
        #expect(offset >= 0 && state.focusedSection == titled.last)
    }

    /// Inside a section taller than the screen no title is in view; the focus stays on it.
    @Test func insideATallSectionTheFocusStays() throws {
        var state = CarouselState.make(feed, size: Size(width: 40, height: 8))
        state.press(.down, at: 0)
        let body = state.layout.sections[1].visibleBody
        // Three rows down its title is gone and the next title (after the separator) is not yet in view.
        try #require(body.height >= state.layout.viewport.height + 2, "section 1 is taller than the screen")
        _ = state.handle(.mouse(MouseEvent(.wheelDown, x: 10, y: 2)), at: .zero)
        let titleShows = titleIsInView(1, state)
        #expect(!titleShows)
        #expect(state.focusedSection == 1)
    }

    @Test func clickingTheHeadersHelpOpensTheHelp() throws {
        var session = SimulatedSession(feed, size: Size(width: 80, height: 24))
        let header = session.screen.plainText().split(separator: "\n")[0]
        let help = try #require(header.range(of: "? help"))
        let start = header.distance(from: header.startIndex, to: help.lowerBound)
        // Beside it (the auto-advance state) nothing happens; on any of its columns the help opens.
        session.send(.mouse(MouseEvent(.click, x: start - 2, y: 0)))
        #expect(!session.state.isShowingHelp)
        for column in start..<(start + 6) {
            session.send(.mouse(MouseEvent(.click, x: column, y: 0)))
            #expect(session.state.isShowingHelp, "column \(column)")
            session.send(.key(.escape))
        }
        // The wheel over the header still scrolls the feed.
        session.send(.mouse(MouseEvent(.wheelDown, x: start, y: 0)))
        #expect(session.state.navigation.targetOffset == 3)
    }
}
