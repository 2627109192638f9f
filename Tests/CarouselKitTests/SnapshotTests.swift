import BuiltinFeed
@testable import CarouselFeed
@testable import CarouselKit
import Testing

/// The built-in feed's screens as plain text (docs/behaviour.md §2).
@Suite struct SnapshotTests {
    let feed: Feed

    init() throws {
        feed = try FeedReader.read(BuiltinFeed.yaml, name: BuiltinFeed.name, format: .yaml).feed
    }

    /// 80–124 columns look as they did before layouts; from 130 the sections are shelves.
    @Test(arguments: [
        Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40), Size(width: 200, height: 60),
    ])
    func builtInFeed(at size: Size) {
        let state = CarouselState(feed: feed, screenSize: size)
        assertSnapshot(Renderer().render(state).plainText(), named: "builtin-\(size)")
    }

    /// A shelf of three cards half-way through its slide to the next group, at 200 columns.
    @Test func shelfMidSlide() {
        var state = CarouselState(feed: feed, screenSize: Size(width: 200, height: 30))
        _ = state.handle(.key(.right), at: .zero)
        state.advance(to: Instant(seconds: 0.15))
        #expect(state.isAnimating)
        assertSnapshot(Renderer().render(state).plainText(), named: "builtin-shelf-mid-slide")
    }

    /// The reader over the built-in feed: a card whole, with its link.
    @Test func reader() {
        var state = CarouselState(feed: feed, screenSize: Size(width: 100, height: 30))
        _ = state.handle(.key(.character("v")), at: .zero)
        assertSnapshot(Renderer().render(state).plainText(), named: "builtin-reader")
    }

    @Test func midSlide() {
        var state = CarouselState(feed: feed, screenSize: Size(width: 80, height: 24))
        _ = state.handle(.key(.down), at: .zero)
        _ = state.handle(.key(.right), at: Instant(seconds: 1))
        state.advance(to: Instant(seconds: 1.12))
        #expect(state.isAnimating)
        assertSnapshot(Renderer().render(state).plainText(), named: "builtin-mid-slide")
    }

    @Test func helpOverlay() {
        var state = CarouselState(feed: feed, screenSize: Size(width: 80, height: 24))
        _ = state.handle(.key(.character("?")), at: .zero)
        assertSnapshot(Renderer().render(state).plainText(), named: "builtin-help")
    }

    /// The details of a failed reload at 48×14: a cell of margin between the box and the cards,
    /// each problem wrapped whole.
    @Test func detailsOverlay() {
        var state = CarouselState(feed: feed, screenSize: Size(width: 48, height: 14))
        let problems = (1...4).map { "feed.yaml:\($0 * 3):5: sections[\($0)].pages: expected a list of pages" }
        _ = state.handle(.reloadFailed(problems[0], details: problems), at: .zero)
        _ = state.handle(.key(.character("e")), at: Instant(seconds: 0.1))
        assertSnapshot(Renderer().render(state).plainText(), named: "builtin-details")
    }

    @Test func tooSmall() {
        let state = CarouselState(feed: feed, screenSize: Size(width: 19, height: 8))
        assertSnapshot(Renderer().render(state).plainText(), named: "builtin-too-small")
    }

    @Test func asciiMode() {
        let state = CarouselState(feed: feed, options: CarouselOptions(ascii: true), screenSize: Size(width: 80, height: 24))
        let text = Renderer().render(state).plainText()
        assertSnapshot(text, named: "builtin-ascii")
        for glyph in ["╭", "●", "○", "▶", "…"] { #expect(!text.contains(glyph)) }
    }
}
