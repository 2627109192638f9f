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

@Suite("Style keys")
struct StyleKeyTests {
    /// The frame writer looks a pen up when a cell's style key differs from the last one's: keys
    /// must be equal exactly when styles are, for every style the themes and colours make.
    @Test func equalKeysAreEqualStyles() {
        let colors: [Style.Color] = [.default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
            + [0, 1, 7, 8, 15, 16, 231, 255].map(Style.Color.palette)
        let attributes: [Style.Attributes] = [[], .bold, .dim, [.bold, .underline], .reverse, .italic, [.reverse, .bold]]
        var styles: [Style] = []
        for foreground in colors {
            for background in [Style.Color.default, .white, .blue, .palette(4)] {
                for attribute in attributes { styles.append(Style(foreground: foreground, background: background, attributes: attribute)) }
            }
        }
        var byKey: [UInt64: Style] = [:]
        for style in styles {
            let key = ColorPairs.key(of: style)
            #expect(byKey[key] == nil || byKey[key] == style, "\(style) has the key of \(String(describing: byKey[key]))")
            byKey[key] = style
            #expect(ColorPairs.key(of: Style(foreground: style.foreground, background: style.background, attributes: style.attributes)) == key)
        }
        #expect(byKey.count == styles.count)
    }
}
