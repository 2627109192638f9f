import CarouselKit
import Testing

@testable import CarouselTerminal

/// The screen-reader mode's keys, decoded from the terminal's bytes without curses.
@Suite struct PlainKeyDecoderTests {
    private static func keys(_ inputs: [TerminalInput]) -> [Key] {
        inputs.compactMap { if case .event(.key(let key)) = $0 { key } else { nil } }
    }

    @Test func arrowsAndNamedKeysInEitherFormAndCharactersOfAnyLength() {
        var decoder = PlainKeyDecoder()
        let bytes = Array("\u{1B}[A\u{1B}OB\u{1B}[C\u{1B}[D\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[F\u{1B}[Zqé冬".utf8)
        #expect(Self.keys(decoder.decode(bytes)) == [
            .up, .down, .right, .left, .pageUp, .pageDown, .home, .end, .backTab,
            .character("q"), .character("é"), .character("冬"),
        ])
        #expect(decoder.decode([3, 26]) == [.event(.key(.interrupt)), .suspend])
    }

    @Test func aSequenceCutByTheReadWaitsForItsRestAndAnEscAloneIsEscape() {
        var decoder = PlainKeyDecoder()
        #expect(decoder.decode(Array("l\u{1B}[".utf8)) == [.event(.key(.character("l")))])
        #expect(decoder.isWaiting)
        #expect(Self.keys(decoder.decode(Array("C".utf8))) == [.right])
        #expect(decoder.decode([0x1B]).isEmpty && decoder.isWaiting)
        #expect(Self.keys(decoder.finish()) == [.escape])
        #expect(decoder.decode([0xE5, 0x86]).isEmpty, "half a character waits")
        #expect(Self.keys(decoder.decode([0xAC])) == [.character("冬")])
        // Alt with a key, and a focus report: dropped whole.
        #expect(decoder.decode(Array("\u{1B}x\u{1B}[I".utf8)).isEmpty)
    }
}
