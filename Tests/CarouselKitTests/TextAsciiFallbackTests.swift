import CarouselKit
import Testing

@Suite("ASCII fallback")
struct TextAsciiFallbackTests {
    @Test func asciiStaysAndPunctuationHasLookAlikes() {
        #expect(TerminalText.asciiFallback("plain text, 100%") == "plain text, 100%")
        #expect(TerminalText.asciiFallback("Wait… — “quoted” ‘single’ «guillemets»")
                == "Wait... - \"quoted\" 'single' <<guillemets>>")
        #expect(TerminalText.asciiFallback("a–b • c → d · e") == "a-b * c -> d - e")
        #expect(TerminalText.asciiFallback("\u{A0}nbsp") == " nbsp")
    }

    @Test func accentsAreDroppedFromLatinLetters() {
        #expect(TerminalText.asciiFallback("Café Ñandú Ærøskøbing naïve Straße Łódź") == "Cafe Nandu AEroskobing naive Strasse Lodz")
        #expect(TerminalText.asciiFallback(TerminalText.sanitize("e\u{301}")) == "e")
    }

    @Test func fullwidthFormsBecomeAscii() {
        #expect(TerminalText.asciiFallback("ＡＢＣ！１２３") == "ABC!123")
    }

    @Test func otherCharactersBecomeQuestionMarksAsWideAsThey() {
        #expect(TerminalText.asciiFallback("冬がMAST") == "????MAST")
        #expect(TerminalText.asciiFallback("ｶﾀｶﾅ") == "????")
        #expect(TerminalText.asciiFallback(TerminalText.sanitize("🇯🇵👍❤️")) == "?????")
        #expect(TerminalText.asciiFallback("\u{FFFD}") == "?")
        let mixed = TerminalText.sanitize("チャコールグレーのウールコート。膝まで届く — Wool coat 👍🏽")
        #expect(DisplayWidth.of(TerminalText.asciiFallback(mixed)) >= DisplayWidth.of(mixed) - 2)
    }

    @Test func theAsciiOptionMakesEveryDrawnCellAscii() {
        let feed = Feed(title: "冬がはじまるよ — Winter", sections: [
            Section(id: "s", title: "カシミヤ “soft”", tag: "アウターはMAST / 見れたらいいね…", pages: [
                Page(id: "a", title: "Café ☕", body: "やわらかなカシミヤ100%。首元をふんわり包み込み 👨‍👩‍👧 🇯🇵"),
                Page(id: "b", title: "Ｗｉｄｅ", body: "tab\tand\u{1B}[31m escape"),
            ]),
        ])
        let state = CarouselState(feed: feed, options: CarouselOptions(ascii: true), screenSize: Size(width: 60, height: 20))
        let grid = Renderer().render(state)
        for y in 0..<grid.size.height {
            for cell in grid.row(y) {
                #expect(cell.symbol.isASCII, "row \(y): \(cell.symbol)")
            }
        }
        #expect(state.feed.sections[0].title == "???????? \"soft\"", "two ? per wide character")
        #expect(grid.plainText().contains("Cafe ??"))
        #expect(TerminalText.drawable(feed.sections[0].pages[1].body, asciiOnly: true) == "tab     and escape")
    }
}
