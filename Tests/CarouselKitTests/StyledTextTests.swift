@testable import CarouselKit
import Testing

/// SGR sequences in a source's output become styles over its text (docs/behaviour.md §3.11 `colors: true`);
/// every other control sequence is still removed.
@Suite struct GraphicRenditionTests {
    /// The text and each span as (covered text, style).
    static func parsed(_ raw: String) -> (text: String, spans: [(String, Style)]) {
        let styled = StyledText(parsingEscapes: raw)
        let utf8 = Array(styled.text.utf8)
        return (styled.text, styled.spans.map { (String(decoding: utf8[$0.range], as: UTF8.self), $0.style) })
    }

    static func expectSpans(_ raw: String, text: String, _ spans: [(String, Style)], sourceLocation: SourceLocation = #_sourceLocation) {
        let result = parsed(raw)
        #expect(result.text == text, sourceLocation: sourceLocation)
        #expect(result.spans.map(\.0) == spans.map(\.0), sourceLocation: sourceLocation)
        #expect(result.spans.map(\.1) == spans.map(\.1), sourceLocation: sourceLocation)
    }

    @Test func basicColoursAndReset() {
        Self.expectSpans("\u{1B}[31mred\u{1B}[0m plain \u{1B}[42mon green\u{1B}[m.", text: "red plain on green.", [
            ("red", Style(foreground: .red)),
            ("on green", Style(background: .green)),
        ])
    }

    @Test func combinedParametersAndTheirEnds() {
        Self.expectSpans("\u{1B}[1;31mA\u{1B}[22mB\u{1B}[39;4mC\u{1B}[24;3;7mD\u{1B}[23;27;2mE\u{1B}[22mF", text: "ABCDEF", [
            ("A", Style(foreground: .red, attributes: .bold)),
            ("B", Style(foreground: .red)),
            ("C", Style(attributes: .underline)),
            ("D", Style(attributes: [.italic, .reverse])),
            ("E", Style(attributes: .dim)),
        ])
    }

    @Test func brightAnd256Colours() {
        Self.expectSpans("\u{1B}[91ma\u{1B}[0;103mb\u{1B}[0;38;5;208mc\u{1B}[38;5;3;48;5;240md\u{1B}[49;39me", text: "abcde", [
            ("a", Style(foreground: .palette(9))),
            ("b", Style(background: .palette(11))),
            ("c", Style(foreground: .palette(208))),
            // Palette entries 0–7 are the basic colours, whichever way they are named.
            ("d", Style(foreground: .yellow, background: .palette(240))),
        ])
    }

    @Test func trueColourBecomesTheNearestPaletteEntryInEitherForm() {
        Self.expectSpans(
            "\u{1B}[38;2;255;0;0ma\u{1B}[38:2::0:255:0mb\u{1B}[38:2:0:0:255mc\u{1B}[48;2;128;128;128md\u{1B}[0m",
            text: "abcd", [
                ("a", Style(foreground: .palette(196))),
                ("b", Style(foreground: .palette(46))),
                ("c", Style(foreground: .palette(21))),
                ("d", Style(foreground: .palette(21), background: .palette(244))),
            ])
    }

    @Test func colonSubparametersOfUnderline() {
        Self.expectSpans("\u{1B}[4:3mcurly\u{1B}[4:0mplain\u{1B}[21mdouble", text: "curlyplaindouble", [
            ("curly", Style(attributes: .underline)),
            ("double", Style(attributes: .underline)),
        ])
    }

    @Test func malformedColoursAreIgnoredWithoutEatingWhatFollows() {
        // A missing or out-of-range value drops the colour; the rest of the sequence still counts.
        Self.expectSpans("\u{1B}[38;5m\u{1B}[38;5;999;1ma", text: "a", [("a", Style(attributes: .bold))])
        Self.expectSpans("\u{1B}[38;2;300;0;0mb", text: "b", [])
        Self.expectSpans("\u{1B}[38;2;1;2mc", text: "c", [])
        // 58 (underline colour) takes its values along: "5;1" are not blink and bold.
        Self.expectSpans("\u{1B}[58;5;1md\u{1B}[58:2::1:2:3;1me", text: "de", [("e", Style(attributes: .bold))])
        Self.expectSpans("\u{1B}[99999999999999999999mf", text: "f", [])
    }

