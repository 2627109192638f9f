@testable import CarouselKit
import PropertyBased
import Testing
import TestSeeds

/// Shelves and grids (docs/feed-format.md, Layouts): a page is a group of cards, the focused card
/// of the group is marked, a resize regroups around it, and the reader opens it whole.
@Suite struct LayoutGroupTests {
    /// One section of `cards` cards laid out as `layout`, auto-advance off unless `autoplay`.
    static func feed(cards: Int, layout: CardLayout = CardLayout(), autoplay: SectionAutoplay = .off) -> Feed {
        var feed = TestFeeds.feed(pageCounts: [cards], sectionAutoplay: autoplay)
        feed.sections[0].layout = layout
        return feed
    }

    @Test func columnsAreTheRoomDividedByTheNarrowestCard() {
        func grouping(_ style: CardLayout.Style?, width: Int, cardWidth: Int = 60, rows: Int = 2) -> CardGrouping {
            CardGrouping(CardLayout(style: style, cardWidth: cardWidth, rows: rows), width: width, metrics: .standard)
        }
        // auto: a banner until two cards of 60, two peeks of 4 and a gap fit (130 columns).
        for width in [80, 100, 124, 129] {
            let banner = grouping(nil, width: width)
            #expect(banner.columns == 1 && banner.cardWidth == min(80, width - 8), "\(width)")
            #expect(banner == grouping(.banner, width: width))
        }
        let two = grouping(.auto, width: 130)
        #expect((two.columns, two.rows, two.cardWidth, two.cardX) == (2, 1, 60, 4))
        let three = grouping(.auto, width: 200)
        #expect((three.columns, three.cardWidth, three.cardX) == (3, 62, 5), "3 × 62 + 2 gaps = 190, centred")
        #expect(grouping(.banner, width: 200).cardWidth == 80)
        // A shelf too narrow for two is one card as wide as asked, at least a banner's.
        #expect(grouping(.shelf, width: 100).cardWidth == 80)
        #expect(grouping(.shelf, width: 150, cardWidth: 100).cardWidth == 100)
        let grid = grouping(.grid, width: 200, cardWidth: 40, rows: 3)
        #expect((grid.columns, grid.rows, grid.cardsPerPage) == (4, 3, 12))
        #expect(grid.pageCount(cards: 25) == 3 && grid.pageCount(cards: 24) == 2 && grid.pageCount(cards: 1) == 1)
        #expect(grouping(.auto, width: 200).cardsPerPage == grouping(.shelf, width: 200).cardsPerPage)
    }

    @Test func pagesAreGroupsAndTheLastMayBePartial() {
        var state = CarouselState.make(Self.feed(cards: 7), size: Size(width: 200, height: 30))
        #expect(state.sections[0].pageCount == 3)
        #expect(state.layout.sections[0].pageCount == 3)
        state.press(.right, at: 0)
        #expect(state.targetPage(ofSection: 0) == 1)
        #expect(state.sections[0].focusedCard == 3)
        state.press(.right, at: 0.1)
        state.press(.right, at: 0.2)
        #expect(state.targetPage(ofSection: 0) == 2, "manual paging stops at the last group")
        #expect(state.sections[0].focusedCard == 6, "the partial group's only card")
        let screen = Renderer().render(state.at(2)).plainText()
        #expect(screen.contains("Page 3/3"))
        #expect(screen.contains("Card 1.7") && !screen.contains("Card 1.1 "))
        state.press(.character("4"), at: 3)
        #expect(state.message?.text == "No page 4: this section has 3 pages")
        state.press(.character("1"), at: 4)
        #expect(state.targetPage(ofSection: 0) == 0)
    }

    @Test func aLoopSectionIsARingOfGroups() {
        var feed = Self.feed(cards: 7, autoplay: .on(AutoplayOverrides(interval: 1, wrap: .loop)))
        feed.autoplay = AutoplaySettings(interval: 1, resumeAfter: 1)
        var session = SimulatedSession(feed, size: Size(width: 200, height: 30))
        let targets = session.targets(ofSection: 0, until: 6).map(\.page)
        #expect(Array(targets.prefix(4)) == [0, 1, 2, 0], "after the partial last group, the first slides in")
        // On the last group, the first group peeks after it: the ring never shows an end.
        var state = CarouselState.make(feed, size: Size(width: 200, height: 30))
        state.press(.character("3"), at: 0)
        let screen = Renderer().render(state.at(1)).plainText()
        #expect(screen.contains("Card 1.7") && screen.contains("╭──"))
        #expect(state.at(1).layout.sections[0].pageCount == 3)
    }

