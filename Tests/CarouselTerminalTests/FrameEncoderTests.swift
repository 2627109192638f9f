import CarouselKit
import Foundation
import PropertyBased
import Testing
import TestSeeds

@testable import CarouselTerminal

@Suite("Frames as bytes")
struct FrameEncoderTests {
    init() {
        _ = TerminalLocale.setUp()
    }

    private static func encoder(
        movesCharacters: Bool = true, lastCellScrolls: Bool = false, returnsAfterLastColumn: Bool = true,
        hidesCursor: Bool = true
    ) -> FrameEncoder {
        FrameEncoder(capabilities: TerminalCapabilities(
            cursorAddressing: .ecma48, resetAttributes: Array("\u{1B}[m".utf8), ecma48Graphics: true,
            attributeCapabilities: [], setForeground: nil, setBackground: nil, movesCharacters: movesCharacters,
            lastCellScrolls: lastCellScrolls,
            returnsAfterLastColumn: returnsAfterLastColumn,
            colors: TerminalColors(enabled: true, count: 256, defaultColors: true), hidesCursor: hidesCursor))
    }

    /// The frame's bytes with ESC shown as `^`, CR and LF as `⏎` and `↓`, and the
    /// synchronized-update markers left out.
    private static func frame(_ encoder: inout FrameEncoder, _ grid: ScreenGrid, since previous: ScreenGrid?) -> String {
        _ = encoder.encode(grid.changedRuns(since: previous), of: grid)
        let text = encoder.withLastFrame { String(decoding: $0, as: UTF8.self) }
        #expect(text.hasPrefix("\u{1B}[?2026h") && text.hasSuffix("\u{1B}[?2026l"))
        return text.replacingOccurrences(of: "\u{1B}[?2026h", with: "").replacingOccurrences(of: "\u{1B}[?2026l", with: "")
            .replacingOccurrences(of: "\u{1B}", with: "^").replacingOccurrences(of: "\r", with: "⏎").replacingOccurrences(of: "\n", with: "↓")
    }

    /// `grid` with each of `writes` (text, column, row) written over it in the plain style.
    private static func grid(_ grid: ScreenGrid, with writes: [(String, Int, Int)]) -> ScreenGrid {
        var grid = grid
        for (text, x, y) in writes { grid.write(text, x: x, y: y, style: .plain) }
        return grid
    }

