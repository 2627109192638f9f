import CarouselKit
import Foundation
import Testing

@testable import CarouselTerminal

/// The kitty graphics commands as bytes: a picture transmitted once, quietly, in chunks of at
/// most 4096 base64 bytes, with a virtual placement for Unicode placeholders; wrapped for tmux.
@Suite("Kitty graphics commands")
struct KittyGraphicsTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The APC commands in `bytes`: their keys and payloads.
    private func commands(_ bytes: [UInt8]) -> [(keys: String, payload: String)] {
        text(bytes).components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }.map { command in
            #expect(command.hasPrefix("\u{1B}_G"))
            let body = command.dropFirst(3).split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(body[0]), body.count > 1 ? String(body[1]) : "")
        }
    }

    @Test func base64MatchesTheRFCsExamples() {
        let cases = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
                     "foobar": "Zm9vYmFy"]
        for (plain, encoded) in cases { #expect(text(Base64.encode(Array(plain.utf8))) == encoded) }
        #expect(text(Base64.encode([0xFF, 0xFE, 0x00])) == "//4A")
    }

    @Test func aSmallPictureIsOneQuietCommandWithAVirtualPlacement() {
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255]
        let bytes = KittyGraphicsCommands().transmit(rgba: rgba, width: 2, height: 1, imageID: 42, columns: 3, rows: 2)
        let sent = commands(bytes)
        #expect(sent.count == 1)
        #expect(sent[0].keys == "a=T,U=1,f=32,s=2,v=1,i=42,c=3,r=2,q=2,m=0")
        #expect(sent[0].payload == text(Base64.encode(rgba)))
    }

    @Test func aLargePictureIsSentInChunksThatJoinToItsPixels() {
        let rgba = (0..<(64 * 32 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let sent = commands(KittyGraphicsCommands().transmit(
            rgba: rgba, width: 64, height: 32, imageID: 300, columns: 8, rows: 4))
        #expect(sent.count == 3)
        #expect(sent.allSatisfy { $0.payload.utf8.count <= KittyGraphicsCommands.chunkSize })
        #expect(sent[0].keys.hasPrefix("a=T,U=1,") && sent[0].keys.hasSuffix(",m=1"))
        #expect(sent[1].keys == "m=1,q=2")
        #expect(sent[2].keys == "m=0,q=2")
        #expect(sent.map(\.payload).joined() == text(Base64.encode(rgba)))
    }

    @Test func deletingFreesThePicturesData() {
        #expect(text(KittyGraphicsCommands().delete(imageID: 42)) == "\u{1B}_Ga=d,d=I,i=42,q=2\u{1B}\\")
    }

    @Test func insideTmuxEveryCommandIsWrappedWithItsEscapesDoubled() {
        let wrapped = text(KittyGraphicsCommands(insideTmux: true).delete(imageID: 7))
        #expect(wrapped == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\u{1B}\\\u{1B}\\")
    }
}
