/// The colours a sixel picture is drawn in: a fixed 6×6×6 cube (levels 0, 20, … 100 %, exact in
/// sixel's percent colours) and 24 greys between its steps — 240 registers, within the 256 that
/// sixel terminals have, and fixed, so a picture needs no pass over its pixels to choose them.
enum SixelPalette {
    /// How many registers are used.
    static let count = 216 + greys.count
    /// The grey levels (0–255) outside the cube.
    static let greys: [Int] = (0..<24).map { 8 + 10 * $0 }

    /// The register nearest to the colour `red`, `green`, `blue` (0–255 each).
    static func index(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        let cube = (step(r), step(g), step(b))
        let cubeIndex = cube.0 * 36 + cube.1 * 6 + cube.2
        let cubeDistance = distance((r, g, b), (cube.0 * 51, cube.1 * 51, cube.2 * 51))
        let mean = (r + g + b) / 3
        let grey = min(greys.count - 1, max(0, (mean - 8 + 5) / 10))
        let greyLevel = greys[grey]
        return distance((r, g, b), (greyLevel, greyLevel, greyLevel)) < cubeDistance ? 216 + grey : cubeIndex
    }

    /// Register `index`'s colour, 0–255 each.
    static func color(_ index: Int) -> (red: Int, green: Int, blue: Int) {
        if index >= 216 { return (greys[index - 216], greys[index - 216], greys[index - 216]) }
        return (index / 36 * 51, index / 6 % 6 * 51, index % 6 * 51)
    }

    /// The sixel definition of register `index`: `# index ; 2 ; r ; g ; b` in percent.
    static func definition(_ index: Int) -> String {
        let color = color(index)
        func percent(_ level: Int) -> Int { (level * 100 + 127) / 255 }
        return "#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))"
    }

    private static func step(_ level: Int) -> Int { (level + 25) / 51 }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
