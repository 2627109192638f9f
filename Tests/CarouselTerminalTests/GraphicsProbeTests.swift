import CarouselKit
import CarouselPictures
import Testing

@testable import CarouselTerminal

/// The graphics probe's replies, found among keys, and the choice `--images` makes from them.
@Suite("The graphics probe and the picture mode chosen")
struct GraphicsProbeTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let xtermVT340 = "\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
    static let kittyOK = "\u{1B}_Gi=31;OK\u{1B}\\"

    @Test func aSixelTerminalsRepliesAreReadAndKeysKept() {
        let replies = GraphicsReplies.scan(bytes("x\u{1B}[6;20;10t" + Self.xtermVT340 + "y"))
        #expect(replies.deviceAttributes == [63, 1, 2, 4, 6, 9, 15, 16, 22, 28])
        #expect(replies.sixel && !replies.kittyGraphics && replies.complete)
        #expect(replies.cellPixels == Size(width: 10, height: 20))
        #expect(replies.otherBytes == bytes("xy"))
    }

    @Test func theSixelColourRegistersAreTakenAsSaidUpTo256() {
        let said = GraphicsReplies.scan(bytes("\u{1B}[?1;0;16S" + Self.xtermVT340))
        #expect(said.colorRegisters == 16 && said.otherBytes.isEmpty)
        let refused = GraphicsReplies.scan(bytes("\u{1B}[?1;3;0S" + Self.xtermVT340))
        #expect(refused.colorRegisters == nil && refused.otherBytes.isEmpty, "an error status says nothing")
        let choose = { (reply: String) in
            GraphicsChoice.decide(.auto, insideTmux: false, replies: GraphicsReplies.scan(self.bytes(reply + Self.xtermVT340)),
                                  kernelCellPixels: nil).colorRegisters
        }
        #expect(choose("\u{1B}[?1;0;16S") == 16)
        #expect(choose("\u{1B}[?1;0;1024S") == 256, "no more than sixel encoders use")
        #expect(choose("") == 256, "unsaid: 256")
    }

    @Test func kittysReplyIsOKOnlyForTheQuestionAsked() {
        #expect(GraphicsReplies.scan(bytes(Self.kittyOK + "\u{1B}[?62;22c")).kittyGraphics)
        #expect(!GraphicsReplies.scan(bytes("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?62c")).kittyGraphics)
        #expect(!GraphicsReplies.scan(bytes("\u{1B}_Gi=5;OK\u{1B}\\\u{1B}[?62c")).kittyGraphics)
    }

    @Test func tmuxsAttributesHaveNoSixelAndArrowKeysStayKeys() {
        let replies = GraphicsReplies.scan(bytes("\u{1B}[A\u{1B}[?1;2c\u{1B}[1;5c"))
        #expect(replies.deviceAttributes == [1, 2] && !replies.sixel)
        #expect(replies.otherBytes == bytes("\u{1B}[A\u{1B}[1;5c"))
    }

    @Test func theWaitGoesOnUntilTheDeviceAttributesCome() {
        #expect(!GraphicsReplies.scan(bytes(Self.kittyOK + "\u{1B}[?62;4")).complete)
        #expect(!GraphicsReplies.scan([]).complete)
    }

    typealias Asked = GraphicsChoice.Asked

    @Test(arguments: [
        // asked, inside tmux, replies, drawn, passthrough
        (Asked.auto, false, kittyOK + xtermVT340, "kitty", false),
        (.auto, false, xtermVT340, "sixel", false),
        (.auto, false, "\u{1B}[?62;22c", "symbols", false),
        (.auto, true, kittyOK + xtermVT340, "symbols", false),
        (.kitty, true, "", "kitty", true),
        (.kitty, false, "", "kitty", false),
        (.sixel, true, "", "sixel", false),
        (.symbols, false, kittyOK + xtermVT340, "symbols", false),
        (.none, false, xtermVT340, "none", false),
    ])
    func theChoice(asked: Asked, insideTmux: Bool, replies: String, drawn: String, passthrough: Bool) {
        let scanned = replies.isEmpty ? nil : GraphicsReplies.scan(bytes(replies))
        let choice = GraphicsChoice.decide(asked, insideTmux: insideTmux, replies: scanned, kernelCellPixels: nil)
        #expect(choice.drawing.rawValue == drawn)
        #expect(choice.passthrough == passthrough)
    }

    @Test func anUnansweredAutoIsSymbols() {
        #expect(GraphicsChoice.decide(.auto, insideTmux: false, replies: nil, kernelCellPixels: nil).drawing == .symbols)
    }

    @Test func theCellSizeComesFromTheTerminalThenTheKernelThenAGuess() {
        let told = GraphicsReplies.scan(bytes("\u{1B}[6;17;8t\u{1B}[?62;4c"))
        let kernel = Size(width: 9, height: 18)
        #expect(GraphicsChoice.decide(.sixel, insideTmux: false, replies: told, kernelCellPixels: kernel).cellPixels
            == Size(width: 8, height: 17))
        #expect(GraphicsChoice.decide(.sixel, insideTmux: false, replies: nil, kernelCellPixels: kernel).cellPixels
            == kernel)
        #expect(GraphicsChoice.decide(.sixel, insideTmux: false, replies: nil, kernelCellPixels: nil).cellPixels
            == Size(width: 10, height: 20))
    }

    /// A terminal, a multiplexer or a remote end can say any cell size: one no font has
    /// (`6;20000;10000` asked for 608 GB) falls back to the next source, as none would.
    @Test(arguments: ["6;20000;10000", "6;1000;500", "6;20;3", "6;7;10", "6;129;64", "6;99999;99999"])
    func anUnbelievableCellSizeFallsBackToTheKernelsThenTheGuess(reply: String) {
        let told = GraphicsReplies.scan(bytes("\u{1B}[\(reply)t\u{1B}[?62;4c"))
        let kernel = Size(width: 9, height: 18)
        #expect(GraphicsChoice.decide(.sixel, insideTmux: false, replies: told, kernelCellPixels: kernel).cellPixels
            == kernel)
        #expect(GraphicsChoice.decide(.sixel, insideTmux: false, replies: told, kernelCellPixels: nil).cellPixels
            == Size(width: 10, height: 20))
        let lyingKernel = Size(width: 65535 / 100, height: 65535 / 30)
        #expect(GraphicsChoice.decide(.sixel, insideTmux: false, replies: nil, kernelCellPixels: lyingKernel)
            .cellPixels == Size(width: 10, height: 20))
        #expect(GraphicsChoice.needsProbe(.sixel, insideTmux: false, kernelCellPixels: lyingKernel),
                "a kernel size no font has is asked about, as none is")
    }

    @Test func theLargestBelievableCellsAreTakenAndAPicturesPixelsStayBounded() {
        let told = GraphicsReplies.scan(bytes("\u{1B}[6;128;64t\u{1B}[?62;4c"))
        #expect(GraphicsChoice.decide(.sixel, insideTmux: false, replies: told, kernelCellPixels: nil).cellPixels
            == Size(width: 64, height: 128))
        let cells = Size(width: 76, height: 10)
        #expect(CellPixels.area(of: cells, at: Size(width: 10_000, height: 20_000)) == Size(width: 760, height: 200))
        let huge = CellPixels.area(of: Size(width: 5000, height: 5000), at: Size(width: 64, height: 128))
        #expect(huge.width * huge.height <= CellPixels.mostPixels && abs(huge.width * 2 - huge.height) <= 2,
                "a whole 1000 × 1000 screen of the largest cells, shrunk alike: \(huge)")
    }

    @Test func aReplyOfThousandsOfNumbersIsNoReply() {
        let flood = "\u{1B}[?" + Array(repeating: "4", count: 5000).joined(separator: ";") + "c"
        let replies = GraphicsReplies.scan(bytes(flood))
        #expect(!replies.complete && !replies.sixel)
        let real = GraphicsReplies.scan(bytes(flood + Self.xtermVT340))
        #expect(real.sixel, "the real reply after it still counts")
    }

    @Test func onlyWhatNeedsAnAnswerAsks() {
        #expect(GraphicsChoice.needsProbe(.auto, insideTmux: false, kernelCellPixels: nil))
        #expect(!GraphicsChoice.needsProbe(.auto, insideTmux: true, kernelCellPixels: nil))
        #expect(!GraphicsChoice.needsProbe(.sixel, insideTmux: false, kernelCellPixels: Size(width: 9, height: 18)))
        #expect(GraphicsChoice.needsProbe(.sixel, insideTmux: false, kernelCellPixels: nil))
        #expect(!GraphicsChoice.needsProbe(.symbols, insideTmux: false, kernelCellPixels: nil))
        #expect(!GraphicsChoice.needsProbe(.none, insideTmux: false, kernelCellPixels: nil))
    }
}
