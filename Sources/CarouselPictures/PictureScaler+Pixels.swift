import CarouselKit

extension PictureScaler {
    /// `picture` fitted inside `width × height` pixels: as large as fits with its proportions,
    /// centred, each pixel the average of the block it covers; what it does not cover is
    /// transparent.
    public static func pixels(of picture: Picture, width: Int, height: Int) -> Picture {
        let width = max(0, width), height = max(0, height)
        guard width > 0, height > 0, picture.width > 0, picture.height > 0 else {
            return pixels(of: picture, width: width, height: height, over: Rect(x: 0, y: 0, width: 0, height: 0))
        }
        let wide = picture.width * height >= picture.height * width
        let fitted = wide
            ? (width, max(1, min(height, (picture.height * width + picture.width / 2) / picture.width)))
            : (max(1, min(width, (picture.width * height + picture.height / 2) / picture.height)), height)
        let area = Rect(x: (width - fitted.0) / 2, y: (height - fitted.1) / 2, width: fitted.0, height: fitted.1)
        return pixels(of: picture, width: width, height: height, over: area)
    }

    /// `picture` scaled to fill `area` of `width × height` pixels (for kitty and sixel: the
    /// pixels its symbols cover, so that pixels drawn over them hide them all), each pixel the
    /// average of the block it covers; the rest is transparent.
    public static func pixels(of picture: Picture, width: Int, height: Int, over area: Rect) -> Picture {
        let width = max(0, width), height = max(0, height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let left = max(0, area.x), top = max(0, area.y)
        let right = min(width, area.x + area.width), bottom = min(height, area.y + area.height)
        guard left < right, top < bottom, picture.width > 0, picture.height > 0 else {
            return Picture(width: width, height: height, rgba: rgba)
        }
        picture.rgba.withUnsafeBufferPointer { source in
            for y in top..<bottom {
                let rows = span(y - area.y, of: area.height, over: picture.height)
                for x in left..<right {
                    let columns = span(x - area.x, of: area.width, over: picture.width)
                    guard let pixel = average(source, width: picture.width, columns: columns, rows: rows) else {
                        continue
                    }
                    let offset = (y * width + x) * 4
                    rgba.replaceSubrange(offset..<(offset + 4), with: [pixel.red, pixel.green, pixel.blue, 255])
                }
            }
        }
        return Picture(width: width, height: height, rgba: rgba)
    }
}
