import CarouselKit
import Foundation
import Testing

/// docs/behaviour.md §3.6 in a real terminal: text of every script and emoji kind keeps every row exactly as
/// wide as the screen, and nothing a feed says reaches the terminal as a control sequence.
@Suite("Text in a real terminal")
struct TextSafetyTests {
    static let world = """
        title: 世界の文字 · World text
        sections:
          - id: cjk
            title: 日本語 · 中文 · 한국어
            tag: ｶﾀｶﾅ半角 / 全角ＡＢＣ / 濁点の合成 か\u{3099}
            pages:
              - title: 東京の冬
                body: チャコールグレーのウールコート。膝まで届く長めの丈で、冬の朝の冷たい風から守ります。
              - title: 北京的冬天
                body: 中华人民共和国的首都，拥有三千多年的历史。故宫、天坛和长城是世界闻名的名胜古迹。
              - title: 서울의 겨울
                body: 대한민국의 수도. 한강을 따라 펼쳐진 도시에는 고궁과 현대적인 빌딩이 함께 어우러져 있습니다.
          - id: emoji
            title: Emoji of every kind 🎠
            pages:
              - title: Families 👨‍👩‍👧 and skin tones 👍🏽
                body: ZWJ 👩‍💻 🏳️‍🌈, modifiers 👋🏿 🙏🏻, keycaps 1️⃣ #️⃣, VS16 ❤️ ☺️ ✈️, flags 🇯🇵 🇫🇷 🇺🇸, tags 🏴󠁧󠁢󠁳󠁣󠁴󠁿.
              - title: Combining é à ñ — Café
                body: e\u{301} a\u{300} n\u{303} in decomposed form; ☕ 🍣 🚀 🎉 and ★ ✓ ♪ → ← … symbols.
              - title: Mixed 漢字 and emoji 🍵
                body: 抹茶🍵と和菓子🍡。Tea and sweets, ひと休み 😊 then back to work 💪.
        """

    @Test func rowsKeepTheScreenWidthAndBordersStayInTheirColumnsAtRestAndMidSlide() async throws {
        let width = 100
        let session = try TmuxSession(
            arguments: ["world.yaml", "--no-autoplay"], width: width, height: 30, feeds: ["world.yaml": Self.world])
        try await session.waitFor("Section 1/2")
        for step in 0..<8 {
            Self.checkRows(session.capture(), width: width, step: step)
            // Page the focused section and capture again while it slides; one step moves down.
            session.sendKeys(step == 3 ? "Down" : "Right")
            try await Task.sleep(for: .milliseconds(60 + 20 * step))
        }
        session.sendKeys("1")
        // A ZWJ family shows as its separate emoji once the slide back to page 1 ends.
        try await session.waitFor("Families 👨👩👧")
        let settled = try await session.waitForStableScreen()
        Self.checkRows(settled, width: width, step: 99, acrossRows: true)
        #expect(!settled.contains("👍🏽"))
    }

