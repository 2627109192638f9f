import Testing

/// Colours on the real screen, read from tmux's cells (`capture-pane -e`).
@Suite("Colour and monochrome in a real terminal")
struct ColorTests {
    /// How colour is turned off, if it is.
    enum Colour: String, CaseIterable, CustomTestStringConvertible {
        case on, noColorVariable, noColorFlag
        var testDescription: String { rawValue }
    }

    /// The colours SGR sequences in `screen` set: foreground and background, basic, bright, 256 and RGB.
    static func colours(in screen: String) -> Set<String> {
        var found: Set<String> = []
        for match in screen.matches(of: /\x1B\[([0-9;:]*)m/) {
            var parameters = match.1.split(separator: ";").compactMap { Int($0) }[...]
            while let parameter = parameters.popFirst() {
                switch parameter {
                case 30...37, 40...47, 90...97, 100...107: found.insert("\(parameter)")
                case 38, 48:
                    // 5;N or 2;R;G;B
                    let kind = parameters.popFirst() ?? 0
                    let rest = parameters.prefix(kind == 2 ? 3 : 1)
                    parameters = parameters.dropFirst(rest.count)
                    found.insert(([parameter, kind] + rest).map(String.init).joined(separator: ";"))
                default: break
                }
            }
        }
        return found
    }

    @Test(arguments: Colour.allCases)
    func coloursShowUnlessTurnedOff(_ colour: Colour) async throws {
        let session = try TmuxSession.board(
            ["--no-autoplay"] + (colour == .noColorFlag ? ["--no-color"] : []),
            environment: colour == .noColorVariable ? ["NO_COLOR": "1"] : [:])
        try await session.waitFor("Section 1/5")
        let screen = session.captureWithStyles()
        // Monochrome still has its styles (bold, reverse…): the capture does carry SGR.
        #expect(screen.contains("\u{1B}["), "no styles captured at all")
        let colours = Self.colours(in: screen)
        if colour == .on {
            #expect(!colours.isEmpty, "no colour on screen:\n\(screen)")
        } else {
            #expect(colours.isEmpty, "colours \(colours.sorted()) with \(colour.rawValue)")
        }
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }
}
