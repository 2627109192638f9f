@testable import CarouselKit
import Testing

/// Hostile strings that try to make the terminal do something: move the cursor, clear the
/// screen, change the title, write the clipboard, hide or reorder text.
enum TextInjectionCorpus {
    static let strings: [String] = [
        "\u{1B}[2J\u{1B}[Hcleared",                              // CSI: clear screen, home
        "\u{1B}[31;1mred\u{1B}[0m",                              // CSI SGR
        "\u{1B}[10;10Hmoved",                                     // CSI cursor position
        "\u{1B}[?1049l\u{1B}[?25hmodes",                          // CSI private modes: leave alt screen
        "\u{1B}[6n report",                                       // CSI device status report
        "\u{1B}]0;pwned title\u{7}osc0",                          // OSC 0 with BEL
        "\u{1B}]2;pwned title\u{1B}\\osc2",                       // OSC 2 with ST
        "\u{1B}]8;;https://evil.example/\u{7}hyperlink\u{1B}]8;;\u{7}",  // OSC 8
        "\u{1B}]52;c;cm0gLXJmIH4=\u{7}clipboard",                  // OSC 52 with BEL
        "\u{1B}]52;p;cm0gLXJmIH4=\u{1B}\\clipboard",               // OSC 52 with ST
        "\u{1B}P+q544e\u{1B}\\dcs",                               // DCS (XTGETTCAP)
        "\u{1B}_Gf=100;AAAA\u{1B}\\apc",                          // APC (kitty graphics)
        "\u{1B}^privacy message\u{1B}\\pm",                        // PM
        "\u{1B}Xstart of string\u{1B}\\sos",                       // SOS
        "\u{9B}2J\u{9B}Hc1 csi",                                   // C1 CSI
        "\u{9D}0;c1 title\u{9C}c1 osc",                            // C1 OSC and ST
        "\u{90}c1 dcs\u{9C}after",                                 // C1 DCS
        "\u{1B}c\u{1B}7\u{1B}8 resets",                            // RIS, DECSC, DECRC
        "\u{1B}(0lqqk\u{1B}(B charset",                            // line-drawing charset
        "\u{7F}\u{7F}del",                                         // DEL
        "nul\u{0}inside",                                          // NUL
        "bell\u{7}\u{7}",                                          // BEL
        "back\u{8}\u{8}\u{8}\u{8}over",                            // BS overwrite
        "rm -rf ~\rls -la",                                        // CR overwrite
        "innocent\u{1B}[2K\u{1B}[1Goverwritten",                   // erase line, column 1
        "\u{202E}txt.exe\u{202C} bidi override",                   // RLO
        "\u{2067}isolate\u{2069} \u{200F}rlm \u{61C}alm",          // isolates and marks
        "vertical\u{B}tab\u{C}form feed",                          // VT, FF
        "\u{1B}[999C\u{1B}[999Bfar away",                          // cursor forward/down
        "\u{1B}]1337;File=inline=1:AAAA\u{7}iterm",                // iTerm2 OSC 1337
        "\u{1B}[>0q\u{1B}[c identify",                             // XTVERSION, DA
        "unterminated \u{1B}]0;title to the end",                  // runaway OSC
        "\u{1B}", "\u{1B}[", "\u{9B}",                              // truncated
    ]
}

@Suite("Injection corpus")
struct TextInjectionTests {
    /// The injected bytes: ESC, C1 controls, and the payloads that must not survive as text.
    static let forbiddenFragments = ["[2J", "]0;", "]2;", "]52;", "]8;", "pwned", "cm0gLXJmIH4=", "+q544e", "f=100", "[?1049"]

    static func hostileFeed() -> Feed {
        let strings = TextInjectionCorpus.strings
        let pages = strings.enumerated().map { index, text in
            Page(id: "p\(index)", title: "T\(index) \(text)", body: "B\(index) \(text) \(text)")
        }
        let sections = strings.enumerated().map { index, text in
            Section(id: "s\(index)", title: "S\(index) \(text)", tag: "tag \(text)", pages: pages)
        }
        return Feed(title: strings[0] + " feed", sections: sections)
    }

    static func isControlOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || TerminalText.isBidiControl(scalar.value)
    }

    /// Feed and section text is made safe when the feed enters the state; page text when its card
    /// is first drawn (`TerminalText.drawable`, see `RenderCache`).
    @Test func textAsDrawnHasNoControls() {
        let feed = Self.hostileFeed().sanitized()
        var texts = [feed.title ?? ""]
        for section in feed.sections {
            texts += [section.title, section.tag ?? ""]
                + section.pages.flatMap { [$0.title, $0.body].map { TerminalText.drawable($0, asciiOnly: false) } }
        }
        for text in texts {
            #expect(!text.unicodeScalars.contains { $0 != "\n" && Self.isControlOrBidi($0) }, "\(text.debugDescription)")
            for fragment in Self.forbiddenFragments {
                #expect(!text.contains(fragment), "\(text.debugDescription) has \(fragment)")
            }
        }
    }

    @Test(arguments: [false, true])
    func renderedScreensHaveNoControls(ascii: Bool) {
        let options = CarouselOptions(reducedMotion: true, ascii: ascii)
        var state = CarouselState(feed: Self.hostileFeed(), options: options, screenSize: Size(width: 90, height: 40))
        let renderer = Renderer()
        var time = Instant.zero
        for step in 0..<TextInjectionCorpus.strings.count {
            // Visit every section and page, so every title, tag and body is drawn.
            time = time + 0.01
            _ = state.handle(.key(step.isMultiple(of: 2) ? .right : .down), at: time)
            let grid = renderer.render(state)
            for y in 0..<grid.size.height {
                for cell in grid.row(y) {
                    #expect(!cell.symbol.unicodeScalars.contains(where: Self.isControlOrBidi), "row \(y)")
                    #expect(!ascii || cell.symbol.isASCII)
                }
            }
            let screen = grid.plainText()
            for fragment in Self.forbiddenFragments {
                #expect(!screen.contains(fragment), "\(fragment) on screen:\n\(screen)")
            }
        }
    }

    @Test func reloadedFeedsAreSanitizedToo() {
        var state = CarouselState(feed: Feed(sections: [Section(id: "a", title: "a", pages: [Page(id: "p", title: "p")])]),
                                  screenSize: Size(width: 80, height: 30))
        _ = state.handle(.reloaded(Self.hostileFeed()), at: Instant(seconds: 1))
        let screen = Renderer().render(state).plainText()
        #expect(!screen.unicodeScalars.contains { $0 != "\n" && Self.isControlOrBidi($0) })
        _ = state.handle(.reloadFailed("bad \u{1B}]0;pwned\u{7} file"), at: Instant(seconds: 2))
        #expect(state.message.map { !$0.text.contains("pwned") && !$0.text.contains("\u{1B}") } == true)
    }
}
