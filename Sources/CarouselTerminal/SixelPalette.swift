/// The colours one sixel picture is drawn in, chosen for its pixels: their own colours when they
/// are no more than the terminal's registers, else a median cut of them (as libsixel's
/// `img2sixel` chooses), each colour as sixel can say it — in whole percents.
struct SixelPalette {
    /// A colour, 0–255 a channel.
    struct Color: Hashable {
        var red: Int32, green: Int32, blue: Int32
    }

    /// Each register's colour, as the terminal shows it.
    let colors: [Color]

    /// Whether `colors` are the picture's own (within sixel's percents): no pixel needs dithering.
    let isExact: Bool

    /// The registers a sixel terminal has, unless it says otherwise.
    static let standardRegisters = 256

    /// The palette of the opaque pixels (alpha at least half) of `rgba`, in at most `registers` colours.
    init(rgba: [UInt8], registers: Int = standardRegisters) {
        let registers = max(2, registers)
        if let own = Self.ownColors(of: rgba, atMost: registers) {
            colors = own
            isExact = true
        } else {
            var cut = MedianCut(rgba: rgba)
            colors = cut.colors(count: registers).map(Self.sayable)
            isExact = false
        }
    }

    /// The sixel definition of register `index`: `# index ; 2 ; r ; g ; b` in percent.
    func definition(_ index: Int) -> String {
        let color = colors[index]
        return "#\(index);2;\(Self.percent(color.red));\(Self.percent(color.green));\(Self.percent(color.blue))"
    }

    /// The distinct colours of the opaque pixels as sixel can say them, or `nil` when there are
    /// more than `limit`.
    private static func ownColors(of rgba: [UInt8], atMost limit: Int) -> [Color]? {
        var seen: Set<Color> = []
        var offset = 0
        while offset + 3 < rgba.count {
            if rgba[offset + 3] >= 128 {
                let color = sayable(Color(red: Int32(rgba[offset]), green: Int32(rgba[offset + 1]),
                                          blue: Int32(rgba[offset + 2])))
                if seen.insert(color).inserted, seen.count > limit { return nil }
            }
            offset += 4
        }
        return seen.sorted { ($0.red, $0.green, $0.blue) < ($1.red, $1.green, $1.blue) }
    }

    private static func percent(_ level: Int32) -> Int32 { (level * 100 + 127) / 255 }

    /// `color` as the terminal shows it after it was said in whole percents.
    static func sayable(_ color: Color) -> Color {
        func level(_ value: Int32) -> Int32 { (percent(value) * 255 + 50) / 100 }
        return Color(red: level(color.red), green: level(color.green), blue: level(color.blue))
    }
}

/// Heckbert's median cut over a histogram of 5 bits a channel: the box of colours with the
/// largest squared error is split at the weighted median of its widest channel, until there are
/// as many boxes as colours wanted; each box gives its pixels' mean.
private struct MedianCut {
    /// A histogram bin: how many pixels, and their colours' sums.
    struct Bin {
        var count = 0
        var sums: (Int, Int, Int) = (0, 0, 0)
        func mean(_ channel: Int) -> Double {
            Double(channel == 0 ? sums.0 : channel == 1 ? sums.1 : sums.2) / Double(count)
        }
    }

    /// A range of `bins`, with its pixels' squared error and the channel it splits along.
    struct Box {
        var range: Range<Int>
        var error: Double
        var channel: Int
    }

    var bins: [Bin]

    init(rgba: [UInt8]) {
        var histogram = [Bin](repeating: Bin(), count: 1 << 15)
        var offset = 0
        while offset + 3 < rgba.count {
            if rgba[offset + 3] >= 128 {
                let (r, g, b) = (Int(rgba[offset]), Int(rgba[offset + 1]), Int(rgba[offset + 2]))
                let key = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
                histogram[key].count += 1
                histogram[key].sums.0 += r
                histogram[key].sums.1 += g
                histogram[key].sums.2 += b
            }
            offset += 4
        }
        bins = histogram.filter { $0.count > 0 }
    }

    /// At most `count` colours: each box's mean.
    mutating func colors(count: Int) -> [SixelPalette.Color] {
        guard !bins.isEmpty else { return [SixelPalette.Color(red: 0, green: 0, blue: 0)] }
        var boxes = [measure(0..<bins.count)]
        while boxes.count < count {
            guard let widest = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }),
                  boxes[widest].range.count > 1, boxes[widest].error > 0 else { break }
            let (low, high) = split(boxes[widest])
            boxes[widest] = low
            boxes.append(high)
        }
        return boxes.map { box in
            var total = 0, sums = (0, 0, 0)
            for bin in bins[box.range] {
                total += bin.count
                sums = (sums.0 + bin.sums.0, sums.1 + bin.sums.1, sums.2 + bin.sums.2)
            }
            func mean(_ sum: Int) -> Int32 { Int32((sum + total / 2) / total) }
            return SixelPalette.Color(red: mean(sums.0), green: mean(sums.1), blue: mean(sums.2))
        }
    }

    /// The box of `range`: its squared error and the channel of the largest spread.
    private func measure(_ range: Range<Int>) -> Box {
        var total = 0.0
        var sum = [0.0, 0.0, 0.0], squares = [0.0, 0.0, 0.0]
        for bin in bins[range] {
            let count = Double(bin.count)
            total += count
            for channel in 0..<3 {
                let mean = bin.mean(channel)
                sum[channel] += count * mean
                squares[channel] += count * mean * mean
            }
        }
        let spread = (0..<3).map { squares[$0] - sum[$0] * sum[$0] / total }
        let channel = spread.indices.max { spread[$0] < spread[$1] } ?? 0
        return Box(range: range, error: spread.reduce(0, +), channel: channel)
    }

    /// `box` cut in two at the weighted median of its channel, neither half empty.
    private mutating func split(_ box: Box) -> (Box, Box) {
        let channel = box.channel
        bins[box.range].sort { $0.mean(channel) < $1.mean(channel) }
        let half = bins[box.range].reduce(0) { $0 + $1.count } / 2
        var seen = 0
        var cut = box.range.lowerBound + 1
        for index in box.range {
            seen += bins[index].count
            if seen >= half {
                cut = min(max(index + 1, box.range.lowerBound + 1), box.range.upperBound - 1)
                break
            }
        }
        return (measure(box.range.lowerBound..<cut), measure(cut..<box.range.upperBound))
    }
}
