import CPictureDecode

/// PNG and JPEG bytes → `Picture`, told apart by their signatures, refused from the header when
/// larger than `PictureLimits`, and never a crash, whatever the bytes (the decode path is fuzzed).
public enum PictureDecoder {
    /// The picture a file's bytes hold.
    /// - Parameter pixelLimit: The most pixels accepted; `PictureLimits.pixels` but where a
    ///   smaller bound is all that is wanted (the fuzzer: every path is the same for a small
    ///   picture, and allocations of 200 MB would slow it tenfold).
    public static func decode(
        _ bytes: [UInt8], pixelLimit: Int = PictureLimits.pixels
    ) throws(PictureError) -> Picture {
        let header = try self.header(bytes, pixelLimit: pixelLimit)
        let pixels = Int(header.width) * Int(header.height)
        var status = CAROUSEL_PICTURE_OK
        var message = Message()
        let rgba = [UInt8](unsafeUninitializedCapacity: pixels * 4) { buffer, count in
            status = bytes.withUnsafeBufferPointer { input in
                message.fill { carousel_picture_decode(input.baseAddress, input.count, header, buffer.baseAddress, $0) }
            }
            // Only a decoded picture is kept; after a failure the pixels are not looked at.
            count = status == CAROUSEL_PICTURE_OK ? pixels * 4 : 0
        }
        try check(status, header.format, message)
        return Picture(width: Int(header.width), height: Int(header.height), rgba: rgba)
    }

    /// The format and size, read from the header alone, within `PictureLimits`.
    static func header(_ bytes: [UInt8], pixelLimit: Int) throws(PictureError) -> carousel_picture_header {
        guard !bytes.isEmpty else { throw PictureError(reason: "is empty") }
        var header = carousel_picture_header()
        var message = Message()
        let status = bytes.withUnsafeBufferPointer { input in
            message.fill { carousel_picture_probe(input.baseAddress, input.count, &header, $0) }
        }
        guard status != CAROUSEL_PICTURE_UNKNOWN_FORMAT else {
            throw PictureError(reason: "is not a PNG or JPEG file")
        }
        try check(status, header.format, message)
        let pixels = Int(header.width) * Int(header.height)
        guard pixels > 0 else { throw PictureError(reason: "is a picture of no pixels") }
        guard pixels <= pixelLimit else {
            let size = "\(header.width) × \(header.height) pixels (\(megapixels(pixels)) megapixels)"
            throw PictureError(reason: "is \(size); at most \(megapixels(pixelLimit)) megapixels are allowed")
        }
        return header
    }

    private static func check(
        _ status: carousel_picture_status, _ format: carousel_picture_format, _ message: Message
    ) throws(PictureError) {
        let name = format == CAROUSEL_PICTURE_PNG ? "PNG" : "JPEG"
        switch status {
        case CAROUSEL_PICTURE_OK: return
        case CAROUSEL_PICTURE_TRUNCATED:
            throw PictureError(reason: "is cut short: the file ends before the picture does")
        case CAROUSEL_PICTURE_MISMATCH: throw PictureError(reason: "changed while it was read")
        default: throw PictureError(reason: "is not a valid \(name) file (\(message.text))")
        }
    }

    private static func megapixels(_ pixels: Int) -> String {
        pixels >= 10_000_000 ? String(pixels / 1_000_000) : String(Double(pixels / 100_000) / 10)
    }

    /// The C side's message buffer; its text is the libraries' own words, made safe to print.
    private struct Message {
        private var bytes = [CChar](repeating: 0, count: Int(CAROUSEL_PICTURE_MESSAGE_SIZE))

        mutating func fill(
            _ body: (UnsafeMutablePointer<CChar>) -> carousel_picture_status
        ) -> carousel_picture_status {
            bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        }

        var text: String {
            let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
            let words = String(decoding: bytes[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let printable = words.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? Character($0) : "?" }
            return printable.isEmpty ? "unknown error" : String(printable)
        }
    }
}
