import CarouselPictures
import Foundation
import Testing

/// The decoder on the pictures scripts/make-test-pictures.c wrote: the pixels of every kind of PNG
/// and JPEG come out as RGBA, and every broken file is refused with its reason, never a crash.
@Suite struct PictureDecoderTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("pictures")

    private func decode(_ name: String) throws -> Picture {
        try PictureDecoder.decode(try TestPaths.bytes(of: Self.folder.appendingPathComponent(name)))
    }

    private func reason(_ name: String) throws -> String? {
        let bytes = try TestPaths.bytes(of: Self.folder.appendingPathComponent(name))
        let error = #expect(throws: PictureError.self) { try PictureDecoder.decode(bytes) }
        return error?.reason
    }

    private func pixels(_ picture: Picture) -> [[UInt8]] {
        (0..<picture.height).flatMap { y in
            (0..<picture.width).map { x in
                let pixel = picture.pixel(x: x, y: y)
                return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
    }

    /// Red, green, blue, half-transparent white; black, grey, yellow, transparent.
    static let eightPixels: [[UInt8]] = [
        [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 128],
        [0, 0, 0, 255], [128, 128, 128, 255], [255, 255, 0, 255], [0, 0, 0, 0],
    ]

    @Test(arguments: ["rgba.png", "palette.png"])
    func aPNGsPixelsComeOutAsRGBA(name: String) throws {
        let picture = try decode(name)
        #expect(picture.width == 4 && picture.height == 2)
        #expect(pixels(picture) == Self.eightPixels)
    }

    @Test func sixteenBitGreyBecomesEightBitRGBA() throws {
        #expect(pixels(try decode("grey16.png")) == [[0, 0, 0, 255], [255, 255, 255, 255]])
    }

    @Test func anInterlacedPNGIsPutTogether() throws {
        let picture = try decode("interlaced.png")
        for y in 0..<9 {
            for x in 0..<9 {
                let pixel = picture.pixel(x: x, y: y)
                #expect([pixel.red, pixel.green, pixel.blue, pixel.alpha] == [UInt8(20 * x), UInt8(20 * y), 100, 255])
            }
        }
    }

    /// JPEG is lossy: each colour is checked in the middle of its half, within a few levels.
    @Test(arguments: ["halves.jpg", "progressive.jpg"])
    func aJPEGsColoursComeOutOpaque(name: String) throws {
        let picture = try decode(name)
        #expect(picture.width == 32 && picture.height == 16)
        expectClose(picture.pixel(x: 4, y: 8), to: (255, 0, 0))
        expectClose(picture.pixel(x: 27, y: 8), to: (0, 0, 255))
    }

    @Test func aGreyJPEGBecomesRGB() throws {
        expectClose(try decode("grey.jpg").pixel(x: 8, y: 8), to: (128, 128, 128))
    }

    @Test func aCMYKJPEGsInvertedInksBecomeRGB() throws {
        expectClose(try decode("cmyk.jpg").pixel(x: 8, y: 8), to: (255, 0, 0))
    }

    private func expectClose(
        _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), to colour: (Int, Int, Int),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let distance = [
            abs(Int(pixel.red) - colour.0), abs(Int(pixel.green) - colour.1), abs(Int(pixel.blue) - colour.2),
        ]
        #expect(distance.allSatisfy { $0 <= 6 } && pixel.alpha == 255, "\(pixel)", sourceLocation: sourceLocation)
    }

    @Test func aHeaderOfTenThousandMegapixelsIsRefusedBeforeDecoding() throws {
        let limit = "at most 50 megapixels are allowed"
        #expect(try reason("huge.png") == "is 100000 × 100000 pixels (10000 megapixels); \(limit)")
        #expect(try reason("huge.jpg") == "is 60000 × 60000 pixels (3600 megapixels); \(limit)")
    }

    @Test func aFileCutShortIsRefused() throws {
        #expect(try reason("truncated.png") == "is cut short: the file ends before the picture does")
        #expect(try reason("truncated.jpg") == "is cut short: the file ends before the picture does")
    }

    @Test func whatIsNoPictureIsRefused() throws {
        #expect(try reason("not-a-picture.png") == "is not a PNG or JPEG file")
        #expect(try reason("empty.jpg") == "is empty")
        #expect(try reason("bad-crc.png") == "is not a valid PNG file (IHDR: CRC error)")
    }

    /// libjpeg only warns about a scan that repeats another, and would read any number of them.
    /// The scans are counted from the file before decoding: a 24-megapixel picture of 480 scans
    /// was decoded for 6 s (and one of more took 14 s to refuse).
    @Test func aJPEGOfThousandsOfScansIsRefusedAtTheLimitFromItsHeaders() throws {
        #expect(try reason("many-scans.jpg") == "is not a valid JPEG file (more than 100 progressive scans)")
        let bytes = try TestPaths.bytes(of: Self.folder.appendingPathComponent("many-scans.jpg"))
        let error = #expect(throws: PictureError.self) { try PictureCheck.header(of: bytes) }
        #expect(error?.reason == "is not a valid JPEG file (more than 100 progressive scans)",
                "refused before decoding")
        let progressive = try TestPaths.bytes(of: Self.folder.appendingPathComponent("progressive.jpg"))
        #expect(try PictureCheck.header(of: progressive) == "jpg", "ten scans are a picture")
    }

    /// Every prefix of a good file, and the good file with every byte of its header changed, is
    /// a picture or an error: never a crash, never a picture of another size than its header's.
    @Test(arguments: ["rgba.png", "interlaced.png", "halves.jpg", "progressive.jpg"])
    func everyPrefixAndDamagedHeaderIsAPictureOrAnError(name: String) throws {
        let bytes = try TestPaths.bytes(of: Self.folder.appendingPathComponent(name))
        var inputs = (0..<bytes.count).map { Array(bytes.prefix($0)) }
        for index in 0..<min(bytes.count, 64) {
            var damaged = bytes
            damaged[index] ^= 0x5A
            inputs.append(damaged)
        }
        for input in inputs {
            if let picture = try? PictureDecoder.decode(input) {
                #expect(picture.rgba.count == picture.width * picture.height * 4)
            }
        }
    }
}
