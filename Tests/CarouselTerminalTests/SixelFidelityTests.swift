import CarouselPictures
import Foundation
import Testing

@testable import CarouselTerminal

/// How close a sixel picture comes to its pixels, against libsixel's `img2sixel` (Debian's
/// `libsixel-bin`, the field's reference encoder) on the same pixels: each is read back by a
/// sixel decoder and compared by PSNR. The app may be at most 0.5 dB below it.
@Suite("Sixel fidelity against img2sixel")
struct SixelFidelityTests {
    /// A sixel picture read back into RGB, unset pixels black.
    struct SixelImage {
        var width = 0, height = 0
        var rgb: [UInt8] = []

        init(_ bytes: [UInt8]) throws {
            var index = try #require(bytes.firstIndex(of: UInt8(ascii: "q"))) + 1
            var registers: [Int: (UInt8, UInt8, UInt8)] = [:]
            var color = 0, x = 0, band = 0
            func number() -> Int {
                var value = 0
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    index += 1
                }
                return value
            }
            func numbers() -> [Int] {
                var values = [number()]
                while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                    index += 1
                    values.append(number())
                }
                return values
            }
            func level(_ percent: Int) -> UInt8 { UInt8((percent * 255 + 50) / 100) }
            func draw(_ sixel: UInt8, count: Int) {
                for _ in 0..<count {
                    for bit in 0..<6 where (Int(sixel) - 0x3F) & (1 << bit) != 0 {
                        let y = band * 6 + bit
                        guard x < width, y < height, let rgb = registers[color] else { continue }
                        let offset = (y * width + x) * 3
                        (self.rgb[offset], self.rgb[offset + 1], self.rgb[offset + 2]) = rgb
                    }
                    x += 1
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    let values = numbers()
                    (width, height) = (values[2], values[3])
                    rgb = [UInt8](repeating: 0, count: width * height * 3)
                case UInt8(ascii: "#"):
                    let values = numbers()
                    color = values[0]
                    if values.count == 5, values[1] == 2 {
                        registers[color] = (level(values[2]), level(values[3]), level(values[4]))
                    }
                case UInt8(ascii: "$"): x = 0
                case UInt8(ascii: "-"): (x, band) = (0, band + 1)
                case UInt8(ascii: "!"):
                    let count = number()
                    draw(bytes[index], count: count)
                    index += 1
                case 0x3F...0x7E: draw(byte, count: 1)
                default: break
                }
            }
        }
    }

    /// PSNR in dB of `rgb` against the opaque `source` pixels (RGBA).
    static func psnr(_ rgb: [UInt8], against source: Picture) -> Double {
        var squares = 0.0
        for pixel in 0..<(source.width * source.height) {
            for channel in 0..<3 {
                let difference = Double(rgb[pixel * 3 + channel]) - Double(source.rgba[pixel * 4 + channel])
                squares += difference * difference
            }
        }
        let mean = squares / Double(source.width * source.height * 3)
        return 10 * log10(255 * 255 / max(mean, 1e-9))
    }

    /// `img2sixel`'s sixel of `picture`'s pixels, as it is (no scaling), in 256 colours.
    static func img2sixel(_ picture: Picture) throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fidelity-\(UUID().uuidString).ppm")
        var ppm = Array("P6\n\(picture.width) \(picture.height)\n255\n".utf8)
        for pixel in 0..<(picture.width * picture.height) { ppm += picture.rgba[(pixel * 4)..<(pixel * 4 + 3)] }
        try Data(ppm).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["img2sixel", "-p", "256", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = Array(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "img2sixel (Debian's libsixel-bin: make test installs it)")
        return bytes
    }

    /// A picture of `width × height` opaque pixels, each coloured by `color`.
    static func drawn(width: Int, height: Int, _ color: (Int, Int) -> (Double, Double, Double)) -> Picture {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                rgba += [r, g, b].map { UInt8(max(0, min(255, ($0 * 255).rounded()))) } + [255]
            }
        }
        return Picture(width: width, height: height, rgba: rgba)
    }

    /// The pictures compared, 240 pixels high: a card's 12 rows of 20-pixel cells.
    static func pictures() throws -> [(String, Picture)] {
        let (width, height) = (600, 240)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let rose = try Data(contentsOf: root.appendingPathComponent("CarouselFeedTests/Fixtures/pictures/rose.png"))
        let decoded = try PictureDecoder.decode(Array(rose))
        // As wide as the photo's proportions make it at that height: no transparent bands.
        let photo = PictureScaler.pixels(of: decoded, width: decoded.width * height / decoded.height, height: height)
        let gradient = drawn(width: width, height: height) { x, y in
            (Double(x) / Double(width), Double(y) / Double(height), 1 - Double(x + y) / Double(width + height))
        }
        let plasma = drawn(width: width, height: height) { x, y in
            let (u, v) = (Double(x) / 37, Double(y) / 23)
            let ripples: Double = sin(u) + sin(v) + sin((u + v) / 2)
            let angle: Double = (ripples + sin((u * u + v * v).squareRoot() / 3)) * .pi / 2
            func channel(_ phase: Double) -> Double { 0.5 + 0.5 * sin(angle + phase) }
            return (channel(0), channel(2.1), channel(4.2))
        }
        return [("photo", photo), ("gradient", gradient), ("plasma", plasma)]
    }

    @Test func eachPictureIsWithinHalfADecibelOfImg2sixel() throws {
        for (name, picture) in try Self.pictures() {
            let app = try SixelImage(SixelEncoder.encode(rgba: picture.rgba, width: picture.width, height: picture.height))
            let reference = try SixelImage(try Self.img2sixel(picture))
            try #require(app.width == picture.width && reference.width == picture.width)
            let (ours, theirs) = (Self.psnr(app.rgb, against: picture), Self.psnr(reference.rgb, against: picture))
            print("sixel PSNR, \(name): carousel \(String(format: "%.2f", ours)) dB, img2sixel \(String(format: "%.2f", theirs)) dB")
            #expect(ours >= theirs - 0.5, "\(name): \(ours) dB against img2sixel's \(theirs) dB")
        }
    }
}