    /// Where the cursor cannot be hidden every frame ends with it at the bottom-right cell.
    @Test func aRowUnderAPictureInPixelsIsWrittenCellByCellNeverMovedSideways() {
        let blank = ScreenGrid(size: Size(width: 30, height: 3))
        let before = Self.grid(blank, with: [("abcdefghijklmnopqrstuvwxyz", 2, 1)])
        let after = Self.grid(blank, with: [("bcdefghijklmnopqrstuvwxyz", 2, 1)])
        var moving = Self.encoder()
        _ = Self.frame(&moving, before, since: nil)
        #expect(Self.frame(&moving, after, since: before).contains("^[1P"), "a row that slid is moved by the terminal")
        var pinned = Self.encoder()
        _ = Self.frame(&pinned, before, since: nil)
        pinned.pixelRows = [1..<2]
        let written = Self.frame(&pinned, after, since: before)
        #expect(!written.contains("P") && written.contains("bcdefghijklmnopqrstuvwxyz"),
                "the terminal would move the pixels with the cells: \(written)")
    }

    @Test func aCursorThatShowsRestsAtTheStatusLinesEnd() {
        var encoder = Self.encoder(hidesCursor: false)
        let blank = ScreenGrid(size: Size(width: 10, height: 3))
        let first = Self.grid(blank, with: [("ab", 0, 0)])
        #expect(Self.frame(&encoder, first, since: nil).hasSuffix("^[3;10H"))
        let second = Self.grid(first, with: [("x", 4, 1)])
        #expect(Self.frame(&encoder, second, since: first) == "^[2;5Hx^[3;10H")
    }

    /// The encoder reads a cell's first word as its style, width and link (`appendPlainCells`).
    @Test func aCellsFirstWordIsItsStyleThenItsWidthThenItsLink() {
        #expect(MemoryLayout<Style>.size == 5)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.style) == 0)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.width) == 5)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.link) == 6)
        let cell = Cell("a", width: 1, style: Style(foreground: .red, attributes: .bold))
        let head = withUnsafeBytes(of: cell) { $0.load(as: UInt64.self) }
        #expect(head == StyleSequences.key(of: cell.style) | 1 << 40)
        #expect(cell.packedUTF8 == (0x61, 1 << 56))
    }

    /// Runs of plain characters in the terminal's style go out a byte each; a change of style,
    /// a wide character or a character of several bytes in between are written as before.
    @Test func plainCharactersBetweenOthersAreWrittenAsTheyAre() {
        var grid = ScreenGrid(size: Size(width: 12, height: 1))
        grid.write("ab", x: 0, y: 0, style: .plain)
        grid.write("c", x: 2, y: 0, style: Style(attributes: .bold))
        grid.write("冬é", x: 3, y: 0, style: .plain)
        grid.write("de", x: 6, y: 0, style: .plain)
        var encoder = Self.encoder()
        #expect(Self.frame(&encoder, grid, since: nil) == "^[m^[1;1Hab^[1mc^[m冬éde    ")
    }

    @Test func theFirstFrameResetsAndWritesEveryRow() {
        var grid = ScreenGrid(size: Size(width: 4, height: 2))
        grid.write("ab", x: 0, y: 0, style: .plain)
        grid.write("冬", x: 1, y: 1, style: Style(attributes: .dim))
        // Row 2: a blank, the wide character (its right half is skipped), a blank.
        var encoder = Self.encoder()
        #expect(Self.frame(&encoder, grid, since: nil) == "^[m^[1;1Hab  ⏎↓ ^[2m冬^[m ")
    }

    @Test func aRunStartsWhereTheCursorIsOrMovesTheShortestWay() {
        let before = Self.grid(ScreenGrid(size: Size(width: 20, height: 2)), with: [("abcdefghijklmnopqrst", 0, 0)])
        let after = Self.grid(before, with: [("X", 1, 0), ("Y", 4, 0), ("Z", 15, 0), ("W", 3, 1)])
        var encoder = Self.encoder()
        _ = encoder.encode(before.changedRuns(since: nil), of: before)
        // Two unchanged plain characters are rewritten rather than jumped; ten are jumped.
        #expect(Self.frame(&encoder, after, since: before) == "^[1;2HXcdY^[10CZ^[2;4HW")
    }

    @Test func aWideAmbiguousCharacterIsSentWhole() {
        var grid = ScreenGrid(size: Size(width: 6, height: 1), ambiguousWidth: .wide)
        grid.write("a○b", x: 0, y: 0, style: .plain)
        var encoder = Self.encoder()
        #expect(Self.frame(&encoder, grid, since: nil) == "^[m^[1;1Ha○b  ")
    }

    @Test func theBottomRightCellIsLeftAloneWhereWritingItScrolls() {
        var grid = ScreenGrid(size: Size(width: 3, height: 1))
        grid.write("abc", x: 0, y: 0, style: .plain)
        var scrolling = Self.encoder(lastCellScrolls: true, returnsAfterLastColumn: false)
        #expect(Self.frame(&scrolling, grid, since: nil) == "^[m^[1;1Hab")
        var encoder = Self.encoder()
        #expect(Self.frame(&encoder, grid, since: nil) == "^[m^[1;1Habc")
    }

    @Test func afterTheLastColumnOnlyACarriageReturnIsTrusted() {
        let before = Self.grid(ScreenGrid(size: Size(width: 3, height: 3)), with: [("abc", 0, 0)])
        let after = Self.grid(before, with: [("z", 2, 0), ("y", 0, 1), ("x", 2, 1), ("w", 1, 2)])
        for (returns, expected) in [(true, "^[1;3Hz⏎↓y x^[3;2Hw"), (false, "^[1;3Hz^[2;1Hy x^[3;2Hw")] {
            var encoder = Self.encoder(returnsAfterLastColumn: returns)
            _ = encoder.encode(before.changedRuns(since: nil), of: before)
            #expect(Self.frame(&encoder, after, since: before) == expected, "carriage return after the last column: \(returns)")
        }
    }
}

@Suite("Frames on a terminal")
struct FrameEncoderOnATerminalTests {
    init() {
        _ = TerminalLocale.setUp()
    }

