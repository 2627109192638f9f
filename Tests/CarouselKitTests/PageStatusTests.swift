@testable import CarouselKit
import Testing

/// A page's `status` (docs/behaviour.md §3.18): its card's border in the status's colour, a glyph
/// before its title that reads without colour, the header's count of warn and error cards kept
/// as sections' pages change, and the words the screen-reader mode says for them.
@Suite struct PageStatusTests {
    /// A shelf of four cards: ok, warn, error (with an accent the status overrides) and none.
    static func board(layout: CardLayout = CardLayout(style: .shelf, cardWidth: 20)) -> Feed {
        Feed(title: "Checks", sections: [
            Section(id: "checks", title: "Nightly checks", autoplay: .off, pages: [
                Page(id: "backups", title: "Backups", body: "All 12 hosts.", status: .ok),
                Page(id: "disk", title: "Disk usage", body: "/var is 91% full.", status: .warn),
                Page(id: "build", title: "Build", body: "2 tests failed.", accent: .cyan, status: .error),
                Page(id: "notes", title: "Notes", body: "No status."),
            ], layout: layout),
            Section(id: "more", title: "More", pages: [Page(id: "disk2", title: "Disk 2", status: .warn)]),
        ])
    }

    static let screen = Size(width: 100, height: 24)

    static func state(_ feed: Feed = board(), options: CarouselOptions = .init()) -> CarouselState {
        CarouselState(feed: feed, options: options, screenSize: screen)
    }

    /// The column and row of the first cell showing `symbol`, top to bottom under the header
    /// (which counts with the same glyphs).
    static func find(_ symbol: Character, in grid: ScreenGrid) -> (x: Int, y: Int)? {
        for y in 1..<grid.size.height {
            if let x = grid.row(y).firstIndex(where: { $0.symbol == symbol }) {
                return (x - grid.row(y).startIndex, y)
            }
        }
        return nil
    }

    /// The text of row `y`, trailing blanks dropped.
    static func text(ofRow y: Int, in grid: ScreenGrid) -> String {
        var line = String(grid.row(y).filter { !$0.isContinuation }.map(\.symbol))
        while line.last == " " { line.removeLast() }
        return line
    }

    // MARK: Glyphs

    @Test func theGlyphsAreTextPresentationAndMeasuredByTheTerminalsWidths() {
        let unicode = Glyphs(ascii: false), ascii = Glyphs(ascii: true)
        #expect(PageStatus.allCases.map(unicode.mark(for:)) == ["✓", "⚠", "✖"])
        #expect(PageStatus.allCases.map(ascii.mark(for:)) == ["+", "!", "x"])
        #expect(!unicode.mark(for: .warn).unicodeScalars.contains { $0.value == 0xFE0F }, "no VS16")
        #expect(unicode.markColumns(for: nil) == 0)
        // Neutral, not East Asian Ambiguous: a column (and a space) whatever the terminal's setting.
        for ambiguous in AmbiguousWidth.allCases {
            let glyphs = Glyphs(ascii: false, ambiguous: ambiguous)
            #expect(PageStatus.allCases.map { glyphs.markColumns(for: $0) } == [2, 2, 2])
        }
        #expect(!"✓⚠✖".unicodeScalars.contains(where: DisplayWidth.isAmbiguous))
    }

    // MARK: Cards

    @Test func eachCardsBorderAndGlyphTakeItsStatussColourOverItsAccent() throws {
        let grid = Renderer().render(Self.state())
        let expected: [(Character, Style.Color)] = [("✓", .green), ("⚠", .yellow), ("✖", .red)]
        for (glyph, colour) in expected {
            let at = try #require(Self.find(glyph, in: grid), "\(glyph) drawn")
            #expect(grid[at.x, at.y].style.foreground == colour, "\(glyph)'s colour")
            #expect(grid[at.x, at.y].style.attributes.contains(.bold), "bold as the title")
            // The title starts after the glyph and a space; the border is two columns left of it.
            #expect(grid[at.x + 1, at.y].symbol == " ")
            #expect(grid[at.x - 2, at.y].symbol == "│")
            #expect(grid[at.x - 2, at.y].style.foreground == colour, "\(glyph)'s card border")
            #expect(grid[at.x - 2, at.y - 1].style.foreground == colour, "\(glyph)'s card top")
        }
        let row = try #require(Self.find("✓", in: grid)).y
        #expect(Self.text(ofRow: row, in: grid).contains("│ ✓ Backups"))
        #expect(Self.text(ofRow: row, in: grid).contains("│ ⚠ Disk usage"))
        #expect(Self.text(ofRow: row, in: grid).contains("│ ✖ Build"))
        #expect(Self.text(ofRow: row, in: grid).contains("│ Notes"), "no status: no glyph")
    }

