@testable import CarouselKit
import Testing

/// A picture's cells for every kind of terminal: block symbols in colour, one colour a cell where
/// blocks are two columns wide, a ramp of shades or ASCII without colours. Half blocks draw each
/// pixel as it is; quadrants and sextants split each cell the way nearest its pixels.
@Suite struct CellPictureTests {
    static let red = CellPicture.Pixel(red: 255, green: 0, blue: 0)
    static let blue = CellPicture.Pixel(red: 0, green: 0, blue: 255)
    static let white = CellPicture.Pixel(red: 255, green: 255, blue: 255)
    static let black = CellPicture.Pixel(red: 0, green: 0, blue: 0)

    /// One row of half-block cells, each a top and a bottom pixel.
    private func picture(_ halves: [(CellPicture.Pixel?, CellPicture.Pixel?)]) -> CellPicture {
        CellPicture(columns: halves.count, rows: 1, symbols: .half, pixels: halves.map(\.0) + halves.map(\.1))
    }

    /// One cell of `symbols` from its pixels, row by row.
    private func cell(_ symbols: SymbolSet, _ pixels: [CellPicture.Pixel?], look: CellPicture.Look = colour) -> Cell {
        CellPicture(columns: 1, rows: 1, symbols: symbols, pixels: pixels).cell(column: 0, row: 0, look: look)
    }

    private func cells(_ picture: CellPicture, _ look: CellPicture.Look, background: Style = .plain) -> [Cell] {
        (0..<picture.columns).map { picture.cell(column: $0, row: 0, look: look, background: background) }
    }

    static let colour = CellPicture.Look(color: true, ascii: false, ambiguousWidth: .narrow)

    @Test func inColourEachCellIsTwoPixelsOfAHalfBlock() {
        let card = Style(background: .palette(236))
        let drawn = cells(picture([(Self.red, Self.blue), (Self.red, Self.red), (Self.red, nil), (nil, Self.blue), (nil, nil)]),
                          Self.colour, background: card)
        #expect(drawn.map(\.symbol) == ["▀", " ", "▀", "▄", " "])
        let (red, blue) = (Style.Color.rgb(red: 255, green: 0, blue: 0), Style.Color.rgb(red: 0, green: 0, blue: 255))
        #expect(drawn[0].style == Style(foreground: red, background: blue), "the pixels' own colours")
        #expect(drawn[1].style == Style(background: red), "one colour: a space, never a block on itself")
        #expect(drawn[2].style == Style(foreground: red, background: .palette(236)), "the card shows below")
        #expect(drawn[3].style == Style(foreground: blue, background: .palette(236)), "and above")
        #expect(drawn[4] == Cell(" ", style: card))
    }

    @Test func whereBlocksAreTwoColumnsWideACellIsOneMixedColour() {
        let look = CellPicture.Look(color: true, ascii: false, ambiguousWidth: .wide)
        let drawn = cells(picture([(Self.white, Self.black), (Self.blue, nil)]), look)
        #expect(drawn.map(\.symbol) == [" ", " "])
        #expect(drawn.map(\.width) == [1, 1])
        // The mix of white and black, 128 a channel, kept at 5 bits a channel.
        #expect(drawn[0].style.background == .rgb(red: 132, green: 132, blue: 132))
        #expect(drawn[1].style.background == .rgb(red: 0, green: 0, blue: 255))
    }

    @Test(arguments: [
        (CellPicture.Look(color: false, ascii: false, ambiguousWidth: .narrow), [" ", "▒", "█", "▓"]),
        (CellPicture.Look(color: false, ascii: false, ambiguousWidth: .wide), [" ", "+", "@", "#"]),
        (CellPicture.Look(color: true, ascii: true, ambiguousWidth: .narrow), [" ", "+", "@", "#"]),
    ] as [(CellPicture.Look, [Character])])
    func withoutColoursBrightnessPicksTheSymbol(look: CellPicture.Look, expected: [Character]) {
        let grey = CellPicture.Pixel(red: 128, green: 128, blue: 128)
        let drawn = cells(picture([(Self.black, Self.black), (grey, grey), (Self.white, nil), (Self.white, grey)]), look)
        #expect(drawn.map(\.symbol) == expected)
        #expect(drawn.allSatisfy { $0.style == .plain })
    }

