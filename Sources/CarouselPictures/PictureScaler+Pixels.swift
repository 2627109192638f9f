extension PictureScaler {
    /// `picture` fitted inside `width × height` pixels (a card's cells times a cell's pixels, for
    /// kitty and sixel): as large as fits with its proportions, centred, each pixel the average
    /// of the block it covers; what it does not cover is transparent.
    public static func pixels(of picture: Picture, width: Int, height: Int) -> Picture {
        let width = max(0, width), height = max(0, height)
        guard width > 0, height > 0, picture.width > 0, picture.height > 0 else {
            return Picture(width: width, height: height, rgba: [UInt8](repeating: 0, count: width * height * 4))
        }
        let wide = picture.width * height >= picture.height * width
        let fitted = wide
            ? (width, max(1, min(height, (picture.height * width + picture.width / 2) / picture.width)))
            : (max(1, min(width, (picture.width * height + picture.height / 2) / picture.height)), height)
        let (left, top) = ((width - fitted.0) / 2, (height - fitted.1) / 2)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        picture.rgba.withUnsafeBufferPointer { source in
            for y in 0..<fitted.1 {
                let rows = span(y, of: fitted.1, over: picture.height)
                for x in 0..<fitted.0 {
                    let columns = span(x, of: fitted.0, over: picture.width)
                    let pixel = average(source, width: picture.width, columns: columns, rows: rows)
                    guard let pixel else { continue }
                    let offset = ((top + y) * width + left + x) * 4
                    rgba.replaceSubrange(offset..<(offset + 4), with: [pixel.red, pixel.green, pixel.blue, 255])
                }
            }
        }
        return Picture(width: width, height: height, rgba: rgba)
    }
}
