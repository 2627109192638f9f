@testable import CarouselKit
@testable import CarouselTerminal
import CNcursesw
import Testing

/// Escape sequences curses does not recognise must never read as an Esc (which quits).
@Suite struct EscapeSequenceTests {
    private func characters(_ text: String) -> [InputReader.RawRead] {
        text.utf8.map { .byte($0) }
    }

    @Test func aLoneEscQuits() {
        #expect(InputReader.translate(characters("\u{1B}")).inputs == [.event(.key(.escape))])
    }

    @Test(arguments: ["\u{1B}[F", "\u{1B}[1;5C", "\u{1B}[200~", "\u{1B}OQ", "\u{1B}x"])
    func anUnrecognisedSequenceIsDroppedWhole(sequence: String) {
        #expect(InputReader.translate(characters(sequence)).inputs.isEmpty)
        #expect(InputReader.translate(characters(sequence + "l")).inputs == [.event(.key(.character("l")))])
    }

    @Test func keysAroundASequenceStillArrive() {
        let reads = characters("j\u{1B}[1;2Dk") + [.keyCode(KEY_END)] + characters("\u{1B}")
        #expect(InputReader.translate(reads).inputs == [
            .event(.key(.character("j"))), .event(.key(.character("k"))), .event(.key(.end)), .event(.key(.escape)),
        ])
    }

    @Test func twoEscsInOneReadAreTwoEscs() {
        #expect(InputReader.translate(characters("\u{1B}\u{1B}")).inputs == [.event(.key(.escape)), .event(.key(.escape))])
        // The second still starts a sequence of its own.
        #expect(InputReader.translate(characters("\u{1B}\u{1B}[A")).inputs == [.event(.key(.escape))])
    }

    @Test func anEscFollowedByARecognisedKeyIsAnEscOfItsOwn() {
        let reads: [InputReader.RawRead] = [.byte(27), .keyCode(KEY_DOWN)]
        #expect(InputReader.translate(reads).inputs == [.event(.key(.escape)), .event(.key(.down))])
    }

    /// Characters arrive as the bytes of their UTF-8 and are put together; a byte that is no
    /// UTF-8 is dropped alone, and a character cut short by the read waits for its rest.
    @Test func charactersAreMadeFromTheirBytes() {
        #expect(InputReader.translate(characters("あl")).inputs
            == [.event(.key(.character("あ"))), .event(.key(.character("l")))])
        #expect(InputReader.translate(characters("l") + [.byte(0x84), .byte(0xFF)] + characters("l")).inputs
            == [.event(.key(.character("l"))), .event(.key(.character("l")))])
        let cut = InputReader.translate(Array(characters("jあ").dropLast()))
        #expect(cut.inputs == [.event(.key(.character("j")))])
        #expect(cut.unfinished == [.byte(0xE3), .byte(0x81)])
        #expect(InputReader.translate(cut.unfinished + [.byte(0x82)]).inputs == [.event(.key(.character("あ")))])
    }
}
