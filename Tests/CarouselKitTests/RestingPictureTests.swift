@testable import CarouselKit
import Testing

/// Pixels outside the cell grid (sixel) only where a picture's card is whole on screen and at
/// rest: the placements the edge draws, and none while anything over them moves.
@Suite struct RestingPictureTests {
    static func sixelState() -> CarouselState {
        CarouselState(feed: PictureCardTests.feed(), options: CarouselOptions(pictures: .sixel),
                      screenSize: Size(width: 100, height: 40))
    }

    /// Answers every picture asked for with a solid red one.
    static func answerAll(_ state: inout CarouselState, at seconds: Double) {
        while let request = state.startPictureLoad() {
            _ = state.handle(.pictureLoaded(request, .ready(PictureCardTests.solid(request))), at: Instant(seconds: seconds))
        }
    }

    @Test func aReadyPictureAtRestIsPlacedOverItsSymbols() throws {
        var state = Self.sixelState()
        #expect(state.restingPictures().isEmpty, "nothing before the picture is ready")
        Self.answerAll(&state, at: 0.1)
        let placement = try #require(state.restingPictures().first)
        #expect(state.restingPictures().count == 1, "only the whole card; its neighbours peek")
        #expect(placement.request.name == "sunset.png" && placement.request.mode == .sixel)
        let grid = Renderer().render(state)
        let rect = placement.rect
        #expect(rect.width == placement.request.size.width && rect.height == placement.request.size.height)
        for (x, y) in [(rect.x, rect.y), (rect.x + rect.width - 1, rect.y + rect.height - 1)] {
            #expect(grid[x, y].style.background == PictureCardTests.red.color, "the picture's symbols at \(x), \(y)")
        }
        #expect(grid[rect.x - 1, rect.y].style.background != PictureCardTests.red.color)
        #expect(grid[rect.x, rect.y + rect.height].style.background != PictureCardTests.red.color)
    }

    @Test func nothingIsPlacedWhileTheSectionSlidesUntilItRestsAgain() throws {
        var state = Self.sixelState()
        Self.answerAll(&state, at: 0.1)
        state.press(.character("l"), at: 0.2)
        state.advance(to: Instant(seconds: 0.25))
        #expect(state.isAnimating && state.restingPictures().isEmpty)
        state.advance(to: Instant(seconds: 5))
        Self.answerAll(&state, at: 5)
        let placement = try #require(state.restingPictures().first)
        #expect(placement.request.name == "harbour.png")
    }

    @Test func nothingIsPlacedUnderAnOverlayOrInOtherModes() {
        var state = Self.sixelState()
        Self.answerAll(&state, at: 0.1)
        state.press(.character("?"), at: 0.2)
        #expect(state.restingPictures().isEmpty)
        var symbols = CarouselState(feed: PictureCardTests.feed(), options: CarouselOptions(pictures: .symbols),
                                    screenSize: Size(width: 100, height: 40))
        Self.answerAll(&symbols, at: 0.1)
        #expect(symbols.restingPictures().isEmpty)
    }
}
