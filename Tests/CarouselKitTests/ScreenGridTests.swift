@testable import CarouselKit
import Testing

/// The screen grid: clipping by display width and the diff the terminal layer writes.
@Suite struct ScreenGridTests {
    @Test func aWideCharacterCutByTheClipBecomesSpaces() {
        for clipStart in 0...6 {
            var grid = ScreenGrid(size: Size(width: 10, height: 1))
            grid.write("日本語", x: 0, y: 0, style: .plain, clip: clipStart..<8)
            var columns = 0
            for cell in grid.row(0) where !cell.isContinuation { columns += Int(cell.width) }
            #expect(columns == 10)
            if clipStart % 2 == 1 {
                #expect(grid[clipStart, 0] == Cell(" "), "the right half of a cut glyph is a blank")
            }
            for x in 0..<10 where x < clipStart || x >= 8 { #expect(grid[x, 0] == .blank) }
        }
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var grid = ScreenGrid(size: Size(width: 6, height: 1))
        grid.write("日本語", x: 0, y: 0, style: .plain)
        grid.write("x", x: 1, y: 0, style: .plain)
        #expect(grid.plainText() == " x本語")
        grid.write("y", x: 2, y: 0, style: .plain)
        #expect(grid.plainText() == " xy 語")
    }

    @Test func aWideCharacterAtTheLastColumnBecomesABlank() {
        var grid = ScreenGrid(size: Size(width: 5, height: 1))
        grid.write("ab日本", x: 0, y: 0, style: .plain)
        #expect(grid.plainText() == "ab日")
        #expect(grid[4, 0] == Cell(" "))
    }

    @Test func changedRunsCoverExactlyTheChangedCellsAndStartOnWholeCharacters() {
        var old = ScreenGrid(size: Size(width: 12, height: 2))
        old.write("hello 世界", x: 0, y: 0, style: .plain)
        var new = old
        new.write("J", x: 0, y: 0, style: .plain)
        new.write("界", x: 6, y: 0, style: .plain)
        new.write("x", x: 11, y: 1, style: .plain)
        let runs = new.changedRuns(since: old)
        #expect(runs.map(\.x) == [0, 6, 11])
        #expect(runs.map(\.y) == [0, 0, 1])
        #expect(runs[1].cells.map(\.symbol) == ["界", " "])
        #expect(new.changedRuns(since: new).isEmpty)
        #expect(new.changedRuns(since: nil).count == 2)
    }

    @Test func anyOneChangedCellIsFoundWhateverTheRowWidth() {
        // Rows are compared 32 bytes at a time first; every width leaves a different tail.
        for width in 1...9 {
            var old = ScreenGrid(size: Size(width: width, height: 3))
            old.write(String(repeating: "a", count: width), x: 0, y: 1, style: .plain)
            for x in 0..<width {
                for change in [Cell("b"), Cell("a", style: Style(attributes: .dim))] {
                    var new = old
                    new.put(change, x: x, y: 1)
                    let runs = new.changedRuns(since: old)
                    #expect(runs.map { [$0.x, $0.y, $0.cells.count] } == [[x, 1, 1]], "width \(width), column \(x)")
                }
            }
        }
    }

    @Test func aCellsScalarsAreThoseOfItsSymbol() {
        let symbols: [Character] = ["a", "é", "あ", "か\u{3099}", "🇯🇵", "e\u{301}\u{302}", "😀", "\u{7F}"]
        for symbol in symbols {
            let cell = Cell(symbol, width: 1)
            #expect(Array(cell.unicodeScalars) == Array(symbol.unicodeScalars), "\(symbol.debugDescription)")
        }
        #expect(Cell("a").unicodeScalars.ascii == UInt8(ascii: "a"))
        #expect(Cell("é").unicodeScalars.ascii == nil)
        #expect(Cell("か\u{3099}").unicodeScalars.ascii == nil)
    }

    @Test func controlCharactersNeverReachTheGrid() {
        var grid = ScreenGrid(size: Size(width: 20, height: 1))
        grid.write("a\u{1B}[2Jb", x: 0, y: 0, style: .plain)
        for cell in grid.row(0) {
            #expect(cell.symbol.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        }
    }
}
