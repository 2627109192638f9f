@testable import CarouselKit
@testable import CarouselTerminal
import CNcursesw
import Testing

/// Escape sequences curses does not recognise must never read as an Esc (which quits).
@Suite struct EscapeSequenceTests {
    private func characters(_ text: String) -> [InputReader.RawRead] {
        text.unicodeScalars.map { .character($0.value) }
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
        let reads: [InputReader.RawRead] = [.character(27), .keyCode(KEY_DOWN)]
        #expect(InputReader.translate(reads).inputs == [.event(.key(.escape)), .event(.key(.down))])
    }
}
