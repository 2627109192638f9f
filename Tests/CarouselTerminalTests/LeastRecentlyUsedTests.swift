import CarouselKit
import Testing

@testable import CarouselTerminal

/// The picture worker's answers, bounded by their bytes, and the sixel pictures the run loop keeps.
@Suite("Pictures kept, within bounds")
struct LeastRecentlyUsedTests {
    @Test func theLeastRecentlyUsedGoFirstOnceTheBytesPassTheLimit() {
        var cache = LeastRecentlyUsed<String, Int>(byteLimit: 100)
        cache.keep(1, size: 40, for: "a")
        cache.keep(2, size: 40, for: "b")
        #expect(cache.value(for: "a") == 1, "a is now the more recently used")
        cache.keep(3, size: 40, for: "c")
        #expect(cache.value(for: "b") == nil && cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
        #expect(cache.bytes == 80)
        cache.keep(4, size: 101, for: "huge")
        #expect(cache.value(for: "huge") == nil && cache.bytes == 80, "larger than the whole: not kept")
        cache.keep(5, size: 10, for: "a")
        #expect(cache.value(for: "a") == 5 && cache.bytes == 50, "kept again: its old bytes go")
    }

    @Test func sixelPicturesTheStateLetGoAreLetGoOnceThereAreMany() {
        let pictures = SixelPictures()
        let requests = (0...SixelPictures.pruneAbove).map {
            PictureRequest(name: "p\($0).png", size: Size(width: 10, height: 4), mode: .sixel, symbols: .quadrant)
        }
        for request in requests { pictures.store(request, bytes: [1]) }
        pictures.prune { $0 == requests[0] }
        #expect(pictures.bytes(for: requests[0]) == [1])
        #expect(requests.dropFirst().allSatisfy { pictures.bytes(for: $0) == nil })
        pictures.prune { _ in false }
        #expect(pictures.bytes(for: requests[0]) == [1], "one picture: nothing to prune")
    }
}
