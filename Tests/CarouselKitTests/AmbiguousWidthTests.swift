import BuiltinFeed
@testable import CarouselFeed
@testable import CarouselKit
import Testing

/// docs/behaviour.md §3.6: East Asian Ambiguous characters two columns wide, where the terminal draws them so.
@Suite("Ambiguous width")
struct AmbiguousWidthTests {
    /// Ambiguous to UAX #11 and one column to glibc: two where the terminal draws them wide.
    static let ambiguous: [Unicode.Scalar] = [
        "─", "│", "╭", "╯", "●", "○", "◑", "…", "·", "—", "“", "←", "→", "↑", "▶", "★", "①", "α", "Ω", "Б", "é",
        "°", "×", "※", "\u{E000}", "\u{FFFD}", "\u{1F100}", "\u{F0000}", "\u{10FFFD}",
    ]
    /// Not ambiguous (or not one column to glibc): the same in every terminal.
    static let fixed: [(Unicode.Scalar, Int)] = [
        ("a", 1), ("冬", 2), ("か", 2), ("ｶ", 1), ("◕", 1), ("◔", 1), ("⬤", 1), ("‹", 1), ("▸", 1), ("⏸", 1),
        ("🍣", 2), ("\u{301}", 0), ("\u{200D}", 0), ("\u{7F}", -1),
    ]

    @Test func ambiguousCharactersAreTwoColumnsOnlyWhereTheTerminalSaysSo() {
        for scalar in Self.ambiguous {
            let name = "U+\(String(scalar.value, radix: 16, uppercase: true))"
            #expect(DisplayWidth.isAmbiguous(scalar), "\(name)")
            #expect(DisplayWidth.columns(of: scalar) == 1, "\(name)")
            #expect(DisplayWidth.columns(of: scalar, ambiguous: .wide) == 2, "\(name)")
        }
        for (scalar, width) in Self.fixed {
            let name = "U+\(String(scalar.value, radix: 16, uppercase: true))"
            #expect(!DisplayWidth.isAmbiguous(scalar), "\(name)")
            #expect(DisplayWidth.columns(of: scalar, ambiguous: .wide) == width, "\(name)")
        }
    }

