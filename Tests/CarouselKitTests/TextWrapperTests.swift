import CarouselKit
import Testing

@Suite("Wrapping text")
struct TextWrapperTests {
    func wrap(_ text: String, _ width: Int, lines: Int = 10, ellipsis: String = "…") -> [String] {
        TextWrapper.wrap(text, width: width, maxLines: lines, ellipsis: ellipsis)
    }

    @Test func englishBreaksAtSpaces() {
        #expect(wrap("the quick brown fox jumps over the lazy dog", 10)
                == ["the quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(wrap("fits", 10) == ["fits"])
        #expect(wrap("exactly ten", 11) == ["exactly ten"])
        #expect(wrap("a  b", 10) == ["a  b"])                               // inner spaces stay
    }

    @Test func spacesAtBreaksAndLineEndsAreDropped() {
        #expect(wrap("aaaa     bbbb", 6) == ["aaaa", "bbbb"])
        #expect(wrap("trailing   ", 20) == ["trailing"])
        #expect(wrap("one   \ntwo", 20) == ["one", "two"])
    }

    @Test func newlinesAreLineBreaksAndIndentationStays() {
        #expect(wrap("one\ntwo", 20) == ["one", "two"])
        #expect(wrap("one\n\ntwo", 20) == ["one", "", "two"])
        #expect(wrap("one\n  two", 20) == ["one", "  two"])
        #expect(wrap("one\n\n\n", 20) == ["one"])                            // trailing blank lines go
        #expect(wrap("\nfirst", 20) == ["", "first"])
    }

    @Test func overLongWordsAreBroken() {
        #expect(wrap("supercalifragilistic", 8) == ["supercal", "ifragili", "stic"])
        #expect(wrap("an extraordinarily long word", 8) == ["an", "extraord", "inarily", "long", "word"])
        #expect(wrap("https://example.com/a/very/long/path", 12)
                == ["https://exam", "ple.com/a/ve", "ry/long/path"])
    }

    @Test func hyphenatedWordsBreakAfterTheHyphen() {
        #expect(wrap("state-of-the-art design", 10) == ["state-of-", "the-art", "design"])
    }

    @Test func japaneseBreaksBetweenAnyCharacters() {
        #expect(wrap("あいうえおかきくけこ", 6) == ["あいう", "えおか", "きくけ", "こ"])
        #expect(wrap("冬がはじまるよ", 7) == ["冬がは", "じまる", "よ"])    // odd width: a column stays free
        #expect(wrap("MASTと見れたら", 8) == ["MASTと見", "れたら"])
    }

    @Test func noLineStartsWithClosingPunctuationOrSmallKana() {
        // Each would start the second line if breaking were purely by width.
        #expect(wrap("あいう。えお", 6) == ["あい", "う。え", "お"])
        #expect(wrap("あいう、えお", 6) == ["あい", "う、え", "お"])
        #expect(wrap("あいうっえお", 6) == ["あい", "うっえ", "お"])
        #expect(wrap("カシミヤのマフラー", 8) == ["カシミヤ", "のマフ", "ラー"])
        #expect(wrap("あいう」えお", 6) == ["あい", "う」え", "お"])
        #expect(wrap("ちょっとまって", 4) == ["ちょ", "っと", "まっ", "て"])
        #expect(wrap("はい！ありがとう", 4) == ["は", "い！", "あり", "がと", "う"])
    }

