@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// Mouse reports arrive as escape sequences and are decoded by the app, in SGR form (what it asks
/// for) or X10 (what a terminal sends that ignores the request).
@Suite struct MouseReportTests {
    private func inputs(_ text: String) -> [TerminalInput] {
        InputReader.translate(text.unicodeScalars.map { .character($0.value) }).inputs
    }

    private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> TerminalInput {
        .event(.mouse(MouseEvent(kind, x: x, y: y)))
    }

    @Test func sgrPressesAndTheWheelInEveryDirection() {
        #expect(inputs("\u{1B}[<0;8;4M") == [mouse(.click, 7, 3)])
        #expect(inputs("\u{1B}[<64;8;4M") == [mouse(.wheelUp, 7, 3)])
        #expect(inputs("\u{1B}[<65;8;4M") == [mouse(.wheelDown, 7, 3)])
        #expect(inputs("\u{1B}[<66;8;4M") == [mouse(.wheelLeft, 7, 3)])
        #expect(inputs("\u{1B}[<67;8;4M") == [mouse(.wheelRight, 7, 3)])
        // Shift (+4) turns the vertical wheel sideways, keeping its direction.
        #expect(inputs("\u{1B}[<68;8;4M") == [mouse(.wheelLeft, 7, 3)])
        #expect(inputs("\u{1B}[<69;8;4M") == [mouse(.wheelRight, 7, 3)])
    }

    @Test func sgrReachesColumnsPastX10sLimit() {
        #expect(inputs("\u{1B}[<0;300;120M") == [mouse(.click, 299, 119)])
    }

    @Test func releasesMotionOtherButtonsAndNonsenseMeanNothing() {
        for report in ["\u{1B}[<0;8;4m", "\u{1B}[<32;8;4M", "\u{1B}[<2;8;4M", "\u{1B}[<1;8;4M", "\u{1B}[<128;8;4M",
                       "\u{1B}[<0;0;4M", "\u{1B}[<0;8M", "\u{1B}[<;8;4M", "\u{1B}[<0;8;4;1M"] {
            #expect(inputs(report).isEmpty, "\(report.debugDescription)")
        }
        // Nor do their digits arrive as keys: keys after them do.
        #expect(inputs("\u{1B}[<0;8;4mq") == [.event(.key(.character("q")))])
    }

    @Test func x10Reports() {
        #expect(inputs("\u{1B}[M %#") == [mouse(.click, 4, 2)])
        #expect(inputs("\u{1B}[M#%#").isEmpty)  // the release
        #expect(inputs("\u{1B}[Ma%#") == [mouse(.wheelDown, 4, 2)])
        #expect(inputs("\u{1B}[Md%#") == [mouse(.wheelLeft, 4, 2)])  // Shift + wheel up
        #expect(inputs("\u{1B}[Mc%#") == [mouse(.wheelRight, 4, 2)])  // button 7
    }

    /// A report split between two reads is kept until its rest arrives, so that its digits never
    /// page as typed digits would.
    @Test func aReportCutShortWaitsForItsRest() {
        let first = InputReader.translate("j\u{1B}[<65;1".unicodeScalars.map { .character($0.value) })
        #expect(first.inputs == [.event(.key(.character("j")))])
        #expect(first.unfinished.count == 7)
        let second = InputReader.translate(first.unfinished + "0;5Mk".unicodeScalars.map { .character($0.value) })
        #expect(second.inputs == [mouse(.wheelDown, 9, 4), .event(.key(.character("k")))])
        #expect(second.unfinished.isEmpty)
        #expect(InputReader.translate([.character(27), .character(0x5B), .character(0x4D), .character(0x20)]).unfinished.count == 4)
    }

    /// A run of parameters that never ends is dropped rather than kept.
    @Test func aSequenceWithoutEndIsNotKeptForEver() {
        let flood = "\u{1B}[" + String(repeating: "1", count: 200)
        let translation = InputReader.translate(flood.unicodeScalars.map { .character($0.value) })
        #expect(translation.unfinished.isEmpty)
    }
}