    @Test func sequencesThatAreNotSGRChangeNothingAndAreRemoved() {
        // A private marker (XTMODKEYS), another final byte, a sequence cut by a control.
        Self.expectSpans("\u{1B}[>4;2mA\u{1B}[31Xb\u{1B}[31\u{7}mc", text: "Abmc", [])
    }

    @Test func everyOtherControlSequenceIsStillRemoved() {
        Self.expectSpans(
            "\u{1B}]0;title\u{7}\u{1B}[32mok\u{1B}[2J \u{1B}]8;;https://x\u{7}link\u{1B}]8;;\u{7}\u{1B}P+q\u{1B}\\!\u{9B}0m",
            text: "ok link!", [("ok link!", Style(foreground: .green))])
    }

    @Test func theC1IntroducerWorksLikeEscapeBracket() {
        Self.expectSpans("\u{9B}1mbold\u{9B}0m", text: "bold", [("bold", Style(attributes: .bold))])
    }

    @Test func offsetsCountUTF8Bytes() {
        let styled = StyledText(parsingEscapes: "冬\u{1B}[35mの🍣\u{1B}[0mです")
        #expect(styled.text == "冬の🍣です")
        #expect(styled.spans == [StyleSpan(3..<10, style: Style(foreground: .magenta))])
    }

    @Test func stylesCarryAcrossLinesAsInATerminal() {
        Self.expectSpans("\u{1B}[33mone\ntwo\u{1B}[0m\nthree", text: "one\ntwo\nthree", [("one\ntwo", Style(foreground: .yellow))])
    }

    @Test func aSequenceThatChangesNothingDoesNotSplitTheSpan() {
        let styled = StyledText(parsingEscapes: "\u{1B}[31mab\u{1B}[31mcd")
        #expect(styled.spans == [StyleSpan(0..<4, style: Style(foreground: .red))])
    }

    @Test func slicingKeepsTheSpansOverThePart() {
        let styled = StyledText(parsingEscapes: "ab\u{1B}[1mcd\u{1B}[0mef")
        let text = styled.text
        let part = styled.slice(text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        #expect(part == StyledText("def", spans: [StyleSpan(0..<1, style: Style(attributes: .bold))]))
    }
}

@Suite struct PaletteTests {
    @Test func nearestEntriesOfTrueColours() {
        #expect(Style.Color.nearest(red: 0, green: 0, blue: 0) == .palette(16))
        #expect(Style.Color.nearest(red: 255, green: 255, blue: 255) == .palette(231))
        #expect(Style.Color.nearest(red: 255, green: 135, blue: 0) == .palette(208))
        #expect(Style.Color.nearest(red: 128, green: 128, blue: 128) == .palette(244))
        #expect(Style.Color.nearest(red: 10, green: 12, blue: 11) == .palette(232))
        #expect(Style.Color.nearest(red: 20, green: 20, blue: 20) == .palette(233))
    }

    @Test func terminalsWithFewerColoursGetTheNearestTheyHave() {
        #expect(Style.Color.default.number(forTerminalColors: 256) == nil)
        #expect(Style.Color.cyan.number(forTerminalColors: 8) == 6)
        #expect(Style.Color.palette(196).number(forTerminalColors: 256) == 196)
        #expect(Style.Color.palette(196).number(forTerminalColors: 16) == 9)
        #expect(Style.Color.palette(196).number(forTerminalColors: 8) == 1)
        #expect(Style.Color.palette(12).number(forTerminalColors: 16) == 12)
        #expect(Style.Color.palette(12).number(forTerminalColors: 8) == 4)
        #expect(Style.Color.palette(244).number(forTerminalColors: 16) == 8)
        #expect(Style.Color.palette(244).number(forTerminalColors: 8) == 7)
        #expect(Style.Color.palette(8).number(forTerminalColors: 8) == 7)
        #expect(Style.Color.palette(208).number(forTerminalColors: 8) == 3)
        #expect(Style.Color.palette(7) == .white)
        #expect(Style.Color.palette(256) == nil)
    }