    @Test func kinsokuHoldsOnEveryLine() {
        let text = "チャコールグレーのウールコート。膝まで届く長めの丈で、冬の朝の冷たい風からしっかり守ってくれます。「やわらかな」カシミヤ（100%）、ちょっと贅沢に！"
        // From 6 columns on every line can keep the rules (ちょっと needs 6).
        for width in 6...30 {
            let lines = wrap(text, width, lines: 100)
            #expect(lines.joined() == text, "width \(width)")
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
            }
            for line in lines.dropFirst() {
                let first = line.first.map(String.init) ?? ""
                #expect(!"、。）」！ーっょ".contains(first), "width \(width) starts with \(first): \(lines)")
            }
            for line in lines.dropLast() {
                let last = line.last.map(String.init) ?? ""
                #expect(!"「（".contains(last), "width \(width) ends with \(last): \(lines)")
            }
        }
    }

    /// The kinsoku lists answer ASCII from a bit mask: no line starts with ")" or ends with "(";
    /// other characters keep Character's canonical equivalence (a decomposed ゞ is still an
    /// iteration mark, U+2329 still an opening bracket).
    @Test func kinsokuListsAnswerForEveryForm() {
        #expect(wrap("xxxxxxxxxx)yy", 10) == ["xxxxxxxxx", "x)yy"])
        #expect(wrap("xxxxxxxxx(yy", 10) == ["xxxxxxxxx", "(yy"])
        #expect(wrap("あいう\u{309D}\u{3099}えお", 6) == ["あい", "う\u{309E}え", "お"])
        #expect(wrap("あい\u{2329}うえ", 6) == ["あい", "\u{3008}うえ"])
    }

    @Test func noLineEndsWithAnOpeningBracket() {
        #expect(wrap("あい「うえ」", 6) == ["あい", "「う", "え」"])
        #expect(wrap("あい（う）", 6) == ["あい", "（う）"])
    }

    @Test func graphemeClustersAreNeverSplit() {
        let text = "e\u{301}e\u{301}e\u{301}🇯🇵🇯🇵👍👍"
        let lines = wrap(text, 2, lines: 20)
        #expect(lines.joined() == text)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 2 })
        #expect(lines.count == 6)
    }

    @Test func overflowEndsWithTheEllipsis() {
        #expect(wrap("one two three four five six", 9, lines: 2) == ["one two", "three fo…"])
        #expect(wrap("one\ntwo\nthree", 10, lines: 2) == ["one", "two…"])
        #expect(wrap("あいうえおかきくけこ", 6, lines: 2) == ["あいう", "えお…"])
        #expect(wrap("abcdefgh", 8, lines: 1) == ["abcdefgh"])                 // fits exactly: no ellipsis
        #expect(wrap("abcdefghi", 8, lines: 1) == ["abcdefg…"])
        #expect(wrap("abcdefghi", 8, lines: 1, ellipsis: "...") == ["abcde..."])
        #expect(wrap("abc   \n\n", 8, lines: 1) == ["abc"])                      // only blanks follow
        #expect(wrap("full line\nmore", 9, lines: 1) == ["full lin…"])
    }

    @Test func everyLineFits() {
        let text = "Waxed leather that shrugs off snow. 雪の日も安心の防水レザー、履くほどに足になじみます。 👨‍👩‍👧 🇯🇵 e\u{301}"
        for width in 1...40 {
            for line in wrap(TerminalText.sanitize(text), width, lines: 3) {
                #expect(DisplayWidth.of(line) <= max(width, 2), "width \(width): \(line)")
            }
        }
    }

    @Test func tagBandWrapsToTheCardTextWidthInAtMostThreeLines() {
        let tag = String(repeating: "アウターはMAST / 見れたらいいねスターダスト。", count: 6)
        let pages = [Page(id: "a", title: "a"), Page(id: "b", title: "b")]
        let feed = Feed(sections: [
            Section(id: "short", title: "s", tag: "アウターはMAST", pages: pages),
            Section(id: "long", title: "l", tag: tag, pages: pages),
        ])
        let layout = FeedLayout(feed: feed.sanitized(), viewport: Size(width: 50, height: 30))
        #expect(layout.sections[0].tagLines == ["アウターはMAST"])
        let lines = layout.sections[1].tagLines
        #expect(lines.count == 3)
        #expect(layout.sections[1].tagBand.height == 3)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= layout.textWidth })
        #expect(lines.last?.hasSuffix("…") == true)
        #expect(lines.dropFirst().allSatisfy { !"、。ー".contains($0.first ?? " ") })
    }

    @Test func degenerateSizes() {
        #expect(wrap("abc", 0) == [])
        #expect(wrap("abc", 5, lines: 0) == [])
        #expect(wrap("", 5) == [])
        #expect(wrap("冬", 1) == ["冬"])                 // cannot fit anywhere: the grid clips it
    }

    /// A megabyte body: wrapping reads only what the lines can show (it would take seconds to
    /// read all of it in a debug build if it did not stop early).
    @Test func hugeTextStopsEarly() {
        let huge = String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)
            + String(repeating: "あ", count: 100_000)
        #expect(huge.utf8.count > 1_000_000)
        let lines = wrap(huge, 76, lines: 3)
        #expect(lines.count == 3)
        #expect(lines[2].hasSuffix("…"))
    }
}
