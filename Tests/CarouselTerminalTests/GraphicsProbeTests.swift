import CarouselKit
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

    @Test func onlyWhatNeedsAnAnswerAsks() {
        #expect(GraphicsChoice.needsProbe(.auto, insideTmux: false, kernelCellPixels: nil))
        #expect(!GraphicsChoice.needsProbe(.auto, insideTmux: true, kernelCellPixels: nil))
        #expect(!GraphicsChoice.needsProbe(.sixel, insideTmux: false, kernelCellPixels: Size(width: 9, height: 18)))
        #expect(GraphicsChoice.needsProbe(.sixel, insideTmux: false, kernelCellPixels: nil))
        #expect(!GraphicsChoice.needsProbe(.symbols, insideTmux: false, kernelCellPixels: nil))
        #expect(!GraphicsChoice.needsProbe(.none, insideTmux: false, kernelCellPixels: nil))
    }
}
