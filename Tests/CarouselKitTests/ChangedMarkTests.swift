@testable import CarouselKit
import Testing

/// Changed since seen (docs/behaviour.md §3.11): a live section whose pages changed after its
/// first load, while another section had the focus, carries a mark until it is focused; `n`
/// goes to the next such section.
@Suite struct ChangedMarkTests {
    @Test func aChangeAfterTheFirstLoadIsMarkedUntilFocusedAndNGoesThere() {
        var state = CarouselState.make(LiveSourceTests.liveFeed(count: 3, gap: 0), size: Size(width: 100, height: 60))
        for (second, id) in [(0.0, "s0"), (1, "s1"), (2, "s2")] {
            #expect(LiveSourceTests.run(&state, at: second) == id)
        }
        #expect(!state.sections.contains { $0.isChangedSinceSeen }, "first loads are no change")
        _ = state.handle(.key(.character("r")), at: Instant(seconds: 3))
        for second in [3.0, 4, 5] {
            _ = LiveSourceTests.run(&state, at: second, LiveSourceTests.output("A", "B", "New"))
        }
        #expect(state.sections.map(\.isChangedSinceSeen) == [false, true, true, false], "the focused one is seen")
        let screen = Renderer().render(state).plainText()
        #expect(screen.contains("Section 2 ✱ · 14:02") && screen.contains("Section 3 ✱ · 14:02"))
        state.press(.character("n"), at: 6)
        #expect(state.focusedSection == 1 && !state.sections[1].isChangedSinceSeen)
        state.press(.character("n"), at: 7)
        #expect(state.focusedSection == 2)
        state.press(.character("n"), at: 8)
        #expect(state.focusedSection == 2 && state.message?.text == "No section changed since you saw it")
    }

    @Test func theScreenReaderSaysAChangeElsewhere() {
        var state = CarouselState.make(LiveSourceTests.liveFeed(count: 2, gap: 0), size: Size(width: 100, height: 60))
        _ = LiveSourceTests.run(&state, at: 0)
        _ = LiveSourceTests.run(&state, at: 1)
        _ = state.handle(.key(.character("r")), at: Instant(seconds: 2))
        _ = LiveSourceTests.run(&state, at: 2)
        let before = state
        _ = LiveSourceTests.run(&state, at: 3, LiveSourceTests.output("Other"))
        #expect(Announcer.changes(from: before, to: state).contains("Section 2 of 3 changed: Section 2. n goes to it."))
    }
}
