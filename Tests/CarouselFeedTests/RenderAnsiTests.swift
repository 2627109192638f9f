import ColouredText
import Foundation
import Testing

/// `carousel render --ansi`: the final screen with its colours and attributes as SGR sequences and
/// no other escape, whose text is the plain render's.
@Suite struct RenderAnsiTests {
    static func render(_ arguments: [String], environment: [String: String] = [:]) throws -> CarouselProcess {
        try CarouselProcess.run(["render", "--size", "60x20", "--keys", "right wait:1"] + arguments, environment: environment)
    }

    /// The lines of `text` without its SGR sequences, nor the blanks that end them (a styled
    /// blank, as the status line's, is printed; a plain one is not).
    static func stripped(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func theScreenInColoursIsThePlainScreenWithSGROnly() throws {
        let plain = try Self.render([])
        let ansi = try Self.render(["--ansi"])
        #expect(ansi.status == 0 && plain.status == 0, "\(ansi.standardError)")
        #expect(ansi.standardOutput.contains("\u{1B}[1;"), "the focused title is bold and coloured")
        #expect(ansi.standardOutput.contains("\u{1B}[2m") || ansi.standardOutput.contains(";2m"), "peeking cards are dim")
        // Every escape is an SGR sequence.
        let escapes = ansi.standardOutput.components(separatedBy: "\u{1B}").dropFirst()
        #expect(escapes.allSatisfy { $0.range(of: "^\\[[0-9;]*m", options: .regularExpression) != nil })
        #expect(Self.stripped(ansi.standardOutput) == Self.stripped(plain.standardOutput))
        // Each line ends plain, so that a pager's next line is not coloured by this one.
        for line in ansi.standardOutput.split(separator: "\n") where line.contains("\u{1B}") {
            #expect(line.hasSuffix("\u{1B}[m"), "\(line.debugDescription)")
        }
    }

    @Test func withoutColoursOnlyAttributesAreLeft() throws {
        let ansi = try Self.render(["--ansi", "--no-color"])
        #expect(ansi.status == 0)
        #expect(ansi.standardOutput.contains("\u{1B}["))
        #expect(ansi.standardOutput.range(of: "\u{1B}\\[[0-9;]*(3|4)[0-9](;|m)", options: .regularExpression) == nil)
    }

    @Test func theScreenReaderModeTakesNoColours() throws {
        let result = try Self.render(["--ansi", "--screen-reader"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--ansi draws colours, which the screen-reader mode never prints"))
    }
}

/// `status:` in colour (docs/behaviour.md §3.18): each card's border and glyph in its status's
/// SGR colour — green 32, yellow 33, red 31 (over the error card's cyan accent) — and the header's
/// counts in theirs.
@Suite struct RenderAnsiStatusTests {
    /// The colour of the first `symbol` of `line` and of the border two characters before it.
    static func colours(of symbol: Character, in line: [(character: Character, foreground: Int?)]) -> (Int?, Int?)? {
        guard let index = line.firstIndex(where: { $0.character == symbol }), index >= 2 else { return nil }
        return (line[index].foreground, line[index - 2].foreground)
    }

    @Test(arguments: [false, true])
    func theBordersTakeTheStatusColoursAndTheHeaderCountsThem(ascii: Bool) throws {
        let result = try CarouselProcess.run(
            ["render", "--ansi", "--size", "100x12", "statuses.yaml"] + (ascii ? ["--ascii"] : []),
            in: TestPaths.goodFixtures, environment: ["NO_COLOR": ""])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .map(ColouredText.characters(of:))
        let text = lines.map { String($0.map(\.character)) }
        let (warn, error, ok): (Character, Character, Character) = ascii ? ("!", "x", "+") : ("⚠", "✖", "✓")
        let header = try #require(lines.first)
        #expect(text[0].contains("\(warn) 1  \(error) 1   autoplay off"), "\(text[0])")
        #expect(Self.colours(of: warn, in: header)?.0 == 33)
        #expect(Self.colours(of: error, in: header)?.0 == 31)
        let titles = try #require(lines.firstIndex { String($0.map(\.character)).contains("Backups") })
        #expect(text[titles].contains("\(ok) Backups") && text[titles].contains("\(warn) Disk usage"))
        for (glyph, colour) in [(ok, 32), (warn, 33), (error, 31)] {
            let found = Self.colours(of: glyph, in: lines[titles])
            #expect(found?.0 == colour && found?.1 == colour, "\(glyph): glyph and border \(String(describing: found))")
        }
        let notes = try #require(lines[titles].firstIndex { $0.character == "N" })
        #expect(lines[titles][notes - 2].foreground == nil, "a card without a status keeps the theme's border")
    }

    @Test func withoutColourTheGlyphsStillSayIt() throws {
        let result = try CarouselProcess.run(["render", "--ansi", "--size", "100x12", "statuses.yaml"],
                                             in: TestPaths.goodFixtures)
        #expect(result.status == 0)
        #expect(result.standardOutput.range(of: "\u{1B}\\[[0-9;]*3[0-7](;|m)", options: .regularExpression) == nil)
        let text = RenderAnsiTests.stripped(result.standardOutput)
        #expect(text[0].hasSuffix("⚠ 1  ✖ 1   autoplay off   ? help"))
        #expect(text.contains { line in
            ["│ ✓ Backups", "│ ⚠ Disk usage", "│ ✖ Build"].allSatisfy { line.contains($0) }
        })
    }
}
