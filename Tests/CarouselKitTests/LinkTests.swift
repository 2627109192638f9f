@testable import CarouselKit
import Testing

/// `o` and Enter: the focused card's link goes out as an effect, and the status line says what
/// became of it.
@Suite struct LinkTests {
    static let first = PageLink("https://example.org/first")!
    static let third = PageLink("mailto:team@example.org")!

    /// One section of three pages, the second without a link.
    static let feed = Feed(sections: [
        Section(id: "s", title: "Links", autoplay: .off, pages: [
            Page(id: "a", title: "First", link: first),
            Page(id: "b", title: "Second"),
            Page(id: "c", title: "Third", link: third),
        ]),
    ])

    @Test func oAsksToOpenTheFocusedCardsLinkOnTheBoardAndInTheReader() {
        var state = CarouselState.make(Self.feed)
        #expect(state.handle(.key(.character("o")), at: .zero) == .openLink(Self.first))
        #expect(state.handle(.key(.enter), at: .zero) == nil)
        #expect(state.overlay == .reader(section: 0, card: 0))
        #expect(state.handle(.key(.character("o")), at: .zero) == .openLink(Self.first))
        #expect(state.message == nil, "the outcome, not the request, is said")
        #expect(state.handle(.key(.right), at: .zero) == nil)
        #expect(state.handle(.key(.character("o")), at: .zero) == nil)
        #expect(state.message?.text == "No link on this card")
        #expect(state.overlay == .reader(section: 0, card: 1), "the reader stays open")
    }

    @Test func mid_slideTheLinkIsThatOfTheCardSlidTo() {
        var state = CarouselState.make(Self.feed)
        state.press(.character("3"), at: 0)
        #expect(state.isAnimating)
        #expect(state.handle(.key(.character("o")), at: Instant(seconds: 0.05)) == .openLink(Self.third))
    }

    @Test func aCardWithoutALinkSaysSo() {
        var state = CarouselState.make(Self.feed)
        state.press(.right, at: 0)
        #expect(state.handle(.key(.character("o")), at: Instant(seconds: 2)) == nil)
        #expect(state.message?.text == "No link on this card")
        #expect(state.message?.kind == .warning)
    }

    @Test func theOutcomeIsShownAndALongURLIsCut() {
        var state = CarouselState.make(Self.feed)
        _ = state.handle(.linkOpened(.opened(Self.first)), at: .zero)
        #expect(state.message?.text == "Opened https://example.org/first")
        let long = PageLink("https://example.org/" + String(repeating: "x", count: 100))!
        _ = state.handle(.linkOpened(.opened(long)), at: .zero)
        #expect(state.message?.text == "Opened " + long.url.prefix(59) + "…")
        _ = state.handle(.linkOpened(.failed("xdg-open not found\u{1B}[2J")), at: .zero)
        #expect(state.message?.text.hasPrefix("Could not open the link: xdg-open not found") == true)
        #expect(state.message?.text.contains("\u{1B}") == false, "a reason is drawn safely")
        #expect(state.message?.kind == .error)
    }

    @Test func renderNeverOpensALink() {
        var session = SimulatedSession(Self.feed)
        session.send(.key(.character("o")))
        #expect(session.state.message?.text == "Could not open the link: links open in the app, not here")
    }

    @Test func theHelpAndTheScreenReaderKnowTheLink() {
        let binding = KeyMap.standard.bindings.first { $0.actions == [.openLink] }
        #expect(binding?.keysLabel(glyphs: Glyphs(options: CarouselOptions())) == "o")
        var state = CarouselState.make(Self.feed, size: Size(width: 100, height: 40))
        state.press(.character("?"), at: 0)
        #expect(Renderer().render(state).plainText().contains("open the focused card's link"))
        let opening = Announcer.opening(CarouselState.make(Self.feed))
        #expect(opening.last?.hasSuffix("Link, o opens it: https://example.org/first") == true)
    }

    /// A link number means one URL for as long as a grid is drawn again; a fresh table (a new
    /// grid, one whose table filled up) makes every row differ from the frame before.
    @Test func cellsOfTheSameTextDifferWhenTheirLinksDo() {
        func grid(links urls: [String], titleLink url: String) -> ScreenGrid {
            var grid = ScreenGrid(size: Size(width: 10, height: 2))
            for url in urls { _ = grid.linkNumber(for: url) }
            grid.write("Docs", x: 0, y: 0, style: .plain)
            grid.setLink(grid.linkNumber(for: url) ?? 0, columns: 0..<4, y: 0)
            return grid
        }
        let first = grid(links: [], titleLink: "https://a.example/")
        let grown = grid(links: ["https://a.example/"], titleLink: "https://b.example/")
        #expect(grown.url(ofLink: grown[0, 0].link) == "https://b.example/")
        #expect(grown.changedRuns(since: first).map(\.y) == [0], "another number for another URL")
        let fresh = grid(links: [], titleLink: "https://b.example/")
        #expect(fresh[0, 0].link == first[0, 0].link, "the same number, another URL")
        #expect(fresh.changedRuns(since: first).map(\.y) == [0, 1], "a fresh table redraws everything")
        var full = ScreenGrid(size: Size(width: 4, height: 1))
        for index in 0..<ScreenGrid.linkCapacity { _ = full.linkNumber(for: "https://e.example/\(index)") }
        #expect(full.linkNumber(for: "https://e.example/new") == nil)
        #expect(full.linkNumber(for: "https://e.example/7") == 8)
    }
}
