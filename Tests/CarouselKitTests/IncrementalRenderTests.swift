@testable import CarouselKit
import PropertyBased
import Testing
import TestSeeds

/// The driver's renderer draws again only the parts of the screen whose inputs changed, and the
/// frame's diff looks only at their rows: the screen must always be what drawing it all gives.
@Suite struct IncrementalRenderTests {
    /// The screen rows of section `index`, clipped to the feed's viewport.
    private func rows(ofSection index: Int, in state: CarouselState) -> Range<Int> {
        let frame = state.layout.sections[index].frame
        let top = max(1, frame.y - state.verticalOffset + 1), bottom = min(state.size.height + 1, frame.maxY - state.verticalOffset + 1)
        return top..<bottom
    }

    /// The screen rows of `part` (a rectangle of the feed's content rows), clipped likewise.
    private func rows(of part: Rect, in state: CarouselState) -> Range<Int> {
        let top = max(1, part.y - state.verticalOffset + 1)
        return top..<min(state.size.height + 1, part.maxY - state.verticalOffset + 1)
    }

    @Test func aSlideRedrawsTheRowsOfTheSlidingCardsOnly() {
        let feed = TestFeeds.feed(pageCounts: [4, 4, 4], sectionAutoplay: .off)
        var state = CarouselState.make(feed, size: Size(width: 80, height: 30))
        let renderer = Renderer()
        var grid = ScreenGrid(size: state.screenSize)
        var drawn: Renderer.Parts?
        #expect(renderer.update(state, into: &grid, drawn: &drawn) == [0..<30], "the first frame is drawn whole")
        state.press(.right, at: 0)
        let frame = state.layout.sections[0]
        let (title, cards, dots) = (rows(of: frame.title, in: state), rows(of: frame.cards, in: state),
                                    rows(of: frame.pageControl, in: state))
        // From the middle of the slide on, the title, the dots and the status line say page 2.
        for (seconds, redrawn) in [(0.05, [cards]), (0.1, [cards]), (0.2, [title, cards, dots, 29..<30]), (1, [cards])] {
            state.advance(to: Instant(seconds: seconds))
            #expect(renderer.update(state, into: &grid, drawn: &drawn) == redrawn, "at \(seconds) s")
            let same = grid == Renderer().render(state)
            #expect(same, "the same screen as drawing it all at \(seconds) s")
        }
        #expect(renderer.update(state, into: &grid, drawn: &drawn) == [], "nothing changed, nothing drawn")
        state.press(.down, at: 1.1)
        let focusMoved = renderer.update(state, into: &grid, drawn: &drawn)
        let second = state.layout.sections[1]
        #expect(focusMoved == [title, cards, rows(of: second.title, in: state), rows(of: second.cards, in: state), 29..<30],
                "the focus marker, the cards' colours and the status line")
        let same = grid == Renderer().render(state)
        #expect(same, "the same screen as drawing it all after the focus moved")
    }

    /// A quarter of a page's time drains the current dot (● ◕ ◑ ◔): the frame draws each
    /// section's page control row again, not its cards.
    @Test func aDrainingDotRedrawsItsPageControlRowOnly() {
        let feed = TestFeeds.feed(pageCounts: [4, 4], autoplay: AutoplaySettings(interval: 4))
        var state = CarouselState.make(feed, size: Size(width: 80, height: 30))
        let renderer = Renderer()
        var grid = ScreenGrid(size: state.screenSize)
        var drawn: Renderer.Parts?
        _ = renderer.update(state, into: &grid, drawn: &drawn)
        let dotRows = (0..<2).map { index in
            let control = state.layout.sections[index].pageControl
            let y = control.y - state.verticalOffset + 1
            return y..<(y + 1)
        }
        for seconds in [1.0, 2.0, 3.0] {
            state.advance(to: Instant(seconds: seconds))
            #expect(renderer.update(state, into: &grid, drawn: &drawn) == dotRows, "at \(seconds) s")
            let same = grid == Renderer().render(state)
            #expect(same, "the same screen as drawing it all at \(seconds) s")
        }
        #expect(grid.plainText().contains("◔"), "a quarter left")
        state.advance(to: Instant(seconds: 4.05))
        let turning = renderer.update(state, into: &grid, drawn: &drawn)
        let cards = (0..<2).map { rows(of: state.layout.sections[$0].cards, in: state) }
        #expect(turning == cards, "a slide draws the sections' cards")
    }

    /// A live section's new pages invalidate that section alone: its rows are drawn again with
    /// the new text, the rest of the screen and the feed's revision stay as they were.
    @Test func aSourceLoadRedrawsItsSectionOnly() {
        var state = CarouselState.make(LiveSourceTests.liveFeed(count: 2, every: 1, gap: 0), size: Size(width: 80, height: 40))
        let renderer = Renderer()
        var grid = ScreenGrid(size: state.screenSize)
        var drawn: Renderer.Parts?
        _ = renderer.update(state, into: &grid, drawn: &drawn)
        #expect(LiveSourceTests.run(&state, at: 0, LiveSourceTests.output("Alpha")) == "s0")
        #expect(renderer.update(state, into: &grid, drawn: &drawn) == [rows(ofSection: 0, in: state)])
        #expect(grid.plainText().contains("Alpha"), "the first pages, not the Loading… card kept")
        #expect(LiveSourceTests.run(&state, at: 0.1, LiveSourceTests.output("Beta")) == "s1")
        state.advance(to: Instant(seconds: 1))
        _ = renderer.update(state, into: &grid, drawn: &drawn)
        let revision = state.feedRevision
        #expect(LiveSourceTests.run(&state, at: 5, LiveSourceTests.output("Gamma")) == "s0")
        #expect(state.feedRevision == revision, "one section changed, not the feed")
        #expect(state.sections[0].revision == 2 && state.sections[1].revision == 1)
        let redrawn = renderer.update(state, into: &grid, drawn: &drawn)
        #expect(redrawn == [rows(ofSection: 0, in: state)])
        let same = grid == Renderer().render(state)
        #expect(same, "the new text, not the cached old one")
        let text = grid.plainText()
        #expect(text.contains("Gamma") && text.contains("Beta") && !text.contains("Alpha"))
    }

    static let keys: [Key] = [
        .up, .down, .left, .right, .home, .end, .space, .character("3"), .character("0"), .character("x"), .character("?"),
        .escape, .character("e"), .pageDown, .character("v"), .enter,
    ]
    static let sizes = [
        Size(width: 80, height: 24), Size(width: 19, height: 7), Size(width: 120, height: 40), Size(width: 44, height: 17),
        Size(width: 200, height: 60), Size(width: 150, height: 40),
    ]

    /// Random keys (the help, the details and the reader among them), resizes (to too small,
    /// and to shelves and grids), reloads and waits; after each, and at every frame of a wait, the screen is checked.
    @Test func everyFrameIsTheScreenDrawnWhole() async {
        let regressions = [
            // The help open over ten frames, a resize to too small and back to 80 × 24.
            [100, 15, 5],
        ]
        let input = Gen.int(in: 0...9999).array(of: 1...30)
        await seededPropertyCheck(count: 150, input: input, regressions: regressions) { steps in
            var session = SimulatedSession(StatePropertyTests.feed, size: Size(width: 80, height: 24), frames: .every)
            for step in steps {
                let parameter = step / 10
                switch step % 10 {
                case 0...4: session.send(.key(Self.keys[parameter % Self.keys.count]))
                case 5: session.send(.resize(Self.sizes[parameter % Self.sizes.count]))
                case 6:
                    var reloaded = StatePropertyTests.feed
                    reloaded.sections[parameter % reloaded.sections.count].pages.reverse()
                    reloaded.title = "Reloaded \(parameter)"
                    session.send(.reloaded(reloaded))
                default: break
                }
                for _ in 0...(parameter % 12) {
                    session.wait(MotionTiming.frameInterval)
                    let same = session.screen == Renderer().render(session.state)
                    #expect(same, "after \(steps) at \(session.time)")
                }
            }
        }
    }
}
