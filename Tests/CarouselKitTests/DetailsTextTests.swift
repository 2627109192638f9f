@testable import CarouselKit
import Testing

/// The details box (`e`) shows text from outside as the status line does: a tab in the source's
/// name or its stderr is spaces to the next tab stop, never U+FFFD.
@Suite struct DetailsTextTests {
    @Test func tabsInTheSourceAndItsStderrShowAsTheStatusLineShowsThem() {
        var feed = LiveSourceTests.liveFeed(count: 1, gap: 0)
        feed.sections[0].source = SectionSource(.file("one\ttwo.txt"), format: .lines)
        var state = CarouselState.make(feed)
        let failure = SourceFailure(reason: "one\ttwo.txt: exit 1", details: ["stderr:", "a\tb"])
        #expect(LiveSourceTests.run(&state, at: 0, .failed(failure)) == "s0")
        let status = Renderer().render(state).plainText()
        #expect(status.contains("⚠ one     two.txt: exit 1"))
        state.press(.character("e"), at: 1)
        let details = Renderer().render(state).plainText()
        #expect(details.contains("Source of Section 1: one     two.txt"))
        #expect(details.contains("a       b"))
        #expect(!details.contains("\u{FFFD}"))
    }
}
