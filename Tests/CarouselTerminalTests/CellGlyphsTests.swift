import CarouselKit
import Testing

@testable import CarouselTerminal

@Suite("Cells as curses glyphs")
struct CellGlyphsTests {
    init() {
        // wcwidth answers by the locale's character type, as in the app.
        _ = TerminalLocale.setUp()
    }

    private func glyphs(_ symbol: Character, width: UInt8) -> [(Int, [UInt32])]? {
        CellGlyphs.glyphs(for: Cell(symbol, width: width))?.map { glyph in
            (glyph.column, glyph.characters.map { UInt32(bitPattern: $0) })
        }
    }

    @Test func aWideCharacterIsOneGlyph() throws {
        let result = try #require(glyphs("あ", width: 2))
        #expect(result.count == 1)
        #expect(result[0].0 == 0 && result[0].1 == [0x3042, 0])
    }

    @Test func aDecomposedDakutenStaysWithItsLetter() throws {
        let result = try #require(glyphs("か\u{3099}", width: 2))
        #expect(result.count == 1)
        #expect(result[0].1 == [0x304B, 0x3099, 0])
    }

    @Test func aFlagIsTwoGlyphsSideBySide() throws {
        let result = try #require(glyphs("🇯🇵", width: 2))
        #expect(result.map(\.0) == [0, 1])
        #expect(result.map(\.1) == [[0x1F1EF, 0], [0x1F1F5, 0]])
    }

    @Test func aWidthTheCLibraryDisagreesWithCannotBeDrawn() {
        // glibc draws U+2615 two columns wide; a one-column cell would shift the row.
        #expect(glyphs("\u{2615}", width: 1) == nil)
        // Unassigned: the terminal cannot print it.
        #expect(glyphs("\u{0378}", width: 1) == nil)
    }
}
