@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// Mouse reports arrive as escape sequences and are decoded by the app, in SGR form (what it asks
/// for) or X10 (what a terminal sends that ignores the request).
@Suite struct MouseReportTests {
    private func inputs(_ text: String) -> [TerminalInput] {
        InputReader.translate(text.utf8.map { .byte($0) }).inputs
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

    /// Past column 95 an X10 report's column is a byte that is no UTF-8 (column 100 is 0x84): the
    /// report is read whole, as the raw bytes it is, and never takes the keys after it.
    @Test func x10ReportsPastColumn95() {
        let reads: [InputReader.RawRead] = ([27, 0x5B, 0x4D, 0x20, 0x84, 0x29] + Array("ll".utf8)).map { .byte($0) }
        #expect(InputReader.translate(reads).inputs
            == [mouse(.click, 99, 8), .event(.key(.character("l"))), .event(.key(.character("l")))])
        #expect(inputs("\u{1B}[M \u{7F}\u{7F}25").last == .event(.key(.character("5"))))
    }

    /// A report split between two reads is kept until its rest arrives, so that its digits never
    /// page as typed digits would.
    @Test func aReportCutShortWaitsForItsRest() {
        let first = InputReader.translate("j\u{1B}[<65;1".utf8.map { .byte($0) })
        #expect(first.inputs == [.event(.key(.character("j")))])
        #expect(first.unfinished.count == 7)
        let second = InputReader.translate(first.unfinished + "0;5Mk".utf8.map { .byte($0) })
        #expect(second.inputs == [mouse(.wheelDown, 9, 4), .event(.key(.character("k")))])
        #expect(second.unfinished.isEmpty)
        #expect(InputReader.translate([.byte(27), .byte(0x5B), .byte(0x4D), .byte(0x20)]).unfinished.count == 4)
    }

    /// A run of parameters that never ends is dropped rather than kept.
    @Test func aSequenceWithoutEndIsNotKeptForEver() {
        let flood = "\u{1B}[" + String(repeating: "1", count: 200)
        let translation = InputReader.translate(flood.utf8.map { .byte($0) })
        #expect(translation.unfinished.isEmpty)
    }
}
