@testable import CarouselKit
import Testing

/// The drawn images the renderer keeps are bounded by the screen (two screens' worth of cells),
/// so that paging through a feed does not grow the heap; the images the last frame drew, and the
/// cards' text, are never dropped for it.
@Suite struct RenderCacheBudgetTests {
    static let image = ScreenGrid(size: Size(width: 10, height: 10))

    static func key(page: Int) -> RenderCache.CardImageKey {
        RenderCache.CardImageKey(
            card: RenderCache.CardKey(section: 0, page: page), current: false, focused: false, width: 10, height: 10)
    }

    @Test func imagesWithinTwoScreensAreKept() {
        let cache = RenderCache()
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        cache.keep(Self.image, for: Self.key(page: 0))
        cache.keep(Self.image, for: RenderCache.RowKey.tag(section: 0))
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        #expect(cache.cardImage(Self.key(page: 0)) != nil)
        #expect(cache.rowImage(.tag(section: 0)) != nil)
    }

    @Test func pastTwoScreensTheImagesTheLastFrameDidNotDrawAreDropped() {
        let cache = RenderCache()
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        for page in 0..<3 { cache.keep(Self.image, for: Self.key(page: page)) }
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        #expect(cache.cardImage(Self.key(page: 0)) != nil, "the last frame drew all three")
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        #expect(cache.cardImage(Self.key(page: 0)) != nil, "drawn in the last frame")
        #expect(cache.cardImage(Self.key(page: 1)) == nil)
        #expect(cache.cardImage(Self.key(page: 2)) == nil)
    }

    @Test func droppingImagesKeepsTheCardsText() {
        let cache = RenderCache()
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        var made = 0
        let text = { () -> RenderCache.CardText in
            made += 1
            return RenderCache.CardText(title: ShapedText("t"), body: [])
        }
        _ = cache.card(section: 0, page: 0, make: text)
        for page in 0..<3 { cache.keep(Self.image, for: Self.key(page: page)) }
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        #expect(cache.cardImage(Self.key(page: 1)) == nil)
        _ = cache.card(section: 0, page: 0, make: text)
        #expect(made == 1)
    }

    @Test func aLargerScreenKeepsMore() {
        let cache = RenderCache()
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 200)
        for page in 0..<3 { cache.keep(Self.image, for: Self.key(page: page)) }
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 200)
        #expect(cache.cardImage(Self.key(page: 2)) != nil)
    }
}
