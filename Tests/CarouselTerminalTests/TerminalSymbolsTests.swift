import CarouselKit
import Testing

@testable import CarouselTerminal

/// The symbols pictures are drawn with when nothing says: sextants in the terminals that draw
/// them themselves, quadrants elsewhere, and inside tmux or screen whatever the terminal around.
@Suite("Symbols for the terminal")
struct TerminalSymbolsTests {
    @Test(arguments: [
        (["TERM": "xterm-kitty"], SymbolSet.sextant),
        (["TERM": "foot"], .sextant),
        (["TERM": "foot-extra"], .sextant),
        (["TERM": "wezterm"], .sextant),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .sextant),
        (["TERM": "xterm-256color"], .quadrant),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .quadrant),
        (["TERM": "tmux-256color", "TERM_PROGRAM": "WezTerm"], .quadrant),
        (["TERM": "screen-256color"], .quadrant),
        ([:], .quadrant),
    ] as [([String: String], SymbolSet)])
    func sextantsWhereTheTerminalDrawsThem(environment: [String: String], expected: SymbolSet) {
        #expect(TerminalSymbols.standard(environment: environment) == expected)
    }
}