    /// The wide table is glibc's with one switch: a one-column ambiguous character becomes two.
    @Test func theWideTableDiffersFromGlibcOnlyInOneColumnAmbiguousCharacters() throws {
        var count = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let narrow = DisplayWidth.columns(of: scalar), wide = DisplayWidth.columns(of: scalar, ambiguous: .wide)
            if DisplayWidth.isAmbiguous(scalar) {
                count += 1
                #expect(narrow == 1 && wide == 2, "U+\(String(value, radix: 16))")
            } else if narrow != wide {
                Issue.record("U+\(String(value, radix: 16)): \(narrow) and \(wide)")
            }
        }
        // Ambiguous in Unicode 14 and one column to glibc: the private use planes are most of it.
        #expect(count > 130_000 && count < 140_000, "\(count)")
    }

    @Test func textIsMeasuredWithTheTerminalsWidth() {
        #expect(DisplayWidth.of("● ○ …") == 5)
        #expect(DisplayWidth.of("● ○ …", ambiguous: .wide) == 8)
        #expect(DisplayWidth.of("冬 α", ambiguous: .wide) == 5)
        #expect(DisplayWidth.of("e\u{301}", ambiguous: .wide) == 1, "e is not ambiguous; the mark stays 0")
        #expect(DisplayWidth.of("é", ambiguous: .wide) == 2)
    }

    @Test func wrappingCountsAmbiguousCharactersAsTwo() {
        #expect(TextWrapper.wrap("αβγδε", width: 6, maxLines: 3, ambiguous: .wide) == ["αβγ", "δε"])
        #expect(TextWrapper.wrap("αβγδε", width: 6, maxLines: 3) == ["αβγδε"])
        // The ellipsis takes two columns too.
        #expect(TextWrapper.wrap("abcdefgh", width: 5, maxLines: 1, ambiguous: .wide) == ["abc…"])
        #expect(TextWrapper.wrap("abcdefgh", width: 5, maxLines: 1) == ["abcd…"])
        for line in TextWrapper.wrap("“Ωμέγα” — ①②③ ★☆ → カシミヤ…", width: 9, maxLines: 9, ambiguous: .wide) {
            #expect(DisplayWidth.of(line, ambiguous: .wide) <= 9, "\(line)")
        }
    }

    @Test func tabStopsCountAmbiguousCharactersAsTwo() {
        #expect(TerminalText.sanitize("·\tx") == "·" + String(repeating: " ", count: 7) + "x")
        #expect(TerminalText.sanitize("·\tx", ambiguous: .wide) == "·" + String(repeating: " ", count: 6) + "x")
    }

    @Test func theGridClipsAmbiguousCharactersAsWideOnes() {
        var grid = ScreenGrid(size: Size(width: 6, height: 1), ambiguousWidth: .wide)
        #expect(grid.write("●a○", x: 0, y: 0, style: .plain) == 5)
        #expect(grid[0, 0].symbol == "●" && grid[0, 0].width == 2 && grid[1, 0].isContinuation)
        #expect(grid[2, 0].symbol == "a" && grid[3, 0].symbol == "○" && grid[3, 0].width == 2)
        var cut = ScreenGrid(size: Size(width: 6, height: 1), ambiguousWidth: .wide)
        cut.write("a…b", x: 0, y: 0, style: .plain, clip: 0..<2)
        #expect(cut.plainText() == "a", "the ellipsis cut by the clip is blank, never half")
        var edge = ScreenGrid(size: Size(width: 5, height: 1), ambiguousWidth: .wide)
        edge.write("abcd─", x: 0, y: 0, style: .plain)
        #expect(edge.plainText() == "abcd")
        #expect(TextClippingTests.problems(in: edge, row: 0).isEmpty)
    }

    @Test func aRuleOfTwoColumnGlyphsFillsItsColumnsAndBlanksAnOddOne() {
        for x in -5...8 {
            for columns in 0...7 {
                var grid = ScreenGrid(size: Size(width: 8, height: 1), ambiguousWidth: .wide)
                grid.write("xxxxxxxx", x: 0, y: 0, style: .plain)
                grid.repeatSymbol("─", columns: columns, x: x, y: 0, style: .plain)
                #expect(TextClippingTests.problems(in: grid, row: 0).isEmpty, "x \(x), \(columns) columns")
                let covered = (max(0, x)..<max(max(0, x), min(8, x + columns)))
                #expect(covered.allSatisfy { grid[$0, 0].symbol != "x" }, "x \(x), \(columns) columns")
                #expect((0..<8).filter { !covered.contains($0) }.allSatisfy { grid[$0, 0].symbol == "x" })
            }
        }
    }

    @Test func pageDotsTakeTwoColumnsEachAndADrainingDotKeepsItsSlot() {
        let glyphs = Glyphs(ascii: false, ambiguous: .wide)
        #expect(glyphs.dotWidth == 2)
        let control = PageControl(pageCount: 4, currentPage: 1, width: 21, glyphs: glyphs)
        #expect(control.items.map(\.text) == ["○", "●", "○", "○"])
        #expect(control.items.map(\.column) == [5, 8, 11, 14])
        #expect(control.page(atColumn: 9) == 1 && control.page(atColumn: 10) == nil)
        // ◕ is not ambiguous (one column); it still takes the dot's two.
        let draining = PageControl(pageCount: 4, currentPage: 1, width: 21, glyphs: glyphs, progress: 0.3)
        #expect(draining.items[1].text == "◕" && draining.items.map(\.column) == control.items.map(\.column))
        for width in 8...40 {
            for current in [0, 1, 20, 99] {
                let condensed = PageControl(pageCount: 100, currentPage: current, width: width, glyphs: glyphs)
                #expect((condensed.items.map { $0.column + $0.width }.max() ?? 0) <= width, "width \(width)")
                #expect(condensed.items.contains { $0.text == "\(current + 1)/100" })
            }
        }
    }

    @Test func bordersAreAsciiByDefaultWhereAmbiguousIsWide() {
        #expect(Glyphs(ascii: false).topLeft == "╭")
        #expect(Glyphs(ascii: false, ambiguous: .wide).topLeft == "+")
        #expect(Glyphs(ascii: false, border: .rounded, ambiguous: .wide).horizontal == "─")
        #expect(Glyphs(ascii: false, border: .ascii).vertical == "|")
        #expect(Glyphs(ascii: false, border: .none).topLeft == " ")
        #expect(Glyphs(ascii: true, border: .rounded, ambiguous: .wide).topLeft == "+", "--ascii wins")
        #expect(Glyphs(ascii: false, ambiguous: .wide).currentDot == "●", "dots stay, two columns wide")
    }

    @Test func cardsAreEvenWideWhereBoxDrawingIsTwoColumns() {
        let feed = TestFeeds.feed(pageCounts: [3], tag: "αβγδε ζηθικ λμνξο")
        for width in 20...41 {
            let layout = FeedLayout(feed: feed, viewport: Size(width: width, height: 20), ambiguous: .wide)
            #expect(layout.cardWidth % 2 == 0, "viewport \(width)")
            for line in layout.sections[0].tagLines {
                #expect(DisplayWidth.of(line, ambiguous: .wide) <= layout.textWidth)
            }
        }
        let narrow = FeedLayout(feed: feed, viewport: Size(width: 61, height: 20))
        #expect(narrow.cardWidth == 53)
    }

    /// The real renderer with rounded borders two columns a glyph: every frame of slides keeps
    /// every row whole, and each card's rule meets its corners.
    @Test(arguments: [BorderStyle.rounded, .auto], [21, 60, 101])
    func framesDuringSlidesKeepEveryRowWhole(border: BorderStyle, screenWidth: Int) {
        let pages = (0..<3).map { Page(id: "p\($0)", title: "“Ωμέγα” \($0) — カシミヤ", body: "①②③ ★☆ → やわらかなカシミヤ…") }
        let feed = Feed(title: "冬 — α", sections: [Section(id: "s", title: "冬 · ①", tag: "→ ← ↑ ↓", pages: pages)])
        let options = CarouselOptions(ambiguousWidth: .wide, border: border)
        var session = SimulatedSession(state: CarouselState(feed: feed, options: options, screenSize: Size(width: screenWidth, height: 14)))
        let renderer = Renderer()
        for key in [Key.right, .right, .left, .home] {
            session.send(.key(key))
            for _ in 0..<25 {
                session.wait(1.0 / 60)
                let grid = renderer.render(session.state)
                #expect(grid.ambiguousWidth == .wide)
                for y in 0..<grid.size.height {
                    let problems = TextClippingTests.problems(in: grid, row: y)
                    #expect(problems.isEmpty, "\(border), width \(screenWidth), row \(y): \(problems)")
                }
            }
        }
        guard border == .rounded else { return }
        let layout = session.state.layout
        let grid = renderer.render(session.state)
        // The header row is above the feed.
        let top = 1 + layout.sections[0].cards.y
        let right = layout.cardX + layout.cardWidth
        #expect(grid[layout.cardX, top].symbol == "╭" && grid[right - 2, top].symbol == "╮")
        #expect(grid[right - 4, top].symbol == "─" && grid[right - 1, top].isContinuation)
    }

    @Test func theHelpSaysHowTheWidthWasFound() {
        let detected = CarouselOptions(ambiguousWidth: .wide, ambiguousWidthSource: .detected)
        #expect(HelpOverlay.ambiguousWidthLine(detected).help == "2 columns (the terminal answered)")
        #expect(HelpOverlay.ambiguousWidthLine(CarouselOptions(ambiguousWidthSource: .assumed)).help == "1 column (assumed)")
        #expect(HelpOverlay.ambiguousWidthLine(CarouselOptions(ambiguousWidth: .wide)).help == "2 columns (as set)")
    }

    @Test func theHelpSaysHowPicturesAreDrawnAndInWhichSymbols() {
        func line(_ pictures: PictureMode, _ symbols: SymbolSet, chosenBy: String = "auto") -> String {
            HelpOverlay.picturesLine(CarouselOptions(pictures: pictures, picturesChosenBy: chosenBy, symbols: symbols)).help
        }
        #expect(line(.symbols, .quadrant) == "quadrant symbols (auto)")
        #expect(line(.symbols, .half, chosenBy: "as set") == "half-block symbols (as set)")
        #expect(line(.sixel, .sextant) == "sixel (auto); sextant symbols while sliding")
        #expect(line(.kitty, .sextant) == "kitty (auto)")
        #expect(line(.none, .quadrant, chosenBy: "") == "none")
    }

    /// What `carousel render --ambiguous-width 2` prints for the built-in feed (docs/text.md
    /// shows it), with the default border and with rounded ones.
    @Test(arguments: [BorderStyle.auto, .rounded])
    func builtInFeedSnapshot(border: BorderStyle) throws {
        let feed = try FeedReader.read(BuiltinFeed.yaml, name: BuiltinFeed.name, format: .yaml).feed
        let state = CarouselState(
            feed: feed, options: CarouselOptions(ambiguousWidth: .wide, border: border), screenSize: Size(width: 80, height: 24))
        assertSnapshot(Renderer().render(state).plainText(), named: "builtin-ambiguous-wide-\(border)")
    }
}
