import CarouselKit
import CarouselPictures
import Foundation
import Testing

@testable import CarouselTerminal

/// What kitty's transmission of a picture costs: the built-in feed's drawings, a plasma (smooth)
/// and a plasma with a camera's grain (as noisy as a photo), fitted into a card's pixels and into
/// a large reader's. Each is sent in at most half the bytes its raw RGBA took (both in base64),
/// and reads back to exactly its pixels.
@Suite("Kitty bytes per picture")
struct KittyPictureBytesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func builtIn(_ name: String) throws -> Picture {
        let file = root.appendingPathComponent("Resources/pictures/\(name).png")
        return try PictureDecoder.decode([UInt8](try Data(contentsOf: file)))
    }

    /// Sums of sines, plus up to `grain` levels of noise a channel.
    static func plasma(width: Int, height: Int, grain: Int) -> Picture {
        var noise: UInt32 = 2_463_534_242
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (u, v) = (Double(x) / 37, Double(y) / 23)
                let value = sin(u) + sin(v + u / 2) + sin((u * u + v * v).squareRoot() / 2)
                for phase in [0, 2.1, 4.2] {
                    noise ^= noise << 13
                    noise ^= noise >> 17
                    noise ^= noise << 5
                    let grain = grain == 0 ? 0 : Int(noise % UInt32(2 * grain + 1)) - grain
                    rgba.append(UInt8(clamping: Int(127.5 + 127.5 * sin(value * 1.3 + phase)) + grain))
                }
                rgba.append(255)
            }
        }
        return Picture(width: width, height: height, rgba: rgba)
    }

    /// A card of 60 × 12 cells and a reader of 96 × 30, at 10 × 20 pixels a cell.
    static let areas = [(name: "card", width: 600, height: 240), (name: "reader", width: 960, height: 600)]

    @Test func eachPictureIsSentInAtMostHalfItsRawBytesAndReadsBackExactly() throws {
        var pictures = try ["sunset", "harbour", "builds", "aurora"].map { (name: $0, picture: try Self.builtIn($0)) }
        pictures.append((name: "plasma", picture: Self.plasma(width: 960, height: 600, grain: 0)))
        pictures.append((name: "grainy", picture: Self.plasma(width: 960, height: 600, grain: 6)))
        var table = ["picture  area    pixels    raw RGBA  as base64  sent      sent/raw  PNG ms"]
        for (name, picture) in pictures {
            for area in Self.areas {
                let pixels = PictureScaler.pixels(of: picture, width: area.width, height: area.height)
                // What the picture worker does: libpng and zlib, built for release even in a debug build.
                var png: [UInt8]?
                let elapsed = ContinuousClock().measure { png = PNGEncoder.encode(pixels) }
                let bytes = KittyGraphicsCommands().transmit(png: try #require(png), imageID: 300, columns: 60, rows: 12)
                let raw = Base64.encode(pixels.rgba).count
                #expect(bytes.count * 2 <= raw, "\(name) in a \(area.name): \(bytes.count) bytes sent, raw \(raw)")
                let payload = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\u{1B}\\")
                    .compactMap { $0.split(separator: ";", maxSplits: 1).dropFirst().first }.joined()
                #expect(try KittyGraphicsTests.picture(payload) == pixels, "\(name) reads back")
                let milliseconds = Double(elapsed.components.attoseconds) / 1e15
                    + Double(elapsed.components.seconds) * 1000
                let columns = [
                    name, area.name, "\(pixels.width)×\(pixels.height)", String(pixels.rgba.count), String(raw),
                    String(bytes.count), String(format: "%.1f %%", 100 * Double(bytes.count) / Double(raw)),
                    String(format: "%.1f", milliseconds),
                ]
                table.append(zip(columns, [9, 8, 10, 10, 11, 10, 10, 0]).map {
                    $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0)
                }.joined())
            }
        }
        print(table.joined(separator: "\n"))
    }
}
