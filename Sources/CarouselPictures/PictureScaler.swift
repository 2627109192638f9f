import CarouselKit

/// A decoded picture made into the cells of a card: fitted inside them keeping its proportions,
/// centred, each cell's pixels (`SymbolSet`) the averages of the picture's pixels they cover.
///
/// A cell is taken to be twice as tall as it is wide, as in nearly every terminal font, so that
/// a circle stays round: half blocks' pixels are square, sextants' a third taller than wide.
/// Where the terminal says its cell's size (the pixel modes), its own proportions are taken, so
/// that the symbols and the pixels drawn over them at rest cover the same cells.
public enum PictureScaler {
    /// A cell's proportions, as nearly every terminal font has them: twice as tall as wide.
    public static let standardCell = Size(width: 1, height: 2)

    /// `picture` in at most `columns × rows` cells of the proportions of `cell`, drawn in
    /// `symbols`; what it does not cover stays transparent.
    public static func cells(
        of picture: Picture, columns: Int, rows: Int, symbols: SymbolSet, cell: Size = standardCell
    ) -> CellPicture {
        let (columns, rows) = (max(0, columns), max(0, rows))
        return CellPicture(
            columns: columns, rows: rows, symbols: symbols,
            pixels: samples(of: picture, columns: columns, rows: rows, symbols: symbols, cell: cell))
    }

    /// The pixels of `columns × rows` cells of `symbols` that `picture` covers, fitted inside
    /// them: `columns · symbols.pixelsAcross` a row, row by row from the top, `nil` where the
    /// picture does not reach or is transparent.
    public static func samples(
        of picture: Picture, columns: Int, rows: Int, symbols: SymbolSet, cell: Size = standardCell
    ) -> [CellPicture.Pixel?] {
        let (across, down) = (symbols.pixelsAcross, symbols.pixelsDown)
        let width = columns * across
        let area = fit(width: picture.width, height: picture.height, into: columns, rows, symbols: symbols, cell: cell)
        var pixels = [CellPicture.Pixel?](repeating: nil, count: width * rows * down)
        picture.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<area.height {
                let sourceRows = span(y, of: area.height, over: picture.height)
                for x in 0..<area.width {
                    let sourceColumns = span(x, of: area.width, over: picture.width)
                    pixels[(area.y + y) * width + area.x + x] = average(
                        rgba, width: picture.width, columns: sourceColumns, rows: sourceRows)
                }
            }
        }
        return pixels
    }

    /// Where a `width × height` picture goes in `columns × rows` cells of `symbols`' pixels, in
    /// those pixels: as large as fits with its proportions, at least one pixel each way, centred,
    /// with whole cells of margin above and below, so that its first row starts a cell.
    static func fit(
        width: Int, height: Int, into columns: Int, _ rows: Int, symbols: SymbolSet, cell: Size = standardCell
    ) -> (x: Int, y: Int, width: Int, height: Int) {
        guard columns > 0, rows > 0, width > 0, height > 0, cell.width > 0, cell.height > 0 else {
            return (0, 0, 0, 0)
        }
        let (across, down) = (symbols.pixelsAcross, symbols.pixelsDown)
        let (pixelColumns, pixelRows) = (columns * across, rows * down)
        // In cell widths: the box is `columns × rows · cell.height / cell.width`. Wider than that:
        // the full width; else the full height. Each side rounded to the nearest pixel.
        let (tall, wide) = (cell.height, cell.width)
        let fitted = width * tall * rows >= height * wide * columns
            ? (pixelColumns, max(1, min(pixelRows,
                (2 * height * wide * columns * down + tall * width) / (2 * tall * width))))
            : (max(1, min(pixelColumns, (width * tall * rows * across + wide * height / 2) / (wide * height))),
               pixelRows)
        let top = (pixelRows - fitted.1) / 2 / down * down
        return ((pixelColumns - fitted.0) / 2, top, fitted.0, fitted.1)
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
