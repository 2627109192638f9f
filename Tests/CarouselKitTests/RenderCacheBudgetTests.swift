@testable import CarouselKit
import Testing

/// The drawn images the renderer keeps are bounded by the screen (two screens' worth of cells),
/// so that paging through a feed does not grow the heap, and a screen's own images are never
/// dropped frame after frame.
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

    @Test func imagesPastTwoScreensAreDroppedAtTheNextFrame() {
        let cache = RenderCache()
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        for page in 0..<3 { cache.keep(Self.image, for: Self.key(page: page)) }
        #expect(cache.cardImage(Self.key(page: 2)) != nil, "kept until the frame ends")
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        #expect((0..<3).allSatisfy { cache.cardImage(Self.key(page: $0)) == nil })
        // Counted again from nothing: two images fit once more.
        for page in 0..<2 { cache.keep(Self.image, for: Self.key(page: page)) }
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 100)
        #expect(cache.cardImage(Self.key(page: 1)) != nil)
    }

    @Test func aLargerScreenKeepsMore() {
        let cache = RenderCache()
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 200)
        for page in 0..<3 { cache.keep(Self.image, for: Self.key(page: page)) }
        cache.prepare(revision: 1, textWidth: 8, look: 0, screenCells: 200)
        #expect(cache.cardImage(Self.key(page: 2)) != nil)
    }
}
