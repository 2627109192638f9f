import CarouselKit

/// A terminal cell's size in pixels, which the pixel protocols fit pictures to. It comes from the
/// terminal (`CSI 16 t`) or the kernel (`TIOCGWINSZ`), either of which a multiplexer, a remote end
/// or a hostile program can fill with anything: a size no font has is not believed, and a
/// picture's pixels are bounded by its cells at a believable size, never by what was said.
public enum CellPixels {
    /// Widths of real terminal fonts, from a tiny bitmap font to a 4K screen's large one.
    public static let widths = 4...64
    /// Heights of real terminal fonts.
    public static let heights = 8...128
    /// The size taken when no source says one that can be believed.
    public static let standard = Size(width: 10, height: 20)

    /// `size` when a terminal's cell could be that large, else `nil`.
    public static func believable(_ size: Size?) -> Size? {
        guard let size, widths.contains(size.width), heights.contains(size.height) else { return nil }
        return size
    }

    /// The most pixels one picture is fitted into: a 4K screen's (3840 × 2160, 33 MB as RGBA).
    public static let mostPixels = 3840 * 2160

    /// The pixels a picture of `cells` is fitted into, at `cellPixels` (a believable size, else
    /// `standard`), shrunk in both directions alike to at most `mostPixels`.
    public static func area(of cells: Size, at cellPixels: Size) -> Size {
        let cell = believable(cellPixels) ?? standard
        let cells = cells.clampedToLargestScreen
        let full = Size(width: cells.width * cell.width, height: cells.height * cell.height)
        guard full.width * full.height > mostPixels else { return full }
        let scale = (Double(mostPixels) / Double(full.width * full.height)).squareRoot()
        return Size(width: Int(Double(full.width) * scale), height: Int(Double(full.height) * scale))
    }
}