    @Test func aClickFocusesACardWhichIsMarkedAndOpens() {
        var state = CarouselState.make(Self.feed(cards: 7), size: Size(width: 200, height: 30))
        let card = state.layout.cardFrame(section: 0, page: 2)
        _ = state.handle(.mouse(MouseEvent(.click, x: card.x + 3, y: card.y + 2)), at: .zero)
        #expect(state.sections[0].focusedCard == 2)
        #expect(state.targetPage(ofSection: 0) == 0, "a card of the page shown does not move it")
        let top = Renderer().render(state).plainText().split(separator: "\n")[card.y + 1]
        let marker = top.firstIndex(of: "▸").map { top.distance(from: top.startIndex, to: $0) }
        #expect(marker == card.x + 2, "the focused card's top edge carries the marker")
        state.press(.enter, at: 0.1)
        #expect(state.overlay == .reader(section: 0, card: 2))
        // A click on the peeking next group pages to it and focuses the card clicked.
        state.press(.escape, at: 0.2)
        let peeking = state.layout.cardFrame(section: 0, page: 3)
        _ = state.handle(.mouse(MouseEvent(.click, x: 198, y: peeking.y + 2)), at: Instant(seconds: 0.3))
        #expect(state.targetPage(ofSection: 0) == 1 && state.sections[0].focusedCard == 3)
        // The focused card's place stays as the pages turn, on the last card of a shorter page.
        _ = state.handle(.mouse(MouseEvent(.click, x: state.layout.cardFrame(section: 0, page: 5).x + 3 - 195, y: peeking.y + 2)),
                         at: Instant(seconds: 2))
        #expect(state.sections[0].focusedCard == 5)
        state.press(.right, at: 3)
        #expect(state.sections[0].focusedCard == 6)
        state.press(.left, at: 4)
        #expect(state.sections[0].focusedCard == 5)
    }

    @Test func aResizeRegroupsAroundTheFocusedCard() {
        var state = CarouselState.make(Self.feed(cards: 9), size: Size(width: 200, height: 30))
        state.press(.right, at: 0)
        state.press(.enter, at: 1)
        state.press(.right, at: 1.1)
        #expect(state.sections[0].focusedCard == 4)
        state.press(.escape, at: 1.2)
        _ = state.handle(.resize(Size(width: 100, height: 28)), at: Instant(seconds: 2))
        #expect(state.targetPage(ofSection: 0) == 4 && state.sections[0].pageCount == 9, "a banner on card 5")
        #expect(Renderer().render(state.at(3)).plainText().contains("Page 5/9"))
        _ = state.handle(.resize(Size(width: 130, height: 28)), at: Instant(seconds: 3))
        #expect(state.targetPage(ofSection: 0) == 2 && state.sections[0].focusedCard == 4, "two a page: page 3")
        _ = state.handle(.resize(Size(width: 200, height: 28)), at: Instant(seconds: 4))
        #expect(state.targetPage(ofSection: 0) == 1 && state.sections[0].focusedCard == 4)
    }

    @Test func aGridPageIsRowsOfColumns() {
        let feed = Self.feed(cards: 14, layout: CardLayout(style: .grid, cardWidth: 40, rows: 2))
        let state = CarouselState.make(feed, size: Size(width: 200, height: 40))
        let frame = state.layout.sections[0]
        #expect(frame.grouping.cardsPerPage == 8 && frame.pageCount == 2)
        #expect(frame.cards.height == 2 * 6 + 1)
        #expect(state.layout.cardFrame(section: 0, page: 4).y == frame.cards.y + 7, "the second row under the first")
        #expect(state.layout.cardFrame(section: 0, page: 4).x == state.layout.cardFrame(section: 0, page: 0).x)
        let screen = Renderer().render(state).plainText()
        #expect(screen.contains("Card 1.8") && screen.contains("Page 1/2"))
    }

    static let longBody = (1...40).map { "Line \($0) of a long body." }.joined(separator: "\n")

