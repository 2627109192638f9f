import CarouselKit
import Testing

@testable import CarouselTerminal

/// The sixel encoder's bytes decoded back: every opaque pixel in the palette register nearest its
/// colour, transparent pixels unset, the size in the raster attributes.
@Suite("The sixel encoder")
struct SixelEncoderTests {
    /// A sixel picture read back: registers' colours (percent) and each pixel's register.
    struct Decoded {
        var width = 0, height = 0
        var colors: [Int: (Int, Int, Int)] = [:]
        var pixels: [Int: Int] = [:]

        init(_ bytes: [UInt8]) throws {
            let text = String(decoding: bytes, as: UTF8.self)
            try #require(text.hasPrefix("\u{1B}P0;1;0q\"1;1;") && text.hasSuffix("\u{1B}\\"))
            var body = Substring(text.dropFirst(9).dropLast(2))
            let raster = body.prefix { $0 != "#" }
            let sizes = raster.split(separator: ";").compactMap { Int($0) }
            try #require(sizes.count == 4)
            (width, height) = (sizes[2], sizes[3])
            body = body.dropFirst(raster.count)
            var x = 0, band = 0, color = 0
            while let character = body.first {
                body = body.dropFirst()
                switch character {
                case "#":
                    let numbers = body.prefix { $0.isNumber || $0 == ";" }
                    body = body.dropFirst(numbers.count)
                    let values = numbers.split(separator: ";").compactMap { Int($0) }
                    color = values[0]
                    if values.count == 5 { colors[color] = (values[2], values[3], values[4]) }
                case "$": x = 0
                case "-": (x, band) = (0, band + 1)
                case "!":
                    let digits = body.prefix(while: \.isNumber)
                    body = body.dropFirst(digits.count)
                    let sixel = body.removeFirst()
                    for _ in 0..<(Int(digits) ?? 0) { draw(sixel, x: &x, band: band, color: color) }
                default: draw(character, x: &x, band: band, color: color)
                }
            }
        }

        mutating func draw(_ sixel: Character, x: inout Int, band: Int, color: Int) {
            let bits = Int(sixel.asciiValue ?? 0x3F) - 0x3F
            for bit in 0..<6 where bits & (1 << bit) != 0 { pixels[(band * 6 + bit) * width + x] = color }
            x += 1
        }
    }

    @Test func aPictureOfFewColoursDecodesBackToItsOwnColours() throws {
        let width = 13, height = 8
        var rgba: [UInt8] = []
        var expected: [(Int, Int, Int)?] = []
        func percent(_ level: Int) -> Int { (level * 100 + 127) / 255 }
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = (x * 19, y * 31, (x * y * 7) % 256)
                let opaque = (x + y) % 5 != 0
                rgba += [UInt8(r), UInt8(g), UInt8(b), opaque ? 255 : 0]
                expected.append(opaque ? (percent(r), percent(g), percent(b)) : nil)
            }
        }
        let decoded = try Decoded(SixelEncoder.encode(rgba: rgba, width: width, height: height))
        #expect(decoded.width == width && decoded.height == height)
        for index in 0..<(width * height) {
            let color = decoded.pixels[index].flatMap { decoded.colors[$0] }
            #expect(color.map { [$0.0, $0.1, $0.2] } == expected[index].map { [$0.0, $0.1, $0.2] }, "pixel \(index)")
        }
    }

    @Test func repeatedColumnsAreRunsAndPureColoursAreExact() throws {
        let width = 40, height = 6
        let rgba = [[UInt8]](repeating: [255, 0, 0, 255], count: width * height).flatMap { $0 }
        let bytes = SixelEncoder.encode(rgba: rgba, width: width, height: height)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("#0;2;100;0;0"))
        #expect(text.contains("#0!40~-"))
        let decoded = try Decoded(bytes)
        #expect(decoded.pixels.count == width * height && Set(decoded.pixels.values) == [0])
    }

    @Test func moreColoursThanRegistersAreCutToTheRegistersAndKeepTheirExtremes() throws {
        let width = 64, height = 64
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rgba += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] }
        }
        for registers in [16, 256] {
            let decoded = try Decoded(SixelEncoder.encode(rgba: rgba, width: width, height: height, colorRegisters: registers))
            #expect(decoded.colors.count <= registers && decoded.colors.count > registers / 2)
            #expect(decoded.pixels.count == width * height)
        }
        let palette = SixelPalette(rgba: rgba, registers: 256)
        #expect(!palette.isExact)
        let reds = palette.colors.map(\.red)
        #expect((reds.min() ?? 255) < 16 && (reds.max() ?? 0) > 236, "the ends of a ramp keep colours near them")
    }
}
