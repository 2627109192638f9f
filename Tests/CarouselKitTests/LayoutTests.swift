@testable import CarouselKit
import PropertyBased
import Testing
import TestSeeds

/// docs/behaviour.md §2, §3.1: the layout model.
@Suite struct LayoutTests {
    @Test func cardsArePeekWideOfTheEdgesAndCappedAndCentredOnWideScreens() {
        let feed = TestFeeds.feed(pageCounts: [3])
        let narrow = FeedLayout(feed: feed, viewport: Size(width: 60, height: 20))
        #expect(narrow.cardWidth == 52)
        #expect(narrow.cardX == 4)
        #expect(narrow.stride == 54)
        let wide = FeedLayout(feed: feed, viewport: Size(width: 200, height: 20))
        #expect(wide.cardWidth == 80)
        #expect(wide.cardX == 60)
    }

    @Test func aSectionStacksTitleCardsTagDotsAndASeparator() {
        let feed = TestFeeds.feed(pageCounts: [3, 1], tag: "a tag")
        let layout = FeedLayout(feed: feed, viewport: Size(width: 60, height: 20))
        let first = layout.sections[0]
        #expect(first.title == Rect(x: 0, y: 0, width: 60, height: 1))
        #expect(first.cards.y == 1 && first.cards.height == 6)
        #expect(first.tagBand == Rect(x: 4, y: 7, width: 52, height: 1))
        #expect(first.pageControl == Rect(x: 4, y: 8, width: 52, height: 1))
        #expect(first.frame.height == 10)
        let single = layout.sections[1]
        #expect(single.pageControl.height == 0, "a single page hides its dots")
        #expect(single.frame.y == 10)
        #expect(layout.contentHeight == 19)
        #expect(layout.contentWidth(ofSection: 0) == 3 * 52 + 2 * 2)
    }

    @Test func theTagBandGrowsWithItsTextUpToThreeRows() {
        let long = String(repeating: "word ", count: 40)
        let layout = FeedLayout(feed: TestFeeds.feed(pageCounts: [2], tag: long), viewport: Size(width: 40, height: 20))
        #expect(layout.sections[0].tagLines.count == 3)
        #expect(layout.sections[0].tagLines[2].hasSuffix("…"))
        let japanese = String(repeating: "見れたらいいねスターダスト", count: 3)
        let wrapped = FeedLayout(feed: TestFeeds.feed(pageCounts: [2], tag: japanese), viewport: Size(width: 40, height: 20))
        #expect(wrapped.sections[0].tagBand.height == 3)
        #expect(wrapped.sections[0].tagLines.allSatisfy { DisplayWidth.of($0) <= wrapped.textWidth })
    }

    @Test func elementsInARectEqualABruteForceScan() async {
        let generator = zip(
            Gen.int(in: 1...6).array(of: 1...60),  // pages per section
            Gen.int(in: 0...3).array(of: 1...60),  // tag length class per section
            Gen.int(in: 20...220),  // viewport width
            Gen.int(in: -50...700), Gen.int(in: -50...700),  // rect origin
            Gen.int(in: 0...300), Gen.int(in: 0...120)  // rect size
        )
        let regressions = [
            // An empty rect above and left of everything, at the narrowest viewport.
            ([1], [0], 20, -50, -50, 0, 0),
            // A rect from inside the last section to past the content's end and right edge.
            ([6, 1, 6], [3, 0, 3], 220, 100, 40, 300, 120),
        ]
        await seededPropertyCheck(count: 500, input: generator, regressions: regressions) {
            pages, tags, width, x, y, rectWidth, rectHeight in
            var feed = TestFeeds.feed(pageCounts: pages)
            for index in feed.sections.indices {
                let words = tags[index % tags.count] * 12
                feed.sections[index].tag = words == 0 ? nil : String(repeating: "tag ", count: words)
                // Every layout, with cards narrow enough for shelves and grids of several.
                let style = CardLayout.Style.allCases[(tags[index % tags.count] + index) % 4]
                feed.sections[index].layout = CardLayout(style: style, cardWidth: 20 + index % 3 * 15, rows: 1 + index % 3)
            }
            let layout = FeedLayout(feed: feed, viewport: Size(width: width, height: 30))
            let rect = Rect(x: x, y: y, width: rectWidth, height: rectHeight)
            #expect(layout.elements(in: rect) == bruteForce(layout, rect))
        }
    }

    @Test func sectionsIntersectingRowsIsABinarySearchThatMatchesAScan() {
        let layout = FeedLayout(feed: TestFeeds.feed(pageCounts: Array(repeating: 3, count: 200)), viewport: Size(width: 80, height: 20))
        for start in stride(from: -10, through: layout.contentHeight + 10, by: 7) {
            for height in [0, 1, 5, 30] {
                let rows = start..<(start + height)
                let scan = layout.sections.indices.filter {
                    let frame = layout.sections[$0].frame
                    return !rows.isEmpty && frame.y < rows.upperBound && rows.lowerBound < frame.maxY
                }
                let found = layout.sections(intersecting: rows)
                #expect(Array(found) == scan)
            }
        }
    }

    @Test(arguments: [CardLayout.Style.banner, .shelf, .grid])
    func visibleCardsAreExactlyTheCardsOnScreen(style: CardLayout.Style) {
        var feed = TestFeeds.feed(pageCounts: [30])
        feed.sections[0].layout = CardLayout(style: style, cardWidth: 24)
        let layout = FeedLayout(feed: feed, viewport: Size(width: 90, height: 20))
        let strip = layout.cardStrip(ofSection: 0)
        let cards = layout.sections[0].cards
        for offset in -100...400 {
            let screen = Rect(x: 0, y: cards.y, width: 90, height: cards.height)
            let expected = (-20...60).filter { layout.cardFrame(section: 0, page: $0, offset: offset).intersects(screen) }
            #expect(strip.visibleCards(offset: offset) == expected, "offset \(offset)")
        }
    }

    /// Every element of every section, tested one by one.
    private func bruteForce(_ layout: FeedLayout, _ rect: Rect) -> [LayoutElement] {
        var result: [LayoutElement] = []
        for (index, section) in layout.sections.enumerated() {
            if section.title.intersects(rect) {
                result.append(LayoutElement(section: index, kind: .sectionTitle, frame: section.title))
            }
            for page in 0..<section.cardCount {
                let frame = layout.cardFrame(section: index, page: page)
                if frame.intersects(rect) { result.append(LayoutElement(section: index, kind: .card(page: page), frame: frame)) }
            }
            if section.tagBand.intersects(rect) {
                result.append(LayoutElement(section: index, kind: .tagBand, frame: section.tagBand))
            }
            if section.pageControl.intersects(rect) {
                result.append(LayoutElement(section: index, kind: .pageControl, frame: section.pageControl))
            }
        }
        return result
    }
}
