import CarouselFeed
@testable import CarouselKit
import Testing

/// The injection corpus as a source's output, in every format, with and without `colors`: the
/// pages it gives never put a control character or an escape sequence's payload on the screen.
@Suite struct SourceOutputInjectionTests {
    static func output(_ format: SourceFormat) -> String {
        let strings = TextInjectionCorpus.strings.enumerated()
        switch format {
        case .json:
            return "[" + strings.map { #"{"title": "\#(json("T\($0) \($1)"))", "body": "\#(json("B\($0) \($1) \($1)"))"}"# }
                .joined(separator: ",\n") + "]"
        case .lines:
            return strings.map { "T\($0) \($1)\tB\($0) \($1) \($1)" }.joined(separator: "\n")
        default: // text; an image is no text
            return strings.map { "# T\($0) \($1)\nB\($0) \($1)\n\($1)" }.joined(separator: "\n---\n")
        }
    }

    /// Text in a JSON string: quotes, backslashes and C0 controls escaped, the rest as it is.
    static func json(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    static let cases: [(SourceFormat, Bool)] = SourceFormat.textFormats.flatMap { [($0, false), ($0, true)] }

    @Test(arguments: cases)
    func everyPageAsDrawnIsSafe(format: SourceFormat, colors: Bool) throws {
        let pages = try SourceOutputParser.parse(Array(Self.output(format).utf8), format: format, colors: colors).output.pages
        #expect(pages.count >= TextInjectionCorpus.strings.count)
        for page in pages {
            let styles = page.styles ?? PageStyles()
            for text in [StyledText(page.title, spans: styles.title), StyledText(page.body, spans: styles.body)] {
                let drawn = text.drawable(asciiOnly: false).text
                #expect(!drawn.unicodeScalars.contains { $0 != "\n" && TextInjectionTests.isControlOrBidi($0) }, "\(drawn.debugDescription)")
                for fragment in TextInjectionTests.forbiddenFragments {
                    #expect(!drawn.contains(fragment), "\(drawn.debugDescription) has \(fragment)")
                }
            }
        }
    }

    @Test(arguments: cases)
    func everyCardOnScreenIsSafe(format: SourceFormat, colors: Bool) throws {
        let output = try SourceOutputParser.parse(Array(Self.output(format).utf8), format: format, colors: colors).output
        let feed = Feed(sections: [Section(id: "live", title: "Live", autoplay: .off, pages: output.pages)])
        var state = CarouselState(feed: feed, options: CarouselOptions(reducedMotion: true), screenSize: Size(width: 90, height: 16))
        let renderer = Renderer()
        for step in 0..<output.pages.count {
            _ = state.handle(.key(.right), at: Instant(seconds: Double(step)))
            let grid = renderer.render(state)
            for y in 0..<grid.size.height {
                #expect(!grid.row(y).contains { $0.symbol.unicodeScalars.contains(where: TextInjectionTests.isControlOrBidi) })
            }
            let screen = grid.plainText()
            for fragment in TextInjectionTests.forbiddenFragments {
                #expect(!screen.contains(fragment), "\(fragment) on screen:\n\(screen)")
            }
        }
    }
}
