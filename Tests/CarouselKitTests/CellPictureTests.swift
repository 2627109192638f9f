@testable import CarouselKit
import Testing

/// A picture's cells for every kind of terminal: half blocks in colour, one colour a cell where
/// blocks are two columns wide, a ramp of shades or ASCII without colours.
@Suite struct CellPictureTests {
    static let red = CellPicture.Pixel(red: 255, green: 0, blue: 0)
    static let blue = CellPicture.Pixel(red: 0, green: 0, blue: 255)
    static let white = CellPicture.Pixel(red: 255, green: 255, blue: 255)
    static let black = CellPicture.Pixel(red: 0, green: 0, blue: 0)

    /// One row of cells, each a top and a bottom pixel.
    private func picture(_ halves: [(CellPicture.Pixel?, CellPicture.Pixel?)]) -> CellPicture {
        CellPicture(columns: halves.count, rows: 1, pixels: halves.map(\.0) + halves.map(\.1))
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
}