    @Test func theReaderShowsEveryLineScrollsAndWaitsForAutoAdvance() {
        var feed = TestFeeds.feed(pageCounts: [3], autoplay: AutoplaySettings(interval: 1, resumeAfter: 1))
        feed.sections[0].pages[1].body = Self.longBody
        feed.sections[0].pages[1].link = PageLink("https://example.org/long")
        var state = CarouselState.make(feed, size: Size(width: 100, height: 30))
        state.press(.right, at: 0)
        state.press(.character("v"), at: 0.5)
        #expect(state.overlay == .reader(section: 0, card: 1))
        var screen = Renderer().render(state).plainText()
        #expect(screen.contains("Card 1.2") && screen.contains("Line 1 of") && screen.contains("↓ more"))
        #expect(screen.contains("⏸ reading"))
        state.press(.end, at: 1)
        screen = Renderer().render(state).plainText()
        #expect(screen.contains("Line 40 of") && screen.contains("https://example.org/long") && !screen.contains("Line 1 of"))
        state.press(.home, at: 1.5)
        #expect(state.helpScroll == 0)
        state.press(.pageDown, at: 2)
        #expect(state.helpScroll > 0)
        _ = state.handle(.mouse(MouseEvent(.wheelUp, x: 50, y: 10)), at: Instant(seconds: 2.5))
        #expect(state.helpScroll >= 0)
        state.press(.character("x"), at: 3)
        #expect(state.overlay == .reader(section: 0, card: 1), "a stray key keeps the place")
        // Auto-advance waits while the reader is open, and does not catch up after.
        #expect(state.at(60).targetPage(ofSection: 0) == 1)
        state.press(.escape, at: 60)
        #expect(state.overlay == nil && state.targetPage(ofSection: 0) == 1, "closed on the same page")
        #expect(state.at(60.9).targetPage(ofSection: 0) == 1)
        #expect(state.at(62.5).targetPage(ofSection: 0) == 2, "then it goes on, a page at a time")
    }

    @Test func theScreenReaderSaysTheWholeCardOnEnterAndEveryCardOfAGroup() {
        var feed = Self.feed(cards: 5)
        feed.sections[0].pages[0].body = Self.longBody
        var session = SimulatedSession(feed, size: Size(width: 200, height: 30))
        let before = session.state
        session.press(.enter)
        let said = Announcer.changes(from: before, to: session.state)
        #expect(said.first?.hasPrefix("Reader, card 1 of 5: Card 1.1. Line 1 of a long body.") == true)
        #expect(said.first?.contains("Line 40 of a long body.") == true)
        session.press(.escape)
        let closed = session.state
        session.press(.right)
        #expect(Announcer.changes(from: closed, to: session.state).first?.hasPrefix(
            "Page 2 of 2, cards 4 to 5 of 5. Card 4: Card 1.4.") == true)
    }
}

/// A live section in a shelf: new pages keep the focused card (by id) and its place in its group.
@Suite struct LiveShelfTests {
    @Test func newPagesKeepTheFocusedCardInItsGroup() {
        var feed = LiveSourceTests.liveFeed(count: 1, gap: 0)
        feed.sections[0].layout = CardLayout(style: .shelf)
        var state = CarouselState.make(feed, size: Size(width: 200, height: 30))
        let titles = (1...7).map { "P\($0)" }
        _ = LiveSourceTests.run(&state, at: 0, .loaded(SourceOutput(pages: titles.map { Page(id: $0, title: $0) })))
        #expect(state.sections[0].pageCount == 3)
        state.press(.right, at: 1)
        state.press(.enter, at: 2)
        state.press(.right, at: 2.1)
        state.press(.escape, at: 2.2)
        #expect(state.sections[0].focusedCard == 4)
        // Two new cards in front: P5 is now the seventh card, on the third page.
        _ = state.handle(.key(.character("r")), at: Instant(seconds: 3))
        let more = ["N1", "N2"] + titles
        _ = LiveSourceTests.run(&state, at: 3, .loaded(SourceOutput(pages: more.map { Page(id: $0, title: $0) })))
        #expect(state.sections[0].content.pages[state.sections[0].focusedCard].id == "P5")
        #expect(state.targetPage(ofSection: 0) == 2)
        #expect(Renderer().render(state.at(5)).plainText().contains("Page 3/3"))
    }
}
