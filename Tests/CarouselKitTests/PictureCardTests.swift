@testable import CarouselKit
import Testing

/// Pages with pictures: taller cards in their section, the state asking the edge for each
/// picture in view and taking its answers, the placeholder, the picture and a failure.
@Suite struct PictureCardTests {
    /// A red a cell keeps exactly (a style keeps 5 bits a channel: 255 and 8 are two of its levels).
    static let red = CellPicture.Pixel(red: 255, green: 8, blue: 8)

    static func feed() -> Feed {
        Feed(sections: [
            Section(id: "art", title: "Art", autoplay: .off, pages: [
                Page(id: "a", title: "Sunset", body: "Over the bay", image: "sunset.png", alt: "An orange sun"),
                Page(id: "b", title: "Harbour", image: "harbour.png", alt: "Boats at rest"),
                Page(id: "c", title: "Words only", body: "No picture here"),
            ]),
            Section(id: "news", title: "News", autoplay: .off, pages: [Page(id: "n", title: "Headline", body: "Text")]),
        ])
    }

    /// A picture of one colour, filling `request`'s cells.
    static func solid(_ request: PictureRequest, _ pixel: CellPicture.Pixel = red) -> CellPicture {
        let (size, symbols) = (request.size, request.symbols)
        return CellPicture(
            columns: size.width, rows: size.height, symbols: symbols,
            pixels: Array(repeating: pixel, count: size.width * size.height * symbols.pixelsAcross * symbols.pixelsDown))
    }

    static func requests(_ state: inout CarouselState) -> [PictureRequest] {
        var asked: [PictureRequest] = []
        while let request = state.startPictureLoad() { asked.append(request) }
        return asked
    }

    @Test func aSectionWithPicturesHasTallerCardsAndWordsKeepTheirs() {
        let state = CarouselState.make(Self.feed(), size: Size(width: 100, height: 40))
        let layout = state.layout
        #expect(layout.sections[0].pictureRows == Section.defaultImageRows)
        #expect(layout.sections[0].cards.height == layout.cardHeight + Section.defaultImageRows)
        #expect(layout.sections[1].pictureRows == 0 && layout.sections[1].cards.height == layout.cardHeight)
        var custom = Self.feed()
        custom.sections[0].imageRows = 4
        #expect(CarouselState.make(custom).layout.sections[0].cards.height == layout.cardHeight + 4)
    }

    @Test func theStateAsksForEachPictureInViewOnceAtItsCardsSize() {
        var state = CarouselState.make(Self.feed(), size: Size(width: 100, height: 40))
        let width = state.layout.textWidth, rows = Section.defaultImageRows
        let asked = Self.requests(&state)
        // The page without a body gives its picture the body's rows too.
        #expect(asked == [
            PictureRequest(name: "sunset.png", size: Size(width: width, height: rows), mode: .symbols, symbols: .quadrant),
            PictureRequest(name: "harbour.png", size: Size(width: width, height: rows + 3), mode: .symbols, symbols: .quadrant),
        ])
        #expect(Self.requests(&state).isEmpty, "asked once")
        _ = state.handle(.resize(Size(width: 70, height: 40)), at: Instant(seconds: 1))
        #expect(Self.requests(&state).map(\.size.width) == [state.layout.textWidth, state.layout.textWidth],
                "a resize asks again at the new size")
    }

    @Test func aFeedOfWordsAsksForNothingAndNoneAsksForNothing() {
        var words = CarouselState.make(TestFeeds.feed(pageCounts: [3, 3]))
        #expect(Self.requests(&words).isEmpty)
        var off = CarouselState(feed: Self.feed(), options: CarouselOptions(pictures: .none), screenSize: Size(width: 100, height: 40))
        #expect(Self.requests(&off).isEmpty)
        #expect(Renderer().render(off).plainText().contains("An orange sun"), "the alt text in the card")
    }

    @Test func thePlaceholderThenThePictureInTheCard() throws {
        var state = CarouselState.make(Self.feed(), size: Size(width: 100, height: 40))
        let request = try #require(Self.requests(&state).first)
        let waiting = Renderer().render(state)
        #expect(waiting.plainText().contains("An orange sun"), "the alt text while it loads")
        _ = state.handle(.pictureLoaded(request, .ready(Self.solid(request))), at: Instant(seconds: 0.1))
        let shown = Renderer().render(state)
        #expect(!shown.plainText().contains("An orange sun"))
        let card = state.layout.cardFrame(section: 0, page: 0)
        // The picture's area: inside the border, one column of padding, from the card's second row.
        let top = 1 + card.y - state.verticalOffset + 1
        for (x, y) in [(card.x + 2, top), (card.x + 2 + request.size.width - 1, top + request.size.height - 1)] {
            #expect(shown[x, y].style.background == Self.red.color, "a picture cell at \(x), \(y)")
        }
        #expect(shown.plainText().contains("Sunset"), "the title under the picture")
        #expect(!(shown[card.x + 2, top + request.size.height].style.background == Self.red.color))
    }

    @Test func aFailureShowsTheAltTextAndEShowsWhy() throws {
        var state = CarouselState.make(Self.feed(), size: Size(width: 100, height: 40))
        let request = try #require(Self.requests(&state).first)
        _ = state.handle(.pictureLoaded(request, .failed("not a PNG or JPEG picture")), at: Instant(seconds: 0.1))
        let screen = Renderer().render(state).plainText()
        #expect(screen.contains("An orange sun") && screen.contains("Picture not shown"))
        state.press(.character("e"), at: 0.2)
        #expect(state.overlay == .pictureDetails(section: 0))
        #expect(Renderer().render(state).plainText().contains("not a PNG or JPEG picture"))
    }

    @Test func aChangedPictureIsAskedForAgainAndShownUntilReplaced() throws {
        var state = CarouselState.make(Self.feed(), size: Size(width: 100, height: 40))
        let request = try #require(Self.requests(&state).first)
        _ = state.handle(.pictureLoaded(request, .ready(Self.solid(request))), at: Instant(seconds: 0.1))
        _ = state.handle(.pictureChanged("sunset.png"), at: Instant(seconds: 0.2))
        let kept = state.picture(for: request) == .ready(Self.solid(request))
        #expect(kept, "the old picture stays meanwhile")
        #expect(Self.requests(&state) == [request])
        let blue = CellPicture.Pixel(red: 0, green: 0, blue: 250)
        _ = state.handle(.pictureLoaded(request, .ready(Self.solid(request, blue))), at: Instant(seconds: 0.3))
        let replaced = state.picture(for: request) == .ready(Self.solid(request, blue))
        #expect(replaced)
        let stale = PictureRequest(name: "sunset.png", size: Size(width: 1, height: 1), mode: .symbols, symbols: .quadrant)
        _ = state.handle(.pictureLoaded(stale, .failed("late")), at: Instant(seconds: 0.4))
        #expect(state.picture(for: stale) == nil, "an answer nobody awaits is dropped")
    }
}
