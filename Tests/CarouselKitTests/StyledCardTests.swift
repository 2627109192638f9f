@testable import CarouselFeed
@testable import CarouselKit
import Testing

/// Cards draw the styles a page's own text carries (docs/behaviour.md §3.11 `colors: true`): over the card's
/// style, after wrapping, and not at all without colours.
@Suite struct StyledCardTests {
    /// A page as a `colors: true` source gives it.
    static func page(id: String, title: String, body: String) -> Page {
        let title = StyledText(parsingEscapes: title)
        let body = StyledText(parsingEscapes: body)
        return Page(id: id, title: title.text, body: body.text, styles: PageStyles(title: title, body: body))
    }

    static let feed = Feed(sections: [
        Section(id: "ci", title: "Build status", autoplay: .off, pages: [
            page(
                id: "api", title: "API \u{1B}[32m✔ passed\u{1B}[0m",
                body: "Build \u{1B}[1m812\u{1B}[22m took 4m. Tests: 310 \u{1B}[32mok\u{1B}[39m, 2 \u{1B}[41;97mfailed\u{1B}[0m, "
                    + "3 skipped. Coverage \u{1B}[38;5;208m81%\u{1B}[0m and the \u{1B}[4mlog is long\u{1B}[24m enough to "
                    + "overflow the \u{1B}[35mthree lines of a card"),
            page(id: "web", title: "\u{1B}[31mWeb\u{1B}[0m", body: "peeking \u{1B}[34mblue\u{1B}[0m"),
        ]),
    ])

    static func render(_ feed: Feed = feed, options: CarouselOptions = CarouselOptions(), width: Int = 60) -> ScreenGrid {
        Renderer().render(CarouselState(feed: feed, options: options, screenSize: Size(width: width, height: 12)))
    }

    /// The styles of the cells where `text` first appears on the screen, in reading order.
    static func styles(of text: String, in grid: ScreenGrid) -> [Style]? {
        let symbols = Array(text)
        for y in 0..<grid.size.height {
            let cells = Array(grid.row(y).filter { !$0.isContinuation })
            guard symbols.count <= cells.count else { continue }
            for start in 0...(cells.count - symbols.count) where cells[start..<start + symbols.count].map(\.symbol) == symbols {
                return cells[start..<start + symbols.count].map(\.style)
            }
        }
        return nil
    }

    static func styles(_ style: Style, _ count: Int) -> [Style] {
        Array(repeating: style, count: count)
    }

    @Test func theCardShowsTheTextWithoutItsEscapes() {
        assertSnapshot(Self.render().plainText(), named: "styled-card")
    }

    @Test func spansColourTheirCellsOverTheCardsStyle() {
        let grid = Self.render()
        // The card title is bold; its own green comes on top, and "API" keeps the card's style.
        let title = Self.styles(of: "API ✔ passed", in: grid)
        #expect(title == Self.styles(Style(attributes: .bold), 4) + Self.styles(Style(foreground: .green, attributes: .bold), 8))
        let build = Self.styles(of: "Build 812 took", in: grid)
        #expect(build == Self.styles(Style(), 6) + Self.styles(Style(attributes: .bold), 3) + Self.styles(Style(), 5))
        let tests = Self.styles(of: "310 ok, 2 failed,", in: grid)
        #expect(tests == Self.styles(Style(), 4) + Self.styles(Style(foreground: .green), 2) + Self.styles(Style(), 4)
            + Self.styles(Style(foreground: .palette(15), background: .red), 6) + [Style()])
    }

    @Test func spansFollowTheTextOntoWrappedLinesAndTheEllipsis() {
        // At 60 columns a card's text is 48 wide: "under" ends the first line, "line" starts the
        // second, and the magenta text overflows the third.
        let body = String(repeating: "x", count: 40) + " \u{1B}[4munder line\u{1B}[24m " + String(repeating: "y", count: 40)
            + " \u{1B}[35mmagenta words that go on and on past the end of the card"
        let feed = Feed(sections: [Section(id: "s", title: "S", pages: [Self.page(id: "p", title: "T", body: body)])])
        let grid = Self.render(feed)
        let cells = (0..<grid.size.height).flatMap { grid.row($0) }
        // The underline covers "under line" across the wrap, but not the space the wrap dropped.
        #expect(String(cells.filter { $0.style == Style(attributes: .underline) }.map(\.symbol)) == "underline")
        #expect(Self.styles(of: "line yyy", in: grid) == Self.styles(Style(attributes: .underline), 4) + Self.styles(Style(), 4))
        // The last line ends with the ellipsis, in the style of the text it cuts.
        #expect(cells.filter { $0.symbol == "…" }.map(\.style) == [Style(foreground: .magenta)])
    }

    @Test func aPeekingCardKeepsItsColoursAndIsDimmed() {
        let grid = Self.render(options: CarouselOptions(metrics: LayoutMetrics(peek: 10)))
        #expect(Self.styles(of: "Web", in: grid) == Self.styles(Style(foreground: .red, attributes: .dim), 3))
        #expect(Self.styles(of: "peek", in: grid) == Self.styles(Style(attributes: .dim), 4))
    }

    @Test func withoutColoursTheSpansAreNotDrawn() {
        let grid = Self.render(options: CarouselOptions(color: false))
        #expect(grid.plainText() == Self.render().plainText())
        for text in ["Build 812 took", "310 ok, 2 failed,"] {
            let styles = Self.styles(of: text, in: grid)
            #expect(styles == Self.styles(Style(), text.count))
        }
        #expect(Self.styles(of: "passed", in: grid) == Self.styles(Style(attributes: .bold), 6))
    }

    @Test func tabsAreExpandedAcrossStyledParts() throws {
        let feed = Feed(sections: [Section(id: "s", title: "S", pages: [
            Self.page(id: "p", title: "T", body: "\u{1B}[31mab\u{1B}[0m\tX\n\u{1B}[32m冬\u{1B}[0m\tY"),
        ])])
        let grid = Self.render(feed)
        let lines = grid.plainText().split(separator: "\n").map(String.init)
        let first = try #require(lines.first { $0.contains("ab") })
        let second = try #require(lines.first { $0.contains("冬") })
        // Both tabs reach the same tab stop, 8 columns after the text starts.
        let start = try #require(first.range(of: "ab")).lowerBound
        #expect(first[start...].hasPrefix("ab      X"))
        #expect(second.contains("冬      Y"))
    }

    @Test func asciiModeKeepsTheStylesOnTheReplacedText() {
        let feed = Feed(sections: [Section(id: "s", title: "S", pages: [Self.page(id: "p", title: "T", body: "a\u{1B}[31m冬…\u{1B}[0mz")])])
        let grid = Self.render(feed, options: CarouselOptions(ascii: true))
        let styles = Self.styles(of: "a??...z", in: grid)
        #expect(styles == [Style()] + Self.styles(Style(foreground: .red), 5) + [Style()])
    }

    @Test func aLiveSectionWithoutPagesShowsTheLoadingCard() throws {
        let feed = try FeedReader.read("sections: [{title: Disk, source: {command: df -h, format: lines}}]", name: "live.yaml").feed
        // Allowed to run, not run yet (without permission the card names the command instead).
        let text = Self.render(feed, options: CarouselOptions(allowCommands: true)).plainText()
        #expect(text.contains("Loading…"))
        let ascii = Self.render(feed, options: CarouselOptions(ascii: true, allowCommands: true)).plainText()
        #expect(ascii.contains("Loading..."))
    }
}
