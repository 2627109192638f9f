import CarouselKit
import Testing

@Suite("Clipping wide text")
struct TextClippingTests {
    static let japanese = TerminalText.sanitize("冬がはじまるよ、アウターはMAST🇯🇵👍 e\u{301}カ\u{3099}クｶﾀｶﾅ")

    /// What is wrong with row `y`, if anything: every row must span exactly the grid's width,
    /// each wide cell followed by its continuation, each cell as wide as its symbol.
    static func problems(in grid: ScreenGrid, row y: Int) -> [String] {
        problems(in: grid, row: y, ambiguous: grid.ambiguousWidth)
    }

    static func problems(in grid: ScreenGrid, row y: Int, ambiguous: AmbiguousWidth) -> [String] {
        var problems: [String] = []
        var x = 0
        while x < grid.size.width {
            let cell = grid[x, y]
            if cell.isContinuation {
                problems.append("x=\(x): a continuation without its wide character")
                x += 1
                continue
            }
            if DisplayWidth.of(cell.symbol, ambiguous: ambiguous) != Int(cell.width) {
                problems.append("x=\(x): \(cell.symbol) drawn \(cell.width) wide")
            }
            if cell.width == 2 {
                if x + 1 >= grid.size.width || !grid[x + 1, y].isContinuation {
                    problems.append("x=\(x): a wide character without its right half")
                }
                x += 2
            } else {
                x += 1
            }
        }
        if x != grid.size.width { problems.append("the row spans \(x) columns, not \(grid.size.width)") }
        return problems
    }

    /// A card drawn as the renderer draws one: borders, and text clipped to its inner columns.
    static func drawCard(at x: Int, width: Int, into grid: inout ScreenGrid) {
        let inner = String(repeating: "─", count: width - 2)
        grid.write("╭\(inner)╮", x: x, y: 0, style: .plain)
        for line in 1...3 {
            grid.write("│", x: x, y: line, style: .plain)
            grid.write("│", x: x + width - 1, y: line, style: .plain)
        }
        let text = TextWrapper.wrap(japanese, width: width - 4, maxLines: 3)
        for (index, line) in text.enumerated() {
            // Odd offsets put the wide characters across every possible edge.
            grid.write(line, x: x + 2 + index % 2, y: index + 1, style: .plain, clip: (x + 2)..<(x + width - 2))
        }
        grid.write("╰\(inner)╯", x: x, y: 4, style: .plain)
    }

    @Test(arguments: [20, 21, 33])
    func cardSlidesAcrossTheScreenOneColumnAtATime(screenWidth: Int) {
        let cardWidth = 17
        for x in (-cardWidth - 2)...(screenWidth + 2) {
            var grid = ScreenGrid(size: Size(width: screenWidth, height: 5))
            Self.drawCard(at: x, width: cardWidth, into: &grid)
            // Its neighbour, two columns away, as in the carousel.
            Self.drawCard(at: x + cardWidth + 2, width: cardWidth, into: &grid)
            for y in 0..<5 {
                let problems = Self.problems(in: grid, row: y)
                #expect(problems.isEmpty, "card at x=\(x), row \(y): \(problems)")
            }
        }
    }

    @Test func aWideCharacterCutByAClipEdgeBecomesSpaces() {
        var grid = ScreenGrid(size: Size(width: 6, height: 1))
        grid.write("冬が", x: 0, y: 0, style: .plain, clip: 1..<3)
        // 冬 (columns 0–1) is cut by the left edge, が (2–3) by the right: blanks, no halves.
        #expect(grid.plainText() == "")
        #expect((0..<6).allSatisfy { grid[$0, 0].symbol == " " && grid[$0, 0].width == 1 })
        var edge = ScreenGrid(size: Size(width: 5, height: 1))
        edge.write("abcd冬", x: 0, y: 0, style: .plain)
        #expect(edge.plainText() == "abcd")
        #expect(Self.problems(in: edge, row: 0).isEmpty)
        var left = ScreenGrid(size: Size(width: 5, height: 1))
        left.write("冬がabc", x: -1, y: 0, style: .plain)
        #expect(left.plainText() == " がab")
        #expect(Self.problems(in: left, row: 0).isEmpty)
    }

