extension CellPicture {
    /// A cell matched: the pixels of `shape` in `foreground`, the others in `background`.
    struct Block: Hashable, Sendable {
        /// The pixels in the foreground (`SymbolSet.shapes`).
        var shape: UInt16
        /// `nil` for a cell without an opaque pixel.
        var foreground: Pixel?
        /// `nil` where the shape covers every pixel, or where the others are transparent (the
        /// card shows there).
        var background: Pixel?
    }

    /// Each cell of `pixels` (see `init`) matched. A cell of opaque pixels takes the split of its
    /// pixels in two, among those `symbols` draw, whose two means (its colours) are nearest its
    /// pixels: the least sum of squared differences, which is the most
    /// `|sum A|² / |A| + |sum B|² / |B|`. Every split is tried (38 at most, of 12 pixels). A cell
    /// with transparent pixels draws its opaque ones in their mean over the card, in the shape
    /// nearest them.
    static func match(_ pixels: [Pixel?], columns: Int, rows: Int, symbols: SymbolSet) -> [Block] {
        let (across, down, count) = (symbols.pixelsAcross, symbols.pixelsDown, symbols.pixelsInCell)
        let width = columns * across
        let all = symbols.allPixels
        var blocks: [Block] = []
        blocks.reserveCapacity(columns * rows)
        var cell = [Pixel?](repeating: nil, count: count)
        for row in 0..<rows {
            for column in 0..<columns {
                var opaque: UInt16 = 0
                for index in 0..<count {
                    cell[index] = pixels[(row * down + index / across) * width + column * across + index % across]
                    if cell[index] != nil { opaque |= 1 << index }
                }
                let total = ColorSum(cell, over: all)
                guard opaque == all else {
                    let shape = symbols.shapes.min { ($0 ^ opaque).nonzeroBitCount < ($1 ^ opaque).nonzeroBitCount }!
                    blocks.append(Block(shape: shape, foreground: total.mean(of: opaque.nonzeroBitCount), background: nil))
                    continue
                }
                var best = (shape: all, score: total.weight(count))
                for split in symbols.splits {
                    let front = ColorSum(cell, over: split), size = split.nonzeroBitCount
                    let score = front.weight(size) + (total - front).weight(count - size)
                    if score > best.score { best = (split, score) }
                }
                blocks.append(Block(best.shape, cell: cell, total: total, count: count))
            }
        }
        return blocks
    }
}

extension CellPicture.Block {
    /// An opaque `cell` of `count` pixels, whose colours sum to `total`, split at `shape`.
    fileprivate init(_ shape: UInt16, cell: [CellPicture.Pixel?], total: ColorSum, count: Int) {
        let front = ColorSum(cell, over: shape), size = shape.nonzeroBitCount
        let foreground = front.mean(of: size)
        let background = (total - front).mean(of: count - size)
        // Two means that round to one colour are one colour.
        if let background, background != foreground {
            self.init(shape: shape, foreground: foreground, background: background)
        } else {
            self.init(shape: UInt16(1 << count - 1), foreground: total.mean(of: count), background: nil)
        }
    }
}

/// Sums of red, green and blue over some pixels.
private struct ColorSum {
    var red = 0, green = 0, blue = 0

    /// The sum over the pixels of `cell` in `shape` (the transparent ones count nothing).
    init(_ cell: [CellPicture.Pixel?], over shape: UInt16) {
        var bits = shape
        while bits != 0 {
            if let pixel = cell[bits.trailingZeroBitCount] {
                red += Int(pixel.red)
                green += Int(pixel.green)
                blue += Int(pixel.blue)
            }
            bits &= bits - 1
        }
    }

    private init(red: Int, green: Int, blue: Int) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    static func - (sum: ColorSum, other: ColorSum) -> ColorSum {
        ColorSum(red: sum.red - other.red, green: sum.green - other.green, blue: sum.blue - other.blue)
    }

    /// `|sum|² / count`, times 27720 (every count's multiple, from 1 to 12) to stay whole.
    func weight(_ count: Int) -> Int {
        (red * red + green * green + blue * blue) * (27720 / count)
    }

    /// The mean of `count` pixels; `nil` for none.
    func mean(of count: Int) -> CellPicture.Pixel? {
        guard count > 0 else { return nil }
        func channel(_ sum: Int) -> UInt8 { UInt8((sum + count / 2) / count) }
        return CellPicture.Pixel(red: channel(red), green: channel(green), blue: channel(blue))
    }
}
