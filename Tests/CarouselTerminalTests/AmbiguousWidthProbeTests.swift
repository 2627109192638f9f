import CarouselKit
import Testing

@testable import CarouselTerminal

@Suite("The ambiguous-width probe and the cells drawn over curses")
struct AmbiguousWidthProbeTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func theReplyIsFoundAmongTypedKeys() throws {
        let reply = try #require(CursorPositionReply.find(in: bytes("\u{1B}[1;3R")))
        #expect(reply.row == 1 && reply.column == 3 && reply.range == 0..<6)
        // Keys typed before and after, an arrow key among them: only the report is taken.
        let typed = bytes("l\u{1B}[A\u{1B}[12;2Rj")
        let found = try #require(CursorPositionReply.find(in: typed))
        #expect(found.row == 12 && found.column == 2)
        #expect(Array(typed[..<found.range.lowerBound] + typed[found.range.upperBound...]) == bytes("l\u{1B}[Aj"))
    }

    @Test func noWholeReplyIsNoReply() {
        for text in ["", "\u{1B}[1;2", "\u{1B}[1R", "\u{1B}[;2R", "\u{1B}[1;xR", "\u{1B}[12345;2R", "1;2R", "\u{1B}1;2R"] {
            #expect(CursorPositionReply.find(in: bytes(text)) == nil, "\(text.debugDescription)")
        }
        // A broken start does not hide a whole reply after it.
        #expect(CursorPositionReply.find(in: bytes("\u{1B}[1;\u{1B}[1;2R"))?.column == 2)
    }

    @Test func onlyCellsWithAnAmbiguousCharacterAreDrawnOverCurses() {
        #expect(AmbiguousCells.holds(Cell("─", width: 2)))
        #expect(AmbiguousCells.holds(Cell("é", width: 2)))
        #expect(!AmbiguousCells.holds(Cell("a", width: 1)))
        #expect(!AmbiguousCells.holds(Cell("冬", width: 2)))
        #expect(!AmbiguousCells.holds(Cell("◕", width: 1)))
        #expect(!AmbiguousCells.holds(.continuation(style: .plain)))
    }

    @Test func theOverlayWritesEachRunOnceBetweenSaveAndRestore() {
        var grid = ScreenGrid(size: Size(width: 10, height: 2), ambiguousWidth: .wide)
        grid.write("a──b●", x: 0, y: 0, style: .plain)
        grid.write("冬", x: 0, y: 1, style: .plain)
        let bold = Style(attributes: .bold)
        grid.write("…", x: 4, y: 1, style: bold)
        let overlay = AmbiguousCells.overlay(of: grid, colors: ColorPairs())
        #expect(overlay == "\u{1B}7\u{1B}[1;2H\u{1B}[0m──\u{1B}[1;7H●\u{1B}[2;5H\u{1B}[0;1m…\u{1B}8")
        #expect(AmbiguousCells.overlay(of: ScreenGrid(size: Size(width: 4, height: 1), ambiguousWidth: .wide), colors: ColorPairs()) == "")
    }

    @Test func stylesBecomeTheirSelectGraphicRendition() {
        let style = Style(foreground: .red, background: .default, attributes: [.bold, .underline, .reverse])
        #expect(AmbiguousCells.selectGraphicRendition(style, colors: ColorPairs()) == "\u{1B}[0;1;4;7m", "no colours started")
    }
}
