/// The largest picture the app reads, so that a hostile or broken file costs bounded time and
/// memory: both are checked before the pixels are decoded (the size from the file's header), so a
/// header that claims 100000 × 100000 pixels is refused without allocating anything.
public enum PictureLimits {
    /// Bytes in a picture file (a 24-megapixel photo is about 10 MiB as a JPEG).
    public static let fileBytes = 64 * 1024 * 1024
    /// Pixels in a picture: 50 megapixels, 200 MB once decoded (4 bytes a pixel).
    public static let pixels = 50_000_000
}
