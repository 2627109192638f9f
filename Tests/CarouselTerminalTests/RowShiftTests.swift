import CarouselKit
import Testing

@testable import CarouselTerminal

@Suite("Rows the terminal moves sideways")
struct RowShiftTests {
    private static func row(_ text: String, width: Int = 40) -> [Cell] {
        var grid = ScreenGrid(size: Size(width: width, height: 1))
        grid.write(text, x: 0, y: 0, style: .plain)
        return Array(grid.row(0))
    }

    private static func find(_ old: [Cell], _ new: [Cell], from column: Int = 0, likely: Int? = nil) -> RowShift? {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var changed = 0
                for x in column..<new.count where !RowShift.same(old, x, new, x) { changed += 1 }
                return RowShift.find(old: old, new: new, from: column, changed: changed, likely: likely)
            }
        }
    }

    @Test func aCellIsTwentyFourBytesWithoutPadding() {
        // `RowShift.same` compares three words.
        #expect(MemoryLayout<Cell>.size == 24 && MemoryLayout<Cell>.stride == 24)
    }

    @Test func textSlidingLeftIsDeletedCharacters() {
        let old = Self.row("│ The focused one answers the arrow keys")
        let new = Self.row("ocused one answers the arrow keys; the o")
        #expect(Self.find(old, new) == RowShift(column: 0, distance: 7))
    }

    @Test func textSlidingRightIsInsertedCharacters() {
        let old = Self.row("ocused one answers the arrow keys; the o")
        let new = Self.row("│ The focused one answers the arrow keys")
        #expect(Self.find(old, new) == RowShift(column: 0, distance: -7))
    }

    @Test func theLikelyDistanceIsTriedFirstAndOthersStillFound() {
        let old = Self.row("│ The focused one answers the arrow keys")
        let new = Self.row("ocused one answers the arrow keys; the o")
        #expect(Self.find(old, new, likely: 7) == RowShift(column: 0, distance: 7))
        #expect(Self.find(old, new, likely: -3) == RowShift(column: 0, distance: 7))
    }

    @Test func unrelatedTextIsNoShift() {
        #expect(Self.find(Self.row("Section 1/7 · Page 1/5 — the first page"), Self.row("something else entirely, nothing alike")) == nil)
        // Too little changed to be worth it.
        #expect(Self.find(Self.row("abc"), Self.row("abd")) == nil)
    }

    @Test func applyingTheShiftMovesTheCellsAndLeavesUnknownOnes() {
        var cells = Self.row("abcdefghij", width: 10)
        cells.withUnsafeMutableBufferPointer { RowShift(column: 2, distance: 3).apply(to: $0) }
        #expect(cells.prefix(7).map(\.symbol) == Array("abfghij"))
        #expect(cells.suffix(3).allSatisfy { $0 == RowShift.unknownCell })
        cells = Self.row("abcdefghij", width: 10)
        cells.withUnsafeMutableBufferPointer { RowShift(column: 2, distance: -3).apply(to: $0) }
        #expect(cells[5...].map(\.symbol) == Array("cdefg"))
        #expect(cells[2..<5].allSatisfy { $0 == RowShift.unknownCell })
    }

    @Test func aShiftThatWouldCutAWideCharacterIsNotMade() {
        let old = Self.row("ab日本語の文cdefghijklmnopqrstuvwxyz")
        #expect(old.withUnsafeBufferPointer { RowShift(column: 2, distance: 2).keepsWideCharactersWhole($0) })
        #expect(!old.withUnsafeBufferPointer { RowShift(column: 2, distance: 1).keepsWideCharactersWhole($0) })
        #expect(!old.withUnsafeBufferPointer { RowShift(column: 3, distance: 2).keepsWideCharactersWhole($0) })
    }
}
