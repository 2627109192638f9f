@testable import CarouselKit
import Testing

/// The drawn images the renderer keeps are bounded by the screen (two screens' worth of cells),
/// so that paging through a feed does not grow the heap; the images in use (those the last frame
/// drew, and those of each section in view's latest drawing) and the cards' text are never
/// dropped for it.
@Suite struct RenderCacheBudgetTests {
    static let image = ScreenGrid(size: Size(width: 10, height: 10))

    static func key(page: Int, section: Int = 0) -> RenderCache.CardImageKey {
        RenderCache.CardImageKey(
            card: RenderCache.CardKey(section: section, page: page), current: false, focused: false, marked: false, width: 10,
            height: 10)
    }

    @Test func imagesWithinTwoScreensAreKept() {
        let cache = RenderCache()
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        cache.keep(Self.image, for: Self.key(page: 0))
        cache.keep(Self.image, for: RenderCache.RowKey.tag(section: 0))
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        #expect(cache.cardImage(Self.key(page: 0)) != nil)
        #expect(cache.rowImage(.tag(section: 0)) != nil)
    }

    @Test func pastTwoScreensTheImagesTheLastFrameDidNotDrawAreDropped() {
        let cache = RenderCache()
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        for page in 0..<3 { cache.keep(Self.image, for: Self.key(page: page)) }
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        #expect(cache.cardImage(Self.key(page: 0)) != nil, "the last frame drew all three")
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        #expect(cache.cardImage(Self.key(page: 0)) != nil, "drawn in the last frame")
        #expect(cache.cardImage(Self.key(page: 1)) == nil)
        #expect(cache.cardImage(Self.key(page: 2)) == nil)
    }

    @Test func droppingImagesKeepsTheCardsText() {
        let cache = RenderCache()
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        var made = 0
        let text = { () -> RenderCache.CardText in
            made += 1
            return RenderCache.CardText(title: ShapedText("t"), body: [])
        }
        _ = cache.card(section: 0, page: 0, make: text)
        for page in 0..<3 { cache.keep(Self.image, for: Self.key(page: page)) }
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        #expect(cache.cardImage(Self.key(page: 1)) == nil)
        _ = cache.card(section: 0, page: 0, make: text)
        #expect(made == 1)
    }

    @Test func aLargerScreenKeepsMore() {
        let cache = RenderCache()
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 200, inView: 0..<1)
        for page in 0..<3 { cache.keep(Self.image, for: Self.key(page: page)) }
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 200, inView: 0..<1)
        #expect(cache.cardImage(Self.key(page: 2)) != nil)
    }

    /// A frame that draws only a draining dot draws no card: the cards of the sections in view
    /// stay, or every slide after a drain would draw its cards anew.
    @Test func theLatestDrawingOfASectionInViewIsKept() {
        let cache = RenderCache()
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<2)
        cache.drawingCards(section: 0)
        cache.keep(Self.image, for: Self.key(page: 0, section: 0))
        cache.drawingCards(section: 1)
        cache.keep(Self.image, for: Self.key(page: 0, section: 1))
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<2)
        cache.drawingCards(section: 0)
        cache.keep(Self.image, for: Self.key(page: 1, section: 0))
        cache.keep(Self.image, for: Self.key(page: 2, section: 0))
        // Four images of 100 cells: past two screens. Frame 3 draws no card.
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<2)
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<2)
        #expect(cache.cardImage(Self.key(page: 0, section: 1)) != nil, "section 1's latest drawing")
        #expect(cache.cardImage(Self.key(page: 1, section: 0)) != nil, "section 0's latest drawing")
        #expect(cache.cardImage(Self.key(page: 0, section: 0)) == nil, "drawn before section 0's latest drawing")
        // Section 1 scrolled out of view, two frames on (the looks above drew the three).
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        cache.prepare(revision: 1, layoutWidth: 8, look: 0, screenCells: 100, inView: 0..<1)
        #expect(cache.cardImage(Self.key(page: 0, section: 1)) == nil)
        #expect(cache.cardImage(Self.key(page: 2, section: 0)) != nil)
    }
}