    @Test func aQuadrantCellTakesTheSplitNearestItsPixels() {
        let (red, blue) = (Style.Color.rgb(red: 255, green: 0, blue: 0), Style.Color.rgb(red: 0, green: 0, blue: 255))
        let corner = cell(.quadrant, [Self.red, Self.blue, Self.blue, Self.blue])
        #expect(corner == Cell("▘", style: Style(foreground: red, background: blue)))
        #expect(cell(.quadrant, [Self.red, Self.blue, Self.blue, Self.red]).symbol == "▚")
        #expect(cell(.quadrant, [Self.blue, Self.red, Self.red, Self.red]).symbol == "▘", "the top left is the foreground")
        // Four greys: the darkest pair against the lightest, each side its mean.
        let greys = [10, 20, 200, 230].map { CellPicture.Pixel(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        let split = cell(.quadrant, greys)
        #expect(split.symbol == "▀")
        #expect(split.style == Style(foreground: .rgb(red: 15, green: 15, blue: 15), background: .rgb(red: 215, green: 215, blue: 215)))
        #expect(cell(.quadrant, Array(repeating: Self.blue, count: 4)) == Cell(" ", style: Style(background: blue)))
    }

    /// A sextant cell's pixels from its 2 × 3 sixths, each two rows of its 2 × 6 pixels.
    private func sixths(_ pixels: [CellPicture.Pixel]) -> [CellPicture.Pixel?] {
        (0..<12).map { index -> CellPicture.Pixel? in pixels[index / 4 * 2 + index % 2] }
    }

    @Test func aSextantCellSplitsItsSixthsOrItsHalves() {
        let (white, black) = (Self.white, Self.black)
        #expect(cell(.sextant, sixths([white, black, black, black, black, black])).symbol == "\u{1FB00}")
        #expect(cell(.sextant, sixths([white, black, white, black, white, black])).symbol == "▌")
        #expect(cell(.sextant, sixths([black, white, black, white, black, white])).symbol == "▌", "its colours swapped")
        #expect(cell(.sextant, sixths([white, white, black, black, black, black])).symbol == "\u{1FB02}")
        // The top half, which no sextant draws: the quadrants' ▀.
        let top = (0..<12).map { $0 < 6 ? white : black }
        #expect(cell(.sextant, top).symbol == "▀")
    }

    @Test func transparentPixelsShowTheCardAndTheOthersTheirMean() {
        let card = Style(background: .palette(236))
        let drawn = CellPicture(columns: 1, rows: 1, symbols: .quadrant, pixels: [nil, Self.red, Self.blue, nil])
            .cell(column: 0, row: 0, look: Self.colour, background: card)
        #expect(drawn.symbol == "▞")
        #expect(drawn.style == Style(foreground: .rgb(red: 128, green: 0, blue: 128), background: .palette(236)))
    }

    @Test func withoutColoursOrWhereBlocksAreWideAQuadrantCellIsItsMean() {
        let mixed = cell(.quadrant, [Self.white, Self.white, Self.white, Self.black],
                         look: CellPicture.Look(color: true, ascii: false, ambiguousWidth: .wide))
        // 191 a channel, kept at 5 bits.
        #expect(mixed == Cell(" ", style: Style(background: .rgb(red: 189, green: 189, blue: 189))))
        let shaded = cell(.quadrant, [Self.white, Self.white, Self.white, Self.black],
                          look: CellPicture.Look(color: false, ascii: false, ambiguousWidth: .narrow))
        #expect(shaded.symbol == "▓")
    }

    /// The part of a cell a symbol's Unicode name says it fills, as fractions of its width and
    /// height: `BLOCK SEXTANT-1` the top left sixth, `QUADRANT UPPER LEFT AND LOWER RIGHT` two
    /// quarters, `UPPER HALF BLOCK` the top half.
    static func parts(named name: String) -> [(x: Range<Double>, y: Range<Double>)]? {
        let (whole, first, second) = (0.0..<1.0, 0.0..<0.5, 0.5..<1.0)
        switch name {
        case "SPACE": return []
        case "FULL BLOCK": return [(whole, whole)]
        case "UPPER HALF BLOCK": return [(whole, first)]
        case "LOWER HALF BLOCK": return [(whole, second)]
        case "LEFT HALF BLOCK": return [(first, whole)]
        case "RIGHT HALF BLOCK": return [(second, whole)]
        default: break
        }
        if name.hasPrefix("BLOCK SEXTANT-") {
            return name.dropFirst(14).map { digit in
                let (row, column) = (digit.wholeNumberValue! - 1).quotientAndRemainder(dividingBy: 2)
                return (Double(column) / 2..<Double(column + 1) / 2, Double(row) / 3..<Double(row + 1) / 3)
            }
        }
        guard name.hasPrefix("QUADRANT ") else { return nil }
        let quarters = ["UPPER LEFT": (first, first), "UPPER RIGHT": (second, first),
                        "LOWER LEFT": (first, second), "LOWER RIGHT": (second, second)]
        return name.dropFirst(9).components(separatedBy: " AND ").map { quarters[$0]! }
    }

    @Test(arguments: SymbolSet.allCases)
    func everyShapeIsTheSymbolUnicodeNamesForIt(symbols: SymbolSet) throws {
        let (across, down) = (symbols.pixelsAcross, symbols.pixelsDown)
        for shape in symbols.shapes {
            let symbol = symbols.symbol(shape)
            let name = try #require(symbol.unicodeScalars.first?.properties.name)
            let parts = try #require(Self.parts(named: name), "\(symbol) \(name)")
            // The pixels whose middle lies in the parts named.
            let named = (0..<(across * down)).filter { pixel in
                let (x, y) = ((Double(pixel % across) + 0.5) / Double(across), (Double(pixel / across) + 0.5) / Double(down))
                return parts.contains { $0.x.contains(x) && $0.y.contains(y) }
            }.reduce(UInt16(0)) { $0 | 1 << $1 }
            #expect(named == shape, "shape \(shape): \(symbol) \(name)")
            #expect(DisplayWidth.of(symbol, ambiguous: .narrow) == 1)
        }
        let drawn = Set(symbols.shapes.map(symbols.symbol))
        #expect(drawn.count == symbols.shapes.count, "one symbol a shape")
        #expect(symbols.shapes.count == [4, 16, 76][SymbolSet.allCases.firstIndex(of: symbols)!])
    }
}
