import CPictureDecode

/// Pixels → PNG bytes, for kitty's graphics protocol (`f=100`): a photo in less than half its raw
/// bytes, a drawing in a few percent.
public enum PNGEncoder {
    /// `picture` as a PNG file (without alpha when it is opaque); `nil` when it cannot be made
    /// (out of memory).
    public static func encode(_ picture: Picture) -> [UInt8]? {
        let (width, height) = (UInt32(picture.width), UInt32(picture.height))
        let capacity = carousel_png_bound(width, height)
        var written = 0
        let png = [UInt8](unsafeUninitializedCapacity: capacity) { output, count in
            written = picture.rgba.withUnsafeBufferPointer { rgba in
                carousel_png_encode(rgba.baseAddress, width, height, output.baseAddress, capacity)
            }
            count = written
        }
        return written > 0 ? png : nil
    }
}
