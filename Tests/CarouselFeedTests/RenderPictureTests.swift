import Foundation
import Testing

/// `carousel render` with pictures in cards (`Fixtures/pictures/cards.yaml`: a 64×32 PNG, orange
/// over blue, in a section with `image_rows: 6`, and a page whose picture is missing).
@Suite struct RenderPictureTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("pictures")
    /// The fixture's orange (255, 100, 0) and blue (0, 90, 255) as a style keeps them, at 5 bits
    /// a channel: 100 becomes 99.
    static let orange = "255;99;0", blue = "0;90;255"

    static func render(_ arguments: [String], environment: [String: String] = ["NO_COLOR": ""]) throws -> CarouselProcess {
        try CarouselProcess.run(
            ["render", "--size", "60x22"] + arguments + ["cards.yaml"], in: folder, environment: environment)
    }

    @Test func symbolsInTwentyFourBitColourWhereTheTerminalHasIt() throws {
        let result = try Self.render(
            ["--images", "symbols", "--ansi"], environment: ["NO_COLOR": "", "COLORTERM": "truecolor"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The card's picture rows: three of orange, three of blue, centred in the 46 columns
        // of text (the picture keeps its 2:1 proportions: 24 columns of 12 pixel rows).
        let row = { (colour: String) in
            "    \u{1B}[36m│\u{1B}[m             \u{1B}[48;2;\(colour)m" + String(repeating: " ", count: 24)
                + "\u{1B}[m             \u{1B}[36m│\u{1B}[0;2m  │ \u{1B}[m"
        }
        #expect(Array(lines[3..<9]) == Array(repeating: row(Self.orange), count: 3) + Array(repeating: row(Self.blue), count: 3))
        #expect(lines[9].contains("Stripes") && lines[10].contains("Orange over blue"), "the title under the picture")
        let plain = try Self.render(["--images", "symbols"])
        #expect(RenderAnsiTests.stripped(result.standardOutput) == RenderAnsiTests.stripped(plain.standardOutput))
    }

    @Test func thePaletteWithoutTwentyFourBitColour() throws {
        let result = try Self.render(["--ansi"], environment: ["NO_COLOR": "", "COLORTERM": ""])
        #expect(result.standardOutput.contains("\u{1B}[48;5;202m") && result.standardOutput.contains("\u{1B}[48;5;27m"))
        #expect(!result.standardOutput.contains(";2;"), "no 24-bit colour")
    }

    @Test func withoutColoursAShadeAndInASCIIARamp() throws {
        let mono = try Self.render([], environment: ["NO_COLOR": "1"]).standardOutput
        #expect(mono.contains(String(repeating: "▒", count: 24)) || mono.contains(String(repeating: "▓", count: 24)))
        let ascii = try Self.render(["--ascii"], environment: ["NO_COLOR": "1"]).standardOutput
        let pictureRow = ascii.split(separator: "\n")[3]
        #expect(pictureRow.allSatisfy(\.isASCII) && pictureRow.contains(where: { "-=+*#%@:.".contains($0) }))
    }

    @Test func noneShowsTheAltText() throws {
        let result = try Self.render(["--images", "none", "--ansi"], environment: ["NO_COLOR": "", "COLORTERM": "truecolor"])
        #expect(result.standardOutput.contains("An orange stripe over a blue one"))
        #expect(!result.standardOutput.contains(";2;"))
    }

    @Test func aMissingPictureShowsItsAltTextAndESaysWhy() throws {
        let card = try Self.render(["--keys", "right wait:1"]).standardOutput
        #expect(card.contains("A picture that is not there") && card.contains("Picture not shown · e why"))
        let details = try Self.render(["--keys", "right wait:1 e"]).standardOutput
        #expect(details.contains("Picture missing.png") && details.contains("no such file"))
    }

    @Test func aBadWayToDrawPicturesIsAUsageError() throws {
        let option = try Self.render(["--images", "pixels"])
        #expect(option.status == 64 && option.standardError.contains("pixels"))
        let variable = try Self.render([], environment: ["CAROUSEL_IMAGES": "pixels"])
        #expect(variable.status == 64)
        #expect(variable.standardError.contains(
            "CAROUSEL_IMAGES=pixels is not a way to draw pictures; expected auto, kitty, sixel, symbols, none"))
        let both = try Self.render(["--images", "none"], environment: ["CAROUSEL_IMAGES": "symbols", "NO_COLOR": ""])
        #expect(both.status == 0 && both.standardOutput.contains("An orange stripe"), "the option wins")
    }

    /// The built-in feed's last section, its pictures in colour, drawn in `symbols` (or as the
    /// environment says).
    static func builtInPictures(_ arguments: [String], environment: [String: String] = [:]) throws -> CarouselProcess {
        try CarouselProcess.run(
            ["render", "--demo", "--images", "symbols", "--size", "100x40", "--keys", "end wait:2"] + arguments,
            environment: ["NO_COLOR": "", "COLORTERM": "truecolor", "TERM": "xterm-256color", "CAROUSEL_SYMBOLS": ""]
                .merging(environment) { $1 })
    }

    static let quadrants = Set("▘▝▖▗▚▞▛▜▙▟"), sextants = Set((0x1FB00...0x1FB3B).map { Character(Unicode.Scalar($0)!) })

    @Test func symbolsAsAskedOrForTheTerminal() throws {
        func symbols(_ result: CarouselProcess) -> Set<Character> {
            #expect(result.status == 0, "\(result.standardError)")
            return Set(result.standardOutput)
        }
        let half = symbols(try Self.builtInPictures(["--symbols", "half"]))
        #expect(half.contains("▀") && half.isDisjoint(with: Self.quadrants) && half.isDisjoint(with: Self.sextants))
        let quadrant = symbols(try Self.builtInPictures([]))
        #expect(!quadrant.isDisjoint(with: Self.quadrants) && quadrant.isDisjoint(with: Self.sextants), "by default")
        let sextant = symbols(try Self.builtInPictures(["--symbols", "sextant"]))
        #expect(!sextant.isDisjoint(with: Self.sextants))
        #expect(symbols(try Self.builtInPictures([], environment: ["CAROUSEL_SYMBOLS": "sextant"])) == sextant)
        #expect(symbols(try Self.builtInPictures([], environment: ["TERM": "xterm-kitty"])) == sextant, "kitty draws them")
        #expect(symbols(try Self.builtInPictures(["--symbols", "half"], environment: ["TERM": "xterm-kitty"])) == half)
    }

    @Test func aBadSetOfSymbolsIsAUsageError() throws {
        let option = try Self.render(["--symbols", "braille"])
        #expect(option.status == 64 && option.standardError.contains("braille"))
        let variable = try Self.render([], environment: ["CAROUSEL_SYMBOLS": "braille"])
        #expect(variable.status == 64)
        #expect(variable.standardError.contains(
            "CAROUSEL_SYMBOLS=braille is not a set of symbols; expected half, quadrant, sextant"))
    }
}
