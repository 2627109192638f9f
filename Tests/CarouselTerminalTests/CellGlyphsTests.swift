import CarouselKit
import CNcursesw
import Testing

@testable import CarouselTerminal

@Suite("Cells as curses glyphs")
struct CellGlyphsTests {
    init() {
        // wcwidth answers by the locale's character type, as in the app.
        _ = TerminalLocale.setUp()
    }

    /// The characters of each curses cell `symbol` becomes, up to the first zero.
    private func glyphs(_ symbol: Character, width: UInt8) -> [[UInt32]] {
        var pen = cchar_t()
        pen.attr = carousel_wa_dim
        var output = [cchar_t](repeating: cchar_t(), count: 4)
        let count = output.withUnsafeMutableBufferPointer { buffer in
            CellGlyphs.encode(Cell(symbol, width: width), pen: pen, into: buffer.baseAddress!)
        }
        return output[..<count].map { glyph in
            #expect(glyph.attr == carousel_wa_dim)
            return withUnsafeBytes(of: glyph.chars) { Array($0.bindMemory(to: wchar_t.self)) }
                .prefix { $0 != 0 }.map { UInt32(bitPattern: $0) }
        }
    }

    @Test func anAsciiCellIsOneGlyphInItsPen() {
        #expect(glyphs("a", width: 1) == [[0x61]])
    }

    @Test func aWideCharacterIsOneGlyph() {
        #expect(glyphs("あ", width: 2) == [[0x3042]])
    }

    @Test func aDecomposedDakutenStaysWithItsLetter() {
        #expect(glyphs("か\u{3099}", width: 2) == [[0x304B, 0x3099]])
    }

    @Test func cursesKeepsAtMostFourMarksOnALetter() {
        #expect(glyphs("e\u{301}\u{302}\u{303}\u{304}\u{305}", width: 1) == [[0x65, 0x301, 0x302, 0x303, 0x304]])
    }

    @Test func aFlagIsTwoGlyphsSideBySide() {
        #expect(glyphs("🇯🇵", width: 2) == [[0x1F1EF], [0x1F1F5]])
    }

    @Test func aWidthTheCLibraryDisagreesWithIsAPlaceholderPerColumn() {
        // glibc draws U+2615 two columns wide; a one-column cell would shift the row.
        #expect(glyphs("\u{2615}", width: 1) == [[0x3F]])
        #expect(glyphs("\u{2615}", width: 2) == [[0x2615]])
        // Unassigned: the terminal cannot print it.
        #expect(glyphs("\u{0378}", width: 1) == [[0x3F]])
        #expect(glyphs("\u{0378}", width: 2) == [[0x3F], [0x3F]])
    }
}
