@testable import CarouselKit
import Testing

/// Kitty's Unicode placeholders: every cell names its picture, row and column by itself, so a
/// clipped or diffed cell still shows the right part of the picture.
@Suite struct KittyPlaceholderTests {
    @Test func aCellIsThePlaceholderWithItsRowAndColumnMarksInThePicturesColour() throws {
        let placeholder = try #require(KittyPlaceholder(imageID: 42, columns: 5, rows: 3))
        let cell = placeholder.cell(column: 4, row: 2)
        // Row 2 is U+030E, column 4 is U+0312 in kitty's table.
        #expect(Array(cell.symbol.unicodeScalars.map(\.value)) == [0x10EEEE, 0x030E, 0x0312])
        #expect(cell.width == 1)
        #expect(cell.style == Style(foreground: .palette(42)))
        #expect(placeholder.cell(column: 0, row: 0).symbol.unicodeScalars.map(\.value) == [0x10EEEE, 0x0305, 0x0305])
    }

    @Test func anIDsTopByteIsAThirdMark() throws {
        let id = KittyPlaceholder.imageID(number: 240 + 5)
        #expect(id == 1 << 24 | 21)
        let placeholder = try #require(KittyPlaceholder(imageID: id, columns: 2, rows: 2))
        let cell = placeholder.cell(column: 1, row: 0)
        #expect(cell.symbol.unicodeScalars.map(\.value) == [0x10EEEE, 0x0305, 0x030D, 0x030D])
        #expect(cell.style.foreground == .palette(21))
    }

    @Test func idsAreNeverBasicColoursAndNeverRepeatWithinAWrap() {
        let ids = (0..<(240 * 256)).map(KittyPlaceholder.imageID(number:))
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy(KittyPlaceholder.isDrawable))
        #expect(KittyPlaceholder.imageID(number: 240 * 256) == ids[0])
    }

    @Test func theLargestCellFitsACellsStorage() throws {
        let side = KittyPlaceholder.largestSide
        let placeholder = try #require(KittyPlaceholder(imageID: KittyPlaceholder.imageID(number: 240 * 256 - 1),
                                                        columns: side, rows: side))
        let cell = placeholder.cell(column: side - 1, row: side - 1)
        #expect(cell.symbol.unicodeScalars.count == 4)
        #expect(cell.symbol.unicodeScalars.last?.value == KittyDiacritics.marks[255])
    }

    @Test func undrawableIDsAndSidesAreRefused() {
        #expect(KittyPlaceholder(imageID: 7, columns: 2, rows: 2) == nil)
        #expect(KittyPlaceholder(imageID: 0x100 | 20, columns: 2, rows: 2) == nil)
        #expect(KittyPlaceholder(imageID: 20, columns: 0, rows: 2) == nil)
        #expect(KittyPlaceholder(imageID: 20, columns: 2, rows: KittyPlaceholder.largestSide + 1) == nil)
    }
}
