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

    private static func found(
        _ old: [Cell], _ new: [Cell], from column: Int = 0, likely: Int? = nil
    ) -> RowShift.Found? {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var changed = 0
                for x in column..<new.count where !RowShift.same(old, x, new, x) { changed += 1 }
                return RowShift.find(old: old, new: new, from: column, changed: changed, likely: likely)
            }
        }
    }

    private static func find(_ old: [Cell], _ new: [Cell], from column: Int = 0, likely: Int? = nil) -> RowShift? {
        found(old, new, from: column, likely: likely)?.shift
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

    @Test func theCellsToWriteAfterTheMoveAreThoseThatStillDiffer() {
        let old = Self.row("│ The focused one answers the arrow keys")
        let new = Self.row("ocused one answers the arrow keys; the o")
        #expect(Self.found(old, new)?.rewrite == [33..<40], "the columns the move opened")
        // A cell in the middle differs too, and a wide character's right half comes with it.
        let wide = Self.row("cdefghijklmnopXrstuvwxyz0123456789日本")
        let found = Self.found(Self.row("abcdefghijklmnopqrstuvwxyz0123456789"), wide)
        #expect(found?.shift == RowShift(column: 0, distance: 2))
        #expect(found?.rewrite == [14..<15, 34..<40])
    }

    @Test func aShiftThatWouldCutAWideCharacterIsNotMade() {
        let old = Self.row("ab日本語の文cdefghijklmnopqrstuvwxyz")
        #expect(old.withUnsafeBufferPointer { RowShift(column: 2, distance: 2).keepsWideCharactersWhole($0) })
        #expect(!old.withUnsafeBufferPointer { RowShift(column: 2, distance: 1).keepsWideCharactersWhole($0) })
        #expect(!old.withUnsafeBufferPointer { RowShift(column: 3, distance: 2).keepsWideCharactersWhole($0) })
    }
}
