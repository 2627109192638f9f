/// Each pixel of a picture mapped to a register of its `SixelPalette`: the nearest colour, and,
/// where the palette is not the picture's own, Floyd–Steinberg error diffusion (as `img2sixel`
/// does), so that a gradient between two registers is drawn as a mix of them rather than in bands.
enum SixelDither {
    /// Each pixel's register, or -1 where it is transparent (alpha under half).
    static func registers(of rgba: [UInt8], width: Int, height: Int, palette: SixelPalette) -> [Int16] {
        if palette.isExact { return exactRegisters(of: rgba, palette: palette) }
        var nearest = NearestColor(palette.colors)
        var registers = [Int16](repeating: -1, count: width * height)
        // Errors in sixteenths, for this row and the next, one spare column either side.
        var row = [SIMD3<Int32>](repeating: .zero, count: width + 2)
        var next = row
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                guard rgba[offset + 3] >= 128 else { continue }
                let pixel = SIMD3<Int32>(Int32(rgba[offset]), Int32(rgba[offset + 1]), Int32(rgba[offset + 2]))
                let wanted = (pixel &+ row[x + 1] / 16).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
                let register = nearest.index(of: wanted)
                registers[y * width + x] = Int16(register)
                let color = palette.colors[register]
                let error = wanted &- SIMD3(color.red, color.green, color.blue)
                row[x + 2] &+= error &* 7
                next[x] &+= error &* 3
                next[x + 1] &+= error &* 5
                next[x + 2] &+= error
            }
            swap(&row, &next)
            for index in next.indices { next[index] = .zero }
        }
        return registers
    }

    /// Each pixel's register in a palette of the picture's own colours: its own.
    private static func exactRegisters(of rgba: [UInt8], palette: SixelPalette) -> [Int16] {
        let index = Dictionary(uniqueKeysWithValues: palette.colors.enumerated().map { ($1, Int16($0)) })
        return stride(from: 0, to: rgba.count - 3, by: 4).map { offset in
            guard rgba[offset + 3] >= 128 else { return -1 }
            let color = SixelPalette.sayable(SixelPalette.Color(
                red: Int32(rgba[offset]), green: Int32(rgba[offset + 1]), blue: Int32(rgba[offset + 2])))
            return index[color] ?? -1
        }
    }
}

/// The register nearest a colour, remembered per colour of 6 bits a channel: a picture's pixels
/// share few such colours, and each is worked out once over the whole palette.
private struct NearestColor {
    private let colors: [SixelPalette.Color]
    private var known: [Int16]

    init(_ colors: [SixelPalette.Color]) {
        self.colors = colors
        known = [Int16](repeating: -1, count: 1 << 18)
    }

    mutating func index(of color: SIMD3<Int32>) -> Int {
        let key = Int(color.x >> 2) << 12 | Int(color.y >> 2) << 6 | Int(color.z >> 2)
        if known[key] >= 0 { return Int(known[key]) }
        // The centre of the colour's cell stands for all of it.
        let centre = (color.x | 2, color.y | 2, color.z | 2)
        var best = 0, bestDistance = Int32.max
        for (index, candidate) in colors.enumerated() {
            let (dr, dg, db) = (candidate.red - centre.0, candidate.green - centre.1, candidate.blue - centre.2)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        known[key] = Int16(best)
        return best
    }
}
