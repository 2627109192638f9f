/// A decoded picture: its pixels, row by row from the top, each red, green, blue and alpha.
public struct Picture: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `width * height * 4` bytes.
    public var rgba: [UInt8]

    /// A picture of `width × height` pixels from their `width * height * 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "pixels do not fill the picture")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x` and row `y`: red, green, blue, alpha.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }
}
