import CNcursesw
import Testing

@testable import CarouselTerminal

@Suite("Terminal capabilities", .serialized)
struct TerminalCapabilitiesTests {
    /// The capabilities of the terminfo entry `name`, read as the app reads them.
    private static func capabilities(of name: String) throws -> TerminalCapabilities {
        var error: Int32 = 0
        try #require(setupterm(name, 1, &error) == OK, "terminfo has no \(name)")
        defer { del_curterm(set_curterm(nil)) }
        return TerminalCapabilities.read()
    }

    @Test func paddingIsLeftOutOfEveryCapability() throws {
        // vt100 pads sgr0 ($<2>) and cup ($<5>); written as they are, the padding would show.
        let vt100 = try Self.capabilities(of: "vt100")
        #expect(String(decoding: vt100.resetAttributes, as: UTF8.self) == "\u{1B}[m\u{0F}")
        guard case .ecma48 = vt100.cursorAddressing else {
            Issue.record("vt100's cup without its padding is the ECMA-48 form")
            return
        }
        #expect(vt100.ecma48Graphics)
        #expect(vt100.attributeCapabilities.allSatisfy { !String(decoding: $0.1, as: UTF8.self).contains("$<") })
        let moved = TerminalCapabilities.format("\u{1B}[%p1%dP$<2/*>x", 4, 0)
        #expect(String(decoding: moved, as: UTF8.self) == "\u{1B}[4Px")
    }

    @Test func xtermAndTmuxDrawTheEcma48Way() throws {
        for name in ["xterm-256color", "tmux-256color"] {
            let terminal = try Self.capabilities(of: name)
            #expect(terminal.ecma48Graphics, "\(name)")
            #expect(terminal.movesCharacters, "\(name)")
            #expect(terminal.returnsAfterLastColumn && !terminal.lastCellScrolls, "\(name)")
        }
    }
}