    @Test func writeReturnsTheColumnAfterTheTextClippedOrNot() {
        var grid = ScreenGrid(size: Size(width: 6, height: 1))
        #expect(grid.write("冬がabc", x: 0, y: 0, style: .plain) == 7)
        #expect(grid.write("冬がabc", x: 1, y: 0, style: .plain, clip: 0..<3) == 8)
        #expect(grid.write("冬がabc", x: 0, y: 5, style: .plain) == 7)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = ScreenGrid(size: Size(width: 6, height: 1))
        grid.write("冬冬冬", x: 0, y: 0, style: .plain)
        grid.write("x", x: 1, y: 0, style: .plain)
        grid.write("y", x: 4, y: 0, style: .plain)
        #expect(grid.plainText() == " x冬y")
        #expect(Self.problems(in: grid, row: 0).isEmpty)
    }

    @Test func everyCellHoldsOneSpacingCodePointExceptAFlag() {
        var grid = ScreenGrid(size: Size(width: 8, height: 1))
        grid.write("कि🇯🇵e\u{301}", x: 0, y: 0, style: .plain)
        #expect(grid[0, 0].symbol == "क" && grid[0, 0].width == 1)
        #expect(grid[1, 0].symbol.unicodeScalars.elementsEqual("\u{93F}".unicodeScalars) && grid[1, 0].width == 1)
        #expect(grid[2, 0].symbol == "🇯🇵" && grid[2, 0].width == 2 && grid[3, 0].isContinuation)
        #expect(grid[4, 0].symbol == "e\u{301}" && grid[4, 0].width == 1)
    }

    @Test func clustersWiderThanTwoColumnsTakeOneCellPerSpacingCodePoint() {
        var grid = ScreenGrid(size: Size(width: 8, height: 1))
        let end = grid.write("क्षि!", x: 0, y: 0, style: .plain)
        #expect(end == 4)
        #expect(grid.plainText() == "क्षि!")
        #expect(Self.problems(in: grid, row: 0).isEmpty)
        for x in -4...8 {
            var sliding = ScreenGrid(size: Size(width: 6, height: 1))
            sliding.write("कि क्षि 冬", x: x, y: 0, style: .plain, clip: 1..<5)
            #expect(Self.problems(in: sliding, row: 0).isEmpty, "x=\(x)")
        }
    }

    /// The real renderer: a Japanese section sliding page by page, every frame checked.
    @Test(arguments: [20, 37, 61, 100])
    func carouselFramesDuringSlidesKeepEveryRowWhole(screenWidth: Int) {
        let pages = (0..<4).map { Page(id: "p\($0)", title: "カシミヤのマフラー\($0)", body: "やわらかなカシミヤ100%。首元をふんわり包み込み、どんなコートにも合わせやすい定番の一枚です。") }
        let feed = Feed(title: "冬がはじまるよ", sections: [
            Section(id: "winter", title: "冬がはじまるよ — Winter picks", tag: "アウターはMAST / 見れたらいいねスターダスト", pages: pages),
        ])
        var session = SimulatedSession(state: CarouselState(feed: feed, screenSize: Size(width: screenWidth, height: 16)))
        let renderer = Renderer()
        for key in [Key.right, .right, .right, .left, .left, .home] {
            session.send(.key(key))
            for _ in 0..<30 {
                session.wait(1.0 / 60)
                let grid = renderer.render(session.state)
                for y in 0..<grid.size.height {
                    let problems = Self.problems(in: grid, row: y)
                    #expect(problems.isEmpty, "width \(screenWidth), row \(y): \(problems)")
                }
            }
        }
    }
}