    /// A cell stays 24 bytes with colours of its own, a glyph with its own style fits in 32, and
    /// a style has one encoding per value: equal styles, however made, have equal bytes.
    @Test func cellsAndGlyphsStaySmallAndStylesHaveOneEncoding() {
        #expect(MemoryLayout<Cell>.size == 24 && MemoryLayout<Cell>.stride == 24)
        // The terminal layer reads a style as its five bytes (`StyleSequences.key(of:)`).
        #expect(MemoryLayout<Style>.size == 5)
        #expect(MemoryLayout<ShapedText.Glyph>.stride <= 32)
        func bytes(_ style: Style) -> [UInt8] { withUnsafeBytes(of: style) { Array($0) } }
        let made: [Style.Color] = [.rgb(red: 1, green: 2, blue: 3), .palette(200), .red, .default]
        let paletteAfterRGB: Style.Color = [Style.Color.rgb(red: 9, green: 9, blue: 9)].map { _ in .palette(200) }[0]
        #expect(bytes(Style(foreground: paletteAfterRGB)) == bytes(Style(foreground: .palette(200))))
        for color in made {
            var style = Style(background: .rgb(red: 255, green: 255, blue: 255))
            style.background = color
            #expect(bytes(style) == bytes(Style(background: color)), "\(color)")
        }
    }

    /// A style gives back every named and palette colour as it was given, and a colour of its own
    /// at 5 bits a channel: within 4 of each value, black and white exact.
    @Test func aStyleKeepsPaletteColoursExactlyAndItsOwnColoursToFiveBits() {
        let named: [Style.Color] = [.default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        for color in named + (8...255).map({ Style.Color.palette(UInt8($0)) }) {
            #expect(Style(foreground: color).foreground == color)
        }
        for value in 0...255 {
            let channel = UInt8(value)
            guard case .rgb(let red, let green, let blue) = Style(background: .rgb(red: channel, green: 0, blue: 255))
                .background else { Issue.record("\(value) is no longer a colour of its own"); continue }
            #expect(abs(Int(red) - value) <= 4 && green == 0 && blue == 255, "\(value) → \(red)")
        }
    }
}

/// Shaping takes printable ASCII a byte at a time and everything else a grapheme cluster at a
/// time: a mark after an ASCII letter stays with it, and each character keeps its own style.
@Suite struct ShapedTextTests {
    static func symbols(_ text: ShapedText) -> [String] { text.glyphs.map { String($0.symbol.character) } }

    @Test func aMarkAfterAnASCIILetterStaysInItsCell() {
        let text = ShapedText("cafe\u{301} ok")
        #expect(Self.symbols(text) == ["c", "a", "f", "e\u{301}", " ", "o", "k"])
        #expect(text.glyphs.map(\.width) == [1, 1, 1, 1, 1, 1, 1])
        #expect(text.width == 7)
    }

    @Test func asciiAndWideCharactersMixWithTheirWidthsAndStyles() {
        let red = Style(foreground: .red), blue = Style(foreground: .blue)
        let text = ShapedText("a冬b1\u{FE0F}\u{20E3}", styles: [nil, red, blue, red])
        #expect(Self.symbols(text) == ["a", "冬", "b", "1\u{FE0F}\u{20E3}"])
        #expect(text.glyphs.map(\.width) == [1, 2, 1, 1])
        #expect(text.glyphs.map(\.style) == [nil, red, blue, red])
        #expect(text.width == 5)
    }

    @Test func controlCharactersAreNotTakenForASCIIText() {
        let text = ShapedText("a\u{7}b")
        #expect(Self.symbols(text) == ["a", "\u{FFFD}", "b"])
    }
}
