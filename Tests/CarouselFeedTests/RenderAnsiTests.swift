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