    /// No row is wider than the screen; within each row the cards' borders are a card's width and
    /// a gap apart, so no character pushed a border; and with `acrossRows` (a screen at rest —
    /// mid-slide, a capture can catch a frame half written) every row of a card has its borders
    /// in the same columns.
    static func checkRows(
        _ screen: String, width: Int, step: Int, acrossRows: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let cardWidth = min(width - 8, 80), gap = 2
        var bordersOfCard: [Int]? = nil
        for row in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            let columns = DisplayWidth.of(row)
            #expect(columns <= width, "step \(step): \(columns) columns in \"\(row)\"", sourceLocation: sourceLocation)
            guard row.contains("│") else {
                bordersOfCard = nil
                continue
            }
            let borders = borderColumns(in: row)
            let distances = Set(zip(borders, borders.dropFirst()).map { $1 - $0 })
            #expect(distances.isSubset(of: [cardWidth - 1, gap + 1]), "step \(step): shifted row \"\(row)\"", sourceLocation: sourceLocation)
            if acrossRows, let expected = bordersOfCard {
                #expect(borders == expected, "step \(step): shifted row \"\(row)\"", sourceLocation: sourceLocation)
            }
            bordersOfCard = borders
        }
    }

    static func borderColumns(in row: Substring) -> [Int] {
        var column = 0
        var borders: [Int] = []
        for character in row {
            if character == "│" { borders.append(column) }
            column += DisplayWidth.of(character)
        }
        return borders
    }

    /// Hostile strings, each with a marker that must never reach the terminal.
    static let hostile: [String] = [
        "\u{1B}]0;pwned-title\u{7}", "\u{1B}]2;pwned-title\u{1B}\\", "\u{1B}]52;c;cm0gLXJmIH4=\u{7}",
        "\u{1B}]8;;https://evil.example/\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\u{1B}Ppwned-dcs\u{1B}\\",
        "\u{1B}_pwned-apc\u{1B}\\", "\u{1B}^pwned-pm\u{1B}\\", "\u{1B}Xpwned-sos\u{1B}\\",
        "\u{1B}[6n", "\u{1B}[21t", "\u{1B}[?2004h", "\u{1B}c", "\u{1B}[38;5;196;48;5;21mred",
        "\u{9B}6n", "\u{9D}0;pwned-c1\u{9C}", "\u{90}pwned-c1-dcs\u{9C}", "bell\u{7}\u{7}", "back\u{8}\u{8}space",
        "del\u{7F}", "nul\u{0}", "cr\roverwrite", "\u{202E}reversed\u{202C}", "\u{2066}isolate\u{2069}",
        "tab\there", "\u{1B}[?1049l\u{1B}[?25h", "\u{1B}[2J\u{1B}[H",
    ]

    /// What the app itself never sends, so finding it in the output means a feed injected it.
    static let forbiddenInOutput = [
        "pwned", "evil.example", "cm0gLXJmIH4=", "\u{1B}]", "\u{1B}P", "\u{1B}_", "\u{1B}^", "\u{1B}X",
        "\u{1B}[6n", "\u{1B}[21t", "\u{1B}[?2004h", "\u{1B}c", "\u{1B}[38;5;196", "\u{7}",
        // Not backspace: curses moves the cursor left with it.
    ]

    static var hostileFeed: String {
        func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x22: result += "\\\""
                case 0x5C: result += "\\\\"
                case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: result += String(format: "\\u%04X", scalar.value)
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        let pages = hostile.enumerated().map { index, text in
            "      - {title: \(quoted("T\(index) " + text)), body: \(quoted("B\(index) " + text + " " + text))}"
        }
        let sections = hostile.indices.map { index in
            "  - {id: s\(index), title: \(quoted("S\(index) " + hostile[index])), tag: \(quoted("tag " + hostile[index])), pages: *pages}"
        }
        return "title: \(quoted(hostile[0] + " feed"))\nshared:\n  pages: &pages\n\(pages.joined(separator: "\n"))\nsections:\n"
            + sections.joined(separator: "\n") + "\n"
    }

    @Test func noInjectedSequenceReachesTheTerminal() async throws {
        let session = try await TmuxSession.recordedApp(
            ["hostile.yaml", "--no-autoplay", "--reduced-motion"], to: "output.bin", width: 90, height: 40,
            feeds: ["hostile.yaml": Self.hostileFeed])
        try await session.waitFor("Section 1/\(Self.hostile.count)")
        // Draw every section's title and tag and every page of a few sections.
        for step in 0..<(Self.hostile.count * 2) {
            session.sendKeys(step.isMultiple(of: 2) ? "j" : "l")
        }
        try await session.waitFor("Section \(Self.hostile.count)/\(Self.hostile.count)")
        // Only the app's own output: the shell's prompt, once the app quits, enables bracketed paste.
        session.stopRecordingOutput()
        session.sendKeys("q")
        try await session.waitForScreen("the shell again") { !$0.contains("Section ") }
        var output = try await session.waitForFile("output.bin", timeout: 10)
        let bytes = try Data(contentsOf: session.directory.appendingPathComponent("output.bin"))
        #expect(!output.isEmpty)
        // The app's own ambiguous-width probe asks for the cursor position once, before the
        // first frame; nothing else may.
        let probe = try #require(output.range(of: "\u{1B}[H…\u{1B}[6n\u{1B}[H\u{1B}[K"), "the width probe was not sent")
        #expect(probe.upperBound <= (output.range(of: "\u{1B}[?2026h")?.lowerBound ?? output.startIndex))
        output.removeSubrange(probe)
        for fragment in Self.forbiddenInOutput {
            #expect(!output.contains(fragment), "the terminal received \(fragment.debugDescription)")
        }
        for c1 in [UInt8(0x90), 0x9B, 0x9C, 0x9D, 0x9E, 0x9F] {
            #expect(!Self.containsC1(bytes, c1), "the terminal received the C1 control 0x\(String(c1, radix: 16))")
        }
    }

    /// Whether `bytes` has the C1 control `c1` as a raw byte or as a UTF-8 encoded code point.
    static func containsC1(_ bytes: Data, _ c1: UInt8) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            // A raw C1 byte can only be a continuation byte in valid UTF-8 after a lead byte; the
            // code point U+0080–009F is encoded as C2 80–9F.
            if byte == c1, previous == 0xC2 || previous < 0x80 { return true }
            previous = byte
        }
        return false
    }
}
