import CarouselKit
import CNcursesw
import Testing

@testable import CarouselTerminal

@Suite("Cells as the bytes the terminal is sent")
struct CellBytesTests {
    init() {
        // wcwidth answers by the locale's character type, as in the app.
        _ = TerminalLocale.setUp()
    }

    /// The bytes `symbol` in a cell `width` columns wide becomes, as text.
    private func bytes(_ symbol: Character, width: UInt8, wideAmbiguous: Bool = false) -> String {
        var output = OutputBuffer()
        output.reserve(CellBytes.maximumCount)
        let cells = CellBytes()
        cells.append(Cell(symbol, width: width), wideAmbiguous: wideAmbiguous, to: &output)
        // Asked again, the answer comes from the table and must be the same.
        let first = output.withBytes { Array($0) }
        output.removeAll()
        output.reserve(CellBytes.maximumCount)
        cells.append(Cell(symbol, width: width), wideAmbiguous: wideAmbiguous, to: &output)
        #expect(output.withBytes { Array($0) } == first)
        return output.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    @Test func anAsciiCellIsItsByte() {
        #expect(bytes("a", width: 1) == "a")
    }

    @Test func aWideCharacterIsItsUTF8() {
        #expect(bytes("あ", width: 2) == "あ")
    }

    @Test func marksArriveWithTheirLetter() {
        #expect(bytes("か\u{3099}", width: 2).unicodeScalars.map(\.value) == [0x304B, 0x3099])
        #expect(bytes("e\u{301}\u{302}", width: 1).unicodeScalars.map(\.value) == [0x65, 0x301, 0x302])
    }

    @Test func aFlagIsBothRegionalIndicators() {
        #expect(bytes("🇯🇵", width: 2) == "🇯🇵")
    }

    @Test func aWidthTheCLibraryDisagreesWithIsAPlaceholderPerColumn() {
        // glibc draws U+2615 two columns wide; a one-column cell would shift the row.
        #expect(bytes("\u{2615}", width: 1) == "?")
        #expect(bytes("\u{2615}", width: 2) == "\u{2615}")
        // Unassigned: the terminal cannot print it.
        #expect(bytes("\u{0378}", width: 1) == "?")
        #expect(bytes("\u{0378}", width: 2) == "??")
    }

    @Test func anAmbiguousCharacterCountsTwoWhereTheTerminalDrawsItWide() {
        #expect(bytes("○", width: 2, wideAmbiguous: true) == "○")
        #expect(bytes("○", width: 2) == "??")
        #expect(bytes("○", width: 1) == "○")
    }
}

@Suite("Style keys")
struct StyleKeyTests {
    /// The frame writer looks a pen up when a cell's style key differs from the last one's: keys
    /// must be equal exactly when styles are, for every style the themes and colours make.
    @Test func equalKeysAreEqualStyles() {
        let colors: [Style.Color] = [.default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
            + [0, 1, 7, 8, 15, 16, 231, 255].map(Style.Color.palette)
            + [(0, 0, 0), (255, 0, 0), (0, 0, 255), (8, 16, 24)].map { Style.Color.rgb(red: $0, green: $1, blue: $2) }
        let attributes: [Style.Attributes] = [[], .bold, .dim, [.bold, .underline], .reverse, .italic, [.reverse, .bold]]
        var styles: [Style] = []
        for foreground in colors {
            for background in [Style.Color.default, .white, .blue, .palette(4)] {
                for attribute in attributes { styles.append(Style(foreground: foreground, background: background, attributes: attribute)) }
            }
        }
        var byKey: [UInt64: Style] = [:]
        for style in styles {
            let key = StyleSequences.key(of: style)
            #expect(byKey[key] == nil || byKey[key] == style, "\(style) has the key of \(String(describing: byKey[key]))")
            byKey[key] = style
            #expect(StyleSequences.key(of: Style(foreground: style.foreground, background: style.background, attributes: style.attributes)) == key)
        }
        #expect(byKey.count == styles.count)
    }
}
