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

/// Pictures in a shelf and in the reader: asked for at the shelf's cards' size, placed in pixels
/// for each card of the group at rest, and in the reader as large as its box allows.
@Suite struct GroupedPictureTests {
    @Test func everyCardOfAShelfAtRestIsPlacedAndTheReadersPictureIsLarger() throws {
        var state = CarouselState(feed: PictureCardTests.feed(), options: CarouselOptions(pictures: .sixel),
                                  screenSize: Size(width: 200, height: 40))
        RestingPictureTests.answerAll(&state, at: 0.1)
        let strip = state.layout.cardStrip(ofSection: 0)
        #expect(strip.cardsPerPage == 3)
        let placed = state.restingPictures()
        let pictured = state.sections[0].content.pages.prefix(3).filter { $0.image != nil }.count
        #expect(placed.count == pictured && pictured > 1, "each card of the group, none of the next")
        #expect(placed.allSatisfy { $0.request.size.width == strip.textWidth })
        state.press(.enter, at: 1)
        RestingPictureTests.answerAll(&state, at: 1.1)
        let reader = try #require(state.restingPictures().first)
        #expect(state.restingPictures().count == 1, "the reader's picture alone")
        #expect(reader.request.size.width > strip.textWidth && reader.request.size.height > strip.pictureRows)
        state.press(.pageDown, at: 2)
        #expect(state.helpScroll == 0 || state.restingPictures().isEmpty, "pixels only while the picture shows whole")
    }
}

/// The driver draws the pictures in pixels when a card comes to rest, even when no cell changes
/// then and the app passes over the wakes that show nothing.
@Suite struct PixelsAtRestDriverTests {
    /// A screen of cells that keeps the pictures it was last told to draw in pixels.
    struct PixelScreen: FrameScreen {
        let size: Size
        /// What each call of `showPixelPictures` placed, in order.
        var placed: [[PicturePlacement]] = []

        mutating func show(_ frame: ScreenGrid, changes: [GridRun]) {}

        mutating func showPixelPictures(_ placements: [PicturePlacement], over frame: ScreenGrid, changes: [GridRun]) {
            placed.append(placements)
        }
    }

    @Test func aSlideThatSettlesOnAPictureDrawsItInPixelsWithoutAnotherInput() throws {
        let screenSize = Size(width: 100, height: 40)
        let state = CarouselState(feed: PictureCardTests.feed(), options: CarouselOptions(pictures: .sixel),
                                  screenSize: screenSize)
        let clock = SimulatedClock()
        let host = ClosureHost(loadPicture: { .pictureLoaded($0, .ready(PictureCardTests.solid($0))) })
        var driver = Driver(state: state, screen: PixelScreen(size: screenSize), clock: clock, host: host)
        driver.skipsWakesThatShowNothing = true
        driver.updateNow()
        #expect(driver.screen.placed.last?.map(\.request.name) == ["sunset.png"])
        driver.send(.key(.right))
        while let wake = driver.nextWake() {
            clock.time = wake
            driver.update()
        }
        #expect(!driver.state.isAnimating)
        let resting = try #require(driver.screen.placed.last)
        #expect(resting.map(\.request.name) == ["harbour.png"], "drawn once the slide rests")
        #expect(driver.screen.placed.contains { $0.isEmpty }, "none while it slid")
    }
}
