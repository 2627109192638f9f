import CarouselKit
import CarouselPictures
import Foundation
import Testing

@testable import CarouselTerminal

/// The kitty graphics commands as bytes: a picture transmitted once, quietly, as a PNG, in chunks
/// of at most 4096 base64 bytes, with a virtual placement for Unicode placeholders; wrapped for tmux.
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

    /// The picture a payload of base64 holds, read by the app's own decoder.
    static func picture(_ payload: String) throws -> Picture {
        let png = try #require(Data(base64Encoded: payload))
        return try PictureDecoder.decode([UInt8](png))
    }

    @Test func aSmallPictureIsOneQuietPNGWithAVirtualPlacement() throws {
        let pixels = Picture(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 255, 0, 128])
        let png = try #require(PNGEncoder.encode(pixels))
        let bytes = KittyGraphicsCommands().transmit(png: png, imageID: 42, columns: 3, rows: 2)
        let sent = commands(bytes)
        #expect(sent.count == 1)
        #expect(sent[0].keys == "a=T,U=1,f=100,i=42,c=3,r=2,q=2,m=0")
        #expect(try Self.picture(sent[0].payload) == pixels, "alpha kept")
    }

    @Test func aLargePictureIsSentInChunksThatJoinToItsPixels() throws {
        // Opaque noise (xorshift), which does not compress: three chunks or more.
        var state: UInt32 = 2_463_534_242
        let rgba = (0..<(64 * 32 * 4)).map { index -> UInt8 in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state)
        }
        let pixels = Picture(width: 64, height: 32, rgba: rgba)
        let png = try #require(PNGEncoder.encode(pixels))
        let sent = commands(KittyGraphicsCommands().transmit(png: png, imageID: 300, columns: 8, rows: 4))
        try #require(sent.count >= 3)
        #expect(sent.dropLast().allSatisfy { $0.payload.utf8.count == KittyGraphicsCommands.chunkSize })
        #expect(sent.last!.payload.utf8.count <= KittyGraphicsCommands.chunkSize)
        #expect(sent[0].keys.hasPrefix("a=T,U=1,f=100,") && sent[0].keys.hasSuffix(",m=1"))
        #expect(sent.dropFirst().dropLast().allSatisfy { $0.keys == "m=1,q=2" })
        #expect(sent.last!.keys == "m=0,q=2")
        #expect(try Self.picture(sent.map(\.payload).joined()) == pixels)
    }

    @Test func deletingFreesThePicturesData() {
        #expect(text(KittyGraphicsCommands().delete(imageID: 42)) == "\u{1B}_Ga=d,d=I,i=42,q=2\u{1B}\\")
    }

    @Test func insideTmuxEveryCommandIsWrappedWithItsEscapesDoubled() {
        let wrapped = text(KittyGraphicsCommands(insideTmux: true).delete(imageID: 7))
        #expect(wrapped == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\u{1B}\\\u{1B}\\")
    }
}
