@testable import CarouselKit
import Testing

/// The renderer copies the header and the status line from the last frame while what they show
/// is unchanged, and keeps cards and section rows as cells; any change must draw them again,
/// never leave yesterday's text on the screen.
@Suite struct CachedRowTests {
    static let feed = TestFeeds.feed(pageCounts: [5, 3, 4], autoplay: AutoplaySettings(interval: 2, resumeAfter: 3))
    static let header = 0

    /// A renderer kept across frames, checked against a fresh one after every change.
    struct Frames {
        let reused = Renderer()
        var state = CarouselState.make(CachedRowTests.feed, size: Size(width: 90, height: 30))
        var previous: ScreenGrid

        init() {
            previous = reused.render(state)
        }

        var statusLine: Int { state.screenSize.height - 1 }

        /// Renders the state with the reused renderer: it must equal a fresh renderer's frame, and
        /// each of `rows` must differ from the frame before (so the change was really drawn).
        mutating func expectRedrawn(_ rows: [Int], after change: String) {
            let frame = reused.render(state), fresh = Renderer(theme: reused.theme, glyphs: reused.glyphs).render(state)
            let stale = (0..<frame.size.height).filter { frame.row($0) != fresh.row($0) }
            #expect(stale.isEmpty, "rows \(stale) differ from a fresh renderer's after \(change)")
            for row in rows where frame.size == previous.size {
                let redrawn = frame.row(row) != previous.row(row)
                #expect(redrawn, "row \(row) drawn again after \(change)")
            }
            previous = frame
        }
    }

    @Test func aChangedHeaderOrStatusLineIsDrawnAgain() {
        var frames = Frames()
        frames.state.press(.right, at: 0.1)
        frames.state.advance(to: Instant(seconds: 1))
        frames.expectRedrawn([Self.header, frames.statusLine], after: "a page turned by a key (countdown, page)")
        frames.state.advance(to: Instant(seconds: 2.2))
        frames.expectRedrawn([Self.header], after: "the countdown ticked")
        frames.state.press(.down, at: 2.3)
        frames.expectRedrawn([frames.statusLine], after: "the focus moved to section 2")
        frames.state.press(.character("z"), at: 2.4)
        frames.expectRedrawn([frames.statusLine], after: "a message appeared")
        frames.state.advance(to: Instant(seconds: 6))
        frames.expectRedrawn([frames.statusLine], after: "the message expired")
        frames.state.press(.space, at: 6.1)
        frames.expectRedrawn([Self.header], after: "Space paused auto-advance")
        var renamed = Self.feed
        renamed.title = "Renamed feed"
        _ = frames.state.handle(.reloaded(renamed), at: Instant(seconds: 6.2))
        frames.expectRedrawn([Self.header], after: "a reload changed the title")
        _ = frames.state.handle(.resize(Renderer.viewport(for: Size(width: 70, height: 24))), at: Instant(seconds: 6.3))
        frames.expectRedrawn([], after: "a resize")
        frames.reused.theme = Theme(color: false)
        frames.expectRedrawn([Self.header, frames.statusLine], after: "the theme changed")
        frames.reused.glyphs = Glyphs(ascii: true)
        frames.expectRedrawn([Self.header, frames.statusLine], after: "the glyphs changed")
    }

    /// Everything the renderer keeps between frames (the header and status rows, card images,
    /// title rows, tag bands, page controls) against a renderer that keeps nothing yet, at every
    /// frame of a session of slides, focus moves, jumps, a message and a resize.
    @Test func aReusedRendererDrawsWhatAFreshOneDoes() {
        let feed = TestFeeds.feed(pageCounts: [5, 3, 4, 6], autoplay: AutoplaySettings(interval: 0.7), tag: "A tag under the cards")
        var session = SimulatedSession(feed, size: Size(width: 90, height: 30), frames: .every)
        let keys: [Key] = [.right, .down, .right, .character("z"), .left, .down, .character("4"), .end, .up, .home]
        for (step, key) in keys.enumerated() {
            session.send(.key(key))
            if step == 6 { session.send(.resize(Size(width: 70, height: 24))) }
            for _ in 0..<25 {
                session.wait(MotionTiming.frameInterval)
                let same = session.screen == Renderer().render(session.state)
                #expect(same, "the same screen as a fresh renderer after \(key) at \(session.time)")
            }
        }
    }
}