    private static let styles: [Style] = [
        .plain, Style(attributes: .dim), Style(attributes: [.bold, .dim]), Style(foreground: .cyan),
        Style(foreground: .palette(244), attributes: .dim), Style(foreground: .red, background: .palette(236), attributes: .bold),
        Style(attributes: [.reverse, .underline]), Style(foreground: .palette(9), attributes: .italic),
    ]
    private static let words = ["│ The", "focused", "one", "answers", "日本語", "the", "arrow", "keys;", "╭──╮", "あい", "·"]

    private static func randomRow(_ grid: inout ScreenGrid, _ y: Int, using random: inout some RandomNumberGenerator) {
        var x = 0
        while x < grid.size.width {
            let word = words.randomElement(using: &random)!
            grid.write(word + " ", x: x, y: y, style: styles.randomElement(using: &random)!)
            x += word.count + 2
        }
    }

    /// Each frame's bytes, received by a terminal that showed the frame before, show the frame:
    /// every symbol and style in its place, over random rows that change, slide left and right
    /// by random distances, and mix wide characters and styles.
    /// The same sessions also go to pyte, which must agree with the grid too.
    @Test func everyFrameTurnsTheShownScreenIntoTheNewOne() throws {
        let seed = TestSeed.current
        var random = try #require(Xoshiro(seed: seed), "CAROUSEL_TEST_SEED=\(seed) is not a seed")
        let repeatWith = Comment(rawValue: "CAROUSEL_TEST_SEED=\(seed) repeats this session")
        var pyte = PyteSessions()
        var framesWithMoves = 0
        for round in 0..<60 {
            let size = Size(width: Int.random(in: 20...70, using: &random), height: Int.random(in: 2...6, using: &random))
            var encoder = FrameEncoder(capabilities: TerminalCapabilities(
                cursorAddressing: .ecma48, resetAttributes: Array("\u{1B}(B\u{1B}[m".utf8), ecma48Graphics: true,
                attributeCapabilities: [], setForeground: nil, setBackground: nil, movesCharacters: round % 4 != 3,
                lastCellScrolls: false, returnsAfterLastColumn: true,
                colors: TerminalColors(enabled: true, count: 256, defaultColors: true)))
            var terminal = TestTerminal(width: size.width, height: size.height)
            var grid = ScreenGrid(size: size)
            for y in 0..<size.height { Self.randomRow(&grid, y, using: &random) }
            pyte.start(size)
            var previous: ScreenGrid?
            for frame in 0..<12 {
                _ = encoder.encode(grid.changedRuns(since: previous), of: grid)
                let bytes = encoder.withLastFrame { Array($0) }
                terminal.receive(bytes)
                pyte.record(bytes, showing: grid)
                if String(decoding: bytes, as: UTF8.self).contains(/\x1B\[[0-9]+[P@]/) { framesWithMoves += 1 }
                let difference = terminal.cells.firstDifference(from: TestTerminal.expected(grid))
                #expect(difference == nil, "round \(round), frame \(frame); \(repeatWith)")
                if difference != nil { return }
                previous = grid
                var next = ScreenGrid(size: size)
                for y in 0..<size.height {
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: Self.randomRow(&next, y, using: &random)
                    case 1, 2:
                        // Slide: the old row moved by a few columns, new text where it opens.
                        let distance = Int.random(in: -9...9, using: &random)
                        Self.randomRow(&next, y, using: &random)
                        for x in 0..<size.width where (0..<size.width).contains(x + distance) {
                            let cell = grid[x + distance, y]
                            guard !cell.isContinuation else { continue }
                            next.write(String(cell.symbol), x: x, y: y, style: cell.style)
                        }
                    default:
                        for x in 0..<size.width where !grid[x, y].isContinuation {
                            next.write(String(grid[x, y].symbol), x: x, y: y, style: grid[x, y].style)
                        }
                    }
                }
                grid = next
            }
        }
        // The slides were sent as moved rows, not only rewritten.
        #expect(framesWithMoves > 50, repeatWith)
        let disagreement = try pyte.disagreement()
        #expect(disagreement == nil, "\(disagreement ?? ""); \(repeatWith)")
    }
}