    @Test func inMonochromeTheGlyphsSayItAndTheBordersStayPlain() throws {
        let grid = Renderer().render(Self.state(options: CarouselOptions(color: false)))
        for glyph: Character in ["✓", "⚠", "✖"] {
            let at = try #require(Self.find(glyph, in: grid))
            #expect(grid[at.x - 2, at.y].style.foreground == .default)
            #expect(grid[at.x, at.y].style.foreground == .default)
        }
    }

    @Test func asciiTerminalsGetPlusBangAndX() throws {
        let grid = Renderer().render(Self.state(options: CarouselOptions(ascii: true)))
        let row = try #require((1..<grid.size.height).first { Self.text(ofRow: $0, in: grid).contains("Backups") })
        let text = Self.text(ofRow: row, in: grid)
        #expect(["| + Backups", "| ! Disk usage", "| x Build"].allSatisfy(text.contains), "\(text)")
        let bang = try #require(text.firstIndex(of: "!"))
        #expect(grid[text.distance(from: text.startIndex, to: bang), row].style.foreground == .yellow)
    }

    @Test func aPeekingCardsBorderIsDimInItsStatussColour() {
        let theme = Theme(color: true)
        let border = theme.border(accent: nil, status: .error, focused: false, current: false)
        #expect(border.foreground == .red && border.attributes.contains(.dim))
        #expect(theme.border(accent: nil, status: nil, focused: false, current: false) == theme.peekingCard)
        #expect(theme.border(accent: .cyan, status: .ok, focused: true, current: true).foreground == .green)
        #expect(Theme(color: false).border(accent: nil, status: .error, focused: true, current: true).foreground
            == .default)
    }

    /// A title that fills the card's text width alone gives up the glyph's columns and ends in
    /// the ellipsis (one column, or two where ambiguous characters are wide).
    @Test(arguments: AmbiguousWidth.allCases)
    func aLongTitleIsCutBesideItsGlyph(ambiguous: AmbiguousWidth) throws {
        let options = CarouselOptions(ambiguousWidth: ambiguous)
        let probe = Self.state(Self.board(layout: CardLayout(style: .banner)), options: options)
        let textWidth = probe.layout.cardStrip(ofSection: 0).textWidth
        let title = String(repeating: "x", count: textWidth)
        var feed = Self.board(layout: CardLayout(style: .banner))
        feed.sections[0].pages[0] = Page(id: "long", title: title, status: .warn)
        let grid = Renderer().render(Self.state(feed, options: options))
        let at = try #require(Self.find("⚠", in: grid))
        let markColumns = 2
        let row = grid.row(at.y).map { $0 }
        let titleCells = row[(at.x + markColumns)...].prefix { $0.symbol != "│" && $0.symbol != "|" }
        let shown = String(titleCells.filter { !$0.isContinuation }.map(\.symbol)).trimmingSuffix(" ")
        let ellipsis = Glyphs(ascii: false, ambiguous: ambiguous).ellipsis
        #expect(shown.hasSuffix(ellipsis), "\(shown)")
        #expect(DisplayWidth.of(shown, ambiguous: ambiguous) <= textWidth - markColumns)
        #expect(DisplayWidth.of(shown, ambiguous: ambiguous) >= textWidth - markColumns - 1)
        // The right border is where a card without a status has it: nothing pushed it.
        #expect(["│", "|"].contains(grid[at.x - 2 + textWidth + 3, at.y].symbol))
    }

    @Test func theReaderPutsTheGlyphBeforeTheTitleInItsColour() throws {
        var state = Self.state(Self.board(layout: CardLayout(style: .banner)))
        state.press(.right, at: 0)
        state.press(.right, at: 1)
        state.press(.character("v"), at: 2)
        #expect(state.overlay == .reader(section: 0, card: 2))
        let grid = Renderer().render(state)
        let at = try #require(Self.find("✖", in: grid))
        #expect(Self.text(ofRow: at.y, in: grid).contains("✖ Build"))
        #expect(grid[at.x, at.y].style.foreground == .red)
        #expect(grid[at.x + 2, at.y].style == Theme(color: true).overlayKey, "the title as the heading")
    }

    /// A source that turns a card from warn to error draws it again in red: the section's
    /// revision drops what the renderer kept of it.
    @Test func aStatusChangedByASourceIsDrawnAgain() throws {
        var state = CarouselState.make(Self.liveFeed(), size: Self.screen)
        let renderer = Renderer()
        #expect(Self.run(&state, "s0", at: 0, [Page(id: "disk", title: "Disk", status: .warn)]) == "s0")
        #expect(Self.run(&state, "s1", at: 0.1, Self.statuses()) == "s1")
        let before = renderer.render(state)
        let warn = try #require(Self.find("⚠", in: before))
        #expect(before[warn.x - 2, warn.y].style.foreground == .yellow)
        #expect(Self.run(&state, "s0", at: 1, [Page(id: "disk", title: "Disk", status: .error)]) == "s0")
        let after = renderer.render(state)
        #expect(Self.find("⚠", in: after) == nil)
        let error = try #require(Self.find("✖", in: after))
        #expect(after[error.x - 2, error.y].style.foreground == .red)
    }

    // MARK: The header

    @Test func theHeaderCountsWarnAndErrorCardsInTheirColours() throws {
        let grid = Renderer().render(Self.state())
        let header = Self.text(ofRow: 0, in: grid)
        #expect(header.hasPrefix(" Checks "))
        #expect(header.hasSuffix("⚠ 2  ✖ 1   autoplay off   ? help"), "\(header)")
        let warn = try #require(grid.row(0).firstIndex { $0.symbol == "⚠" })
        let error = try #require(grid.row(0).firstIndex { $0.symbol == "✖" })
        #expect(grid[warn, 0].style.foreground == .yellow && grid[warn + 2, 0].style.foreground == .yellow)
        #expect(grid[error, 0].style.foreground == .red && grid[error + 2, 0].style.foreground == .red)
    }

    @Test func aCountOfZeroIsNotShownAndNoStatusesShowNone() {
        var feed = Self.board()
        feed.sections[0].pages.removeAll { $0.status == .error }
        #expect(Self.text(ofRow: 0, in: Renderer().render(Self.state(feed))).hasSuffix("⚠ 2   autoplay off   ? help"))
        let plain = TestFeeds.feed(pageCounts: [3], sectionAutoplay: .off)
        let header = Self.text(ofRow: 0, in: Renderer().render(Self.state(plain)))
        #expect(header == " Test feed" + String(repeating: " ", count: 68) + "autoplay off   ? help")
    }

    @Test func asciiCountsUseTheASCIIGlyphs() {
        let header = Self.text(ofRow: 0, in: Renderer().render(Self.state(options: CarouselOptions(ascii: true))))
        #expect(header.hasSuffix("! 2  x 1   autoplay off   ? help"), "\(header)")
    }

    /// At every width the header's parts stay inside the row and apart; the counts go first as it
    /// narrows, then the auto-advance state and the hint, and the title keeps four columns.
    @Test(arguments: AmbiguousWidth.allCases)
    func theHeaderNarrowsByDroppingTheCountsFirst(ambiguous: AmbiguousWidth) {
        let glyphs = Glyphs(ascii: false, ambiguous: ambiguous)
        let counts = StatusCounts(warn: 12, error: 3)
        var dropped: [String] = []
        for width in 1...120 {
            let header = HeaderLayout(autoplay: .running, statuses: counts, width: width, glyphs: glyphs)
            var spans = [1..<(1 + header.titleRoom)]
            spans += header.counts.map { $0.column..<($0.column + glyphs.width(of: $0.label)) }
            if let sides = header.sides {
                spans.append(sides.autoplayColumn..<(sides.autoplayColumn + glyphs.width(of: header.autoplayLabel)))
                spans.append(sides.helpColumns)
            }
            for (left, right) in zip(spans, spans.dropFirst()) {
                #expect(left.upperBound < right.lowerBound, "width \(width): \(left) runs into \(right)")
            }
            #expect(spans.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= width }, "width \(width)")
            let shown = (header.counts.isEmpty ? "" : "counts") + (header.sides == nil ? "" : "+sides")
            if dropped.last != shown { dropped.append(shown) }
        }
        #expect(dropped == ["", "+sides", "counts+sides"])
        let wide = HeaderLayout(autoplay: .running, statuses: counts, width: 80, glyphs: glyphs)
        #expect(wide.counts.map(\.label) == ["⚠ 12", "✖ 3"])
        #expect(wide.counts.map(\.status) == [.warn, .error])
    }

    // MARK: The tally

    /// Two live sections (file sources) of one page each, before a section of fixed pages.
    static func liveFeed() -> Feed {
        var feed = LiveSourceTests.liveFeed(count: 2, gap: 0)
        feed.sections[2].pages = [Page(id: "fixed", title: "Fixed", status: .error)]
        return feed
    }

    /// Runs section `id`'s source at `seconds` (its file changed), answering with `pages`.
    /// - Returns: The section that ran.
    static func run(_ state: inout CarouselState, _ id: String, at seconds: Double, _ pages: [Page]) -> String? {
        run(&state, id, at: seconds, .loaded(SourceOutput(pages: pages)))
    }

    static func run(
        _ state: inout CarouselState, _ id: String, at seconds: Double, _ result: SourceLoad.Result
    ) -> String? {
        _ = state.handle(.sourceChanged(id), at: Instant(seconds: seconds))
        return LiveSourceTests.run(&state, at: seconds, result)
    }

    static func statuses(_ statuses: PageStatus?...) -> [Page] {
        statuses.enumerated().map { Page(id: "p\($0.offset)", title: "Page \($0.offset)", status: $0.element) }
    }

    @Test func aSourcesOutputChangesTheCountsAndTheHeader() {
        var state = CarouselState.make(Self.liveFeed(), size: Self.screen)
        #expect(state.statusTally.total == StatusCounts(error: 1))
        #expect(Self.run(&state, "s0", at: 0, Self.statuses(.warn, .warn, .ok, .error)) == "s0")
        #expect(state.statusTally.total == StatusCounts(warn: 2, error: 2))
        #expect(Self.run(&state, "s1", at: 0.1, Self.statuses(.warn, nil)) == "s1")
        #expect(state.statusTally.total == StatusCounts(warn: 3, error: 2))
        #expect(Self.text(ofRow: 0, in: Renderer().render(state)).contains("⚠ 3  ✖ 2"))
        // s0 recovers: its warnings and its error go, s1's stay.
        #expect(Self.run(&state, "s0", at: 1, Self.statuses(.ok, .ok)) == "s0")
        #expect(state.statusTally.total == StatusCounts(warn: 1, error: 1))
        #expect(Self.text(ofRow: 0, in: Renderer().render(state)).contains("⚠ 1  ✖ 1"))
        // A failure keeps the last good pages, and their counts.
        let failure = SourceFailure(reason: "s1.txt: gone", details: [])
        #expect(Self.run(&state, "s1", at: 2, .failed(failure)) == "s1")
        #expect(state.statusTally.total == StatusCounts(warn: 1, error: 1))
    }

    @Test func aReloadCountsTheNewFeedAndTheLivePagesItKeeps() {
        var state = CarouselState.make(Self.liveFeed(), size: Self.screen)
        #expect(Self.run(&state, "s0", at: 0, Self.statuses(.warn, .error)) == "s0")
        var feed = Self.liveFeed()
        feed.sections[2].pages = [Page(id: "fixed", title: "Fixed", status: .warn)]
        _ = state.handle(.reloaded(feed), at: Instant(seconds: 1))
        #expect(state.sections[0].content.pages.map(\.status) == [.warn, .error], "the live pages are kept")
        #expect(state.statusTally.total == StatusCounts(warn: 2, error: 1))
        // The same feed without its live section: only the fixed one counts.
        feed.sections.removeFirst()
        _ = state.handle(.reloaded(feed), at: Instant(seconds: 2))
        #expect(state.statusTally.total == StatusCounts(warn: 1))
    }

    /// Whatever sequence of outputs the sources give, the kept total is the count of every page.
    @Test func theTallyIsAlwaysTheCountOfEveryPage() {
        var state = CarouselState.make(Self.liveFeed(), size: Self.screen)
        let choices: [PageStatus?] = [nil, .ok, .warn, .error]
        for step in 0..<40 {
            let pages = (0..<(step % 5)).map {
                Page(id: "p\($0)", title: "P\($0)", status: choices[(step * 7 + $0) % 4])
            }
            #expect(Self.run(&state, "s\(step % 2)", at: Double(step), pages) == "s\(step % 2)")
            let counted = StatusCounts(state.sections.flatMap(\.content.pages))
            #expect(state.statusTally.total == counted, "step \(step)")
        }
    }

    // MARK: The screen-reader mode

    @Test func theScreenReaderModeSaysTheStatusAndTheCounts() {
        var session = SimulatedSession(Self.board(), size: Self.screen, reducedMotion: true)
        let lines = (try? KeyScript("down")).map { session.announce($0) } ?? []
        #expect(lines.first == "Checks. 2 sections. Status: 2 warnings, 1 error.")
        #expect(lines.dropFirst().first?.contains(
            "Card 1: OK: Backups. All 12 hosts. Card 2: Warning: Disk usage. /var is 91% full. "
                + "Card 3: Error: Build. 2 tests failed. Card 4: Notes. No status.") == true, "\(lines)")
        #expect(lines.last == "Section 2 of 2: More. Page 1 of 1: Warning: Disk 2.")
    }

    @Test func aChangeOfTheCountsIsSaid() {
        var state = CarouselState.make(Self.liveFeed(), size: Self.screen)
        var before = state
        _ = Self.run(&state, "s0", at: 0, Self.statuses(.warn))
        #expect(Announcer.changes(from: before, to: state).last == "Status: 1 warning, 1 error.")
        before = state
        _ = Self.run(&state, "s1", at: 0.1, Self.statuses(.ok))
        #expect(Announcer.changes(from: before, to: state).isEmpty, "s1 is not focused and counts nothing")
        before = state
        _ = Self.run(&state, "s0", at: 1, Self.statuses(nil))
        #expect(Announcer.changes(from: before, to: state).last == "Status: 1 error.")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}
