@testable import CarouselKit
import Testing

/// What the screen-reader mode says for each change (`Announcer`), on simulated time.
@Suite struct AnnouncerTests {
    @Test func keysSayTheCardTheSectionOrWhyNot() {
        let feed = TestFeeds.feed(pageCounts: [3, 2], autoplay: AutoplaySettings(wrap: .loop), sectionAutoplay: .off)
        var session = SimulatedSession(feed, reducedMotion: true, frames: .last)
        let script = try? KeyScript("left down 5 right")
        let lines = script.map { session.announce($0) } ?? []
        #expect(lines == [
            "Test feed. 2 sections.",
            "Section 1 of 2: Section 1. Page 1 of 3: Card 1.1. Body of card 1.",
            "Page 3 of 3: Card 1.3. Body of card 3.",
            "Section 2 of 2: Section 2. Page 1 of 2: Card 2.1. Body of card 1.",
            "No page 5: this section has 2 pages",
            "Page 2 of 2: Card 2.2. Body of card 2.",
        ])
    }

    /// A live section's new pages are said when it is the focused one, and only then.
    @Test func onlyTheFocusedLiveSectionSaysItWasUpdated() {
        var state = CarouselState.make(LiveSourceTests.liveFeed(count: 2, gap: 0))
        var before = state
        #expect(LiveSourceTests.run(&state, at: 0, LiveSourceTests.output("A", "B")) == "s0")
        #expect(Announcer.changes(from: before, to: state) == ["Section 1 of 3 updated. Page 1 of 2: A."])
        before = state
        #expect(LiveSourceTests.run(&state, at: 0.1, LiveSourceTests.output("C")) == "s1")
        #expect(Announcer.changes(from: before, to: state).isEmpty)
    }

    @Test func theDetailsAreSaidLineByLine() {
        var state = CarouselState.make(LiveSourceTests.liveFeed(count: 1, gap: 0))
        let failure = SourceFailure(reason: "s0.txt: exit 1", details: ["s0.txt: exit 1", "", "stderr:", "boom"])
        #expect(LiveSourceTests.run(&state, at: 0, .failed(failure)) == "s0")
        let before = state
        state.press(.character("e"), at: 1)
        #expect(Announcer.changes(from: before, to: state) == [
            "Source of Section 1: s0.txt", "s0.txt: exit 1", "stderr:", "boom", "Any key closes this.",
        ])
    }
}
