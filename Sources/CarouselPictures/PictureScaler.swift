import CarouselKit

/// A decoded picture made into the cells of a card: fitted inside them keeping its proportions,
/// centred, each of its pixels the average of the picture's pixels it covers.
///
/// A cell is taken to be twice as tall as it is wide, as in nearly every terminal font, so that
/// its two halves are square pixels and a circle stays round.
public enum PictureScaler {
    /// `picture` in at most `columns × rows` cells; what it does not cover stays transparent.
    public static func cells(of picture: Picture, columns: Int, rows: Int) -> CellPicture {
        let columns = max(0, columns), rows = max(0, rows)
        let area = fit(width: picture.width, height: picture.height, into: columns, 2 * rows)
        var pixels = [CellPicture.Pixel?](repeating: nil, count: columns * rows * 2)
        picture.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<area.height {
                let sourceRows = span(y, of: area.height, over: picture.height)
                for x in 0..<area.width {
                    let sourceColumns = span(x, of: area.width, over: picture.width)
                    pixels[(area.y + y) * columns + area.x + x] = average(
                        rgba, width: picture.width, columns: sourceColumns, rows: sourceRows)
                }
            }
        }
        return CellPicture(columns: columns, rows: rows, pixels: pixels)
    }

    /// Where a `width × height` picture goes in `columns × pixelRows` square pixels: as large as
    /// fits with its proportions, at least one pixel each way, centred.
    static func fit(width: Int, height: Int, into columns: Int, _ pixelRows: Int)
        -> (x: Int, y: Int, width: Int, height: Int) {
        guard columns > 0, pixelRows > 0, width > 0, height > 0 else { return (0, 0, 0, 0) }
        // Wider than the box's proportions: full width; else full height.
        let fitted = width * pixelRows >= height * columns
            ? (columns, max(1, min(pixelRows, (height * columns + width / 2) / width)))
            : (max(1, min(columns, (width * pixelRows + height / 2) / height)), pixelRows)
        // Whole cells of margin above and below, so that the picture's first row starts a cell.
        let top = (pixelRows - fitted.1) / 2 / 2 * 2
        return ((columns - fitted.0) / 2, top, fitted.0, fitted.1)
    }

    /// The source pixels target pixel `index` of `count` covers along a side of `length`.
    static func span(_ index: Int, of count: Int, over length: Int) -> Range<Int> {
        let start = index * length / count
        let end = max(start + 1, (index + 1) * length / count)
        return start..<min(end, length)
    }

    /// The average colour of a block of pixels, weighted by their opacity; transparent where
    /// they are more than half transparent on the whole.
    static func average(
        _ rgba: UnsafeBufferPointer<UInt8>, width: Int, columns: Range<Int>, rows: Range<Int>
    ) -> CellPicture.Pixel? {
        var red = 0, green = 0, blue = 0, alpha = 0
        for row in rows {
            var offset = (row * width + columns.lowerBound) * 4
            for _ in columns {
                let opacity = Int(rgba[offset + 3])
                red += Int(rgba[offset]) * opacity
                green += Int(rgba[offset + 1]) * opacity
                blue += Int(rgba[offset + 2]) * opacity
                alpha += opacity
                offset += 4
            }
        }
        guard 2 * alpha >= 255 * columns.count * rows.count, alpha > 0 else { return nil }
        func channel(_ sum: Int) -> UInt8 { UInt8((sum + alpha / 2) / alpha) }
        return CellPicture.Pixel(red: channel(red), green: channel(green), blue: channel(blue))
    }
}
