import CarouselKit
import CNcursesw
import Testing

@testable import CarouselTerminal

@Suite("Translating curses input")
struct KeyTranslatorTests {
    @Test(arguments: [
        (UInt32(3), TerminalInput.event(.key(.interrupt))),
        (26, .suspend),
        (27, .event(.key(.escape))),
        (9, .event(.key(.tab))),
        (13, .event(.key(.enter))),
        (32, .event(.key(.space))),
        (UInt32(UnicodeScalar("q").value), .event(.key(.character("q")))),
        (UInt32(UnicodeScalar("あ").value), .event(.key(.character("あ")))),
    ])
    func characters(code: UInt32, expected: TerminalInput) {
        #expect(KeyTranslator.character(code) == expected)
    }

    @Test func otherControlCharactersAreIgnored() {
        for code: UInt32 in [0, 1, 8, 28, 127] {
            #expect(KeyTranslator.character(code) == nil)
        }
    }

    @Test(arguments: [
        (KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
        (KEY_BTAB, .backTab), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
        (KEY_HOME, .home), (KEY_END, .end), (KEY_ENTER, .enter),
    ])
    func keyCodes(code: Int32, key: Key) {
        #expect(KeyTranslator.keyCode(code) == .event(.key(key)))
    }

    @Test func resizeAndFocusCodes() {
        #expect(KeyTranslator.keyCode(KEY_RESIZE) == .resize)
        #expect(KeyTranslator.keyCode(CursesScreen.focusInKey) == .event(.focus(true)))
        #expect(KeyTranslator.keyCode(CursesScreen.focusOutKey) == .event(.focus(false)))
    }
}
