import BuiltinFeed
import CarouselPictures
import Foundation
import Testing

@testable import CarouselKit

/// How near block symbols come to a picture, as PSNR against the picture scaled to the same
/// cells: the built-in feed's pictures, a gradient and a plasma, each in half blocks, quadrants
/// and sextants. The measure is the ideal two-colour drawing in a set's shapes — each cell the
/// shape whose two sides, each in its mean colour, are nearest its pixels, found here by trying
/// every shape — and the app's cells are within 0.7 dB of it: as matched (8 bits a channel), and
/// as drawn (`cell(column:row:look:)`, 5 bits a channel, as `render --ansi` and the app write
/// them) against the ideal at 5 bits. Finer symbols are sharper: quadrants above half blocks,
/// sextants above quadrants.
///
/// Every drawing is compared on one grid of 2 × 6 pixels a cell, of which each set's pixels are
/// whole blocks, against the picture scaled to that grid; each picture is a whole number of
/// pixels on it, so that the scaler's pixels are exact means of the grid's, whatever the set.
@Suite("Symbols as near a picture as two colours a cell can be")
struct SymbolFidelityTests {
    typealias RGB = SIMD3<Double>

    /// The comparison grid's pixels a cell.
    static let across = 2, down = 6

    struct Subject {
        let name: String
        let picture: Picture
        /// Cells of the picture's own proportions (a cell is twice as tall as wide), so that it
        /// fills them.
        let columns: Int, rows: Int
        /// Edges and details inside cells (the built-in drawings), where finer symbols tell
        /// more apart; the generated pictures are smooth at a cell's size.
        var detailed = false
    }

    /// A picture of the built-in feed, 80 × 48 pixels, each made 3 × 3: 3 × 6 a cell of 40 × 12.
    static func builtIn(_ name: String) throws -> Subject {
        let picture = try PictureDecoder.decode(try #require(BuiltinFeed.pictures["pictures/\(name).png"]))
        try #require(picture.width == 80 && picture.height == 48)
        let rgba = (0..<(240 * 144)).flatMap { index in
            let (y, x) = index.quotientAndRemainder(dividingBy: 240)
            let pixel = picture.pixel(x: x / 3, y: y / 3)
            return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        }
        return Subject(
            name: name, picture: Picture(width: 240, height: 144, rgba: rgba), columns: 40, rows: 12, detailed: true)
    }

    /// A picture of 720 × 480 pixels (6 × 4 a pixel of the grid, in 60 × 20 cells) drawn by `colour`
    /// from the fractions of its width and height.
    static func generated(_ name: String, _ colour: (Double, Double) -> RGB) -> Subject {
        let (width, height) = (720, 480)
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let value = colour(Double(x) / Double(width), Double(y) / Double(height))
                rgba += [value.x, value.y, value.z].map { UInt8(max(0, min(255, $0.rounded()))) } + [255]
            }
        }
        return Subject(name: name, picture: Picture(width: width, height: height, rgba: rgba), columns: 60, rows: 20)
    }

    static let gradient = generated("gradient") { x, y in RGB(255 * x, 255 * y, 255 * (1 - x) * (1 - y)) }

    static let plasma = generated("plasma") { x, y in
        let (u, v) = (x * 16, y * 17)
        let value = sin(u) + sin(v + u / 2) + sin((u * u + v * v).squareRoot() / 2)
        return RGB(127.5 + 127.5 * sin(value * 1.3), 127.5 + 127.5 * sin(value * 1.3 + 2.1),
                   127.5 + 127.5 * sin(value * 1.3 + 4.2))
    }

    /// A drawing on the comparison grid: a colour for each pixel of each cell.
    struct Drawing {
        var pixels: [RGB]

        init(columns: Int, rows: Int, symbols: SymbolSet, cell: (Int, Int) -> (shape: Int, front: RGB, back: RGB)) {
            let width = columns * SymbolFidelityTests.across
            pixels = Array(repeating: .zero, count: width * rows * SymbolFidelityTests.down)
            for row in 0..<rows {
                for column in 0..<columns {
                    let (shape, front, back) = cell(column, row)
                    for y in 0..<SymbolFidelityTests.down {
                        for x in 0..<SymbolFidelityTests.across {
                            // The set's pixel this comparison pixel lies in.
                            let bit = y * symbols.pixelsDown / SymbolFidelityTests.down * symbols.pixelsAcross
                                + x * symbols.pixelsAcross / SymbolFidelityTests.across
                            let index = (row * SymbolFidelityTests.down + y) * width + column * SymbolFidelityTests.across + x
                            pixels[index] = shape & 1 << bit != 0 ? front : back
                        }
                    }
                }
            }
        }

        /// Peak signal to noise against `reference`, in dB.
        func psnr(against reference: [RGB]) -> Double {
            let error = zip(pixels, reference).reduce(0.0) { sum, pair in
                let difference = pair.0 - pair.1
                return sum + (difference * difference).sum()
            }
            return 10 * log10(255 * 255 / (error / Double(3 * pixels.count)))
        }
    }

    static func rgb(_ pixel: CellPicture.Pixel) -> RGB { RGB(Double(pixel.red), Double(pixel.green), Double(pixel.blue)) }

    static func rgb(_ color: Style.Color) -> RGB? {
        guard case .rgb(let red, let green, let blue) = color else { return nil }
        return RGB(Double(red), Double(green), Double(blue))
    }

    /// `colour` as a cell's style keeps it: 5 bits a channel.
    static func kept(_ colour: RGB) -> RGB {
        let channels = [colour.x, colour.y, colour.z].map { UInt8(max(0, min(255, $0.rounded()))) }
        return rgb(Style(foreground: .rgb(red: channels[0], green: channels[1], blue: channels[2])).foreground)!
    }

    /// The ideal drawing of `samples` (a set's pixels of every cell): each cell the shape, of
    /// every one, whose two sides in their means are nearest its pixels.
    static func ideal(_ samples: [CellPicture.Pixel?], columns: Int, rows: Int, symbols: SymbolSet)
        -> [(shape: Int, front: RGB, back: RGB)] {
        let (across, down) = (symbols.pixelsAcross, symbols.pixelsDown)
        let (count, candidates) = (across * down, shapes(of: symbols))
        return (0..<(rows * columns)).map { cell in
            let (row, column) = cell.quotientAndRemainder(dividingBy: columns)
            let pixels = (0..<count).map { index in
                rgb(samples[(row * down + index / across) * columns * across + column * across + index % across]!)
            }
            var best = (shape: 0, front: RGB.zero, back: RGB.zero, error: Double.infinity)
            for shape in candidates {
                var (sums, counts) = ([RGB.zero, RGB.zero], [0, 0])
                for (index, pixel) in pixels.enumerated() {
                    let side = shape & 1 << index != 0 ? 0 : 1
                    sums[side] += pixel
                    counts[side] += 1
                }
                let means = [0, 1].map { counts[$0] == 0 ? RGB.zero : sums[$0] / Double(counts[$0]) }
                var error = 0.0
                for (index, pixel) in pixels.enumerated() {
                    let difference = pixel - means[shape & 1 << index != 0 ? 0 : 1]
                    error += (difference * difference).sum()
                }
                if error < best.error { best = (shape, means[0], means[1], error) }
            }
            return (best.shape, best.front, best.back)
        }
    }

    /// `picture` stretched to `width × height`, each pixel the mean of the block it covers.
    static func reference(_ picture: Picture, width: Int, height: Int) -> [RGB] {
        func span(_ index: Int, _ count: Int, _ length: Int) -> Range<Int> {
            index * length / count..<max(index * length / count + 1, (index + 1) * length / count)
        }
        return (0..<(width * height)).map { index in
            let (y, x) = index.quotientAndRemainder(dividingBy: width)
            let (rows, columns) = (span(y, height, picture.height), span(x, width, picture.width))
            let sum = rows.reduce(RGB.zero) { sum, row in
                columns.reduce(sum) { sum, column in
                    let pixel = picture.pixel(x: column, y: row)
                    return sum + RGB(Double(pixel.red), Double(pixel.green), Double(pixel.blue))
                }
            }
            return sum / Double(rows.count * columns.count)
        }
    }

    /// Every shape of `symbols`, on its pixels: half blocks' and quadrants' every shape; the
    /// sextants' (2 × 3, each row two of the 6) and the quadrants' (each row three).
    static func shapes(of symbols: SymbolSet) -> [Int] {
        func stretched(_ shape: Int, by times: Int) -> Int {
            (0..<6).reduce(0) { $0 | (shape >> ($1 / times * 2) & 3) << ($1 * 2) }
        }
        switch symbols {
        case .half: return Array(0..<4)
        case .quadrant: return Array(0..<16)
        case .sextant: return Array(Set((0..<64).map { stretched($0, by: 2) } + (0..<16).map { stretched($0, by: 3) }))
        }
    }

    /// The shape a drawn symbol of `symbols` covers with its foreground.
    static func shape(of symbol: Character, in symbols: SymbolSet) -> Int? {
        symbols.shapes.first { symbols.symbol($0) == symbol }.map(Int.init)
    }

    struct Measure {
        let ideal: Double, matched: Double, drawn: Double, idealKept: Double
    }

    static func measure(_ subject: Subject, _ symbols: SymbolSet) throws -> Measure {
        let (columns, rows) = (subject.columns, subject.rows)
        let reference = Self.reference(subject.picture, width: columns * across, height: rows * down)
        let samples = PictureScaler.samples(of: subject.picture, columns: columns, rows: rows, symbols: symbols)
        let best = ideal(samples, columns: columns, rows: rows, symbols: symbols)
        let picture = PictureScaler.cells(of: subject.picture, columns: columns, rows: rows, symbols: symbols)
        let look = CellPicture.Look(color: true, ascii: false, ambiguousWidth: .narrow)
        var unreadable: [Character] = []
        let drawn = Drawing(columns: columns, rows: rows, symbols: symbols) { column, row in
            let cell = picture.cell(column: column, row: row, look: look)
            guard let shape = shape(of: cell.symbol, in: symbols), let back = rgb(cell.style.background) else {
                unreadable.append(cell.symbol)
                return (0, .zero, .zero)
            }
            return (shape, rgb(cell.style.foreground) ?? back, back)
        }
        #expect(unreadable.isEmpty, "cells without a symbol of \(symbols) in 24-bit colour: \(unreadable.prefix(5))")
        let matched = Drawing(columns: columns, rows: rows, symbols: symbols) { column, row in
            let block = picture.blocks[row * columns + column]
            return (Int(block.shape), rgb(block.foreground!), block.background.map(rgb) ?? .zero)
        }
        let idealDrawing = Drawing(columns: columns, rows: rows, symbols: symbols) { best[$1 * columns + $0] }
        let idealKept = Drawing(columns: columns, rows: rows, symbols: symbols) { column, row in
            let cell = best[row * columns + column]
            return (cell.shape, kept(cell.front), kept(cell.back))
        }
        return Measure(
            ideal: idealDrawing.psnr(against: reference), matched: matched.psnr(against: reference),
            drawn: drawn.psnr(against: reference), idealKept: idealKept.psnr(against: reference))
    }

    @Test func eachSetIsWithinAFractionOfADecibelOfItsIdealAndFinerSetsAreSharper() throws {
        let subjects = try [Self.builtIn("aurora"), Self.builtIn("harbour"), Self.builtIn("sunset"), Self.gradient, Self.plasma]
        var table = ["PSNR, dB      set        ideal   matched  | ideal, 5 bits  drawn"]
        for subject in subjects {
            var measures: [SymbolSet: Measure] = [:]
            for symbols in SymbolSet.allCases {
                let measure = try Self.measure(subject, symbols)
                measures[symbols] = measure
                let what = "\(subject.name) in \(symbols)"
                #expect(measure.matched >= measure.ideal - 0.7, "\(what): matched")
                #expect(measure.drawn >= measure.idealKept - 0.7, "\(what): drawn")
                table.append(String(
                    format: "%@ %@ %7.2f  %7.2f  | %13.2f  %5.2f",
                    subject.name.padding(toLength: 13, withPad: " ", startingAt: 0),
                    symbols.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0),
                    measure.ideal, measure.matched, measure.idealKept, measure.drawn))
            }
            let (half, quadrant, sextant) = (measures[.half]!, measures[.quadrant]!, measures[.sextant]!)
            // Each set's shapes are the last one's and more, so its ideal is never below.
            #expect(quadrant.ideal >= half.ideal && sextant.ideal >= quadrant.ideal, "\(subject.name)")
            #expect(quadrant.drawn > half.drawn - 0.1 && sextant.drawn > quadrant.drawn - 0.1, "\(subject.name)")
            if subject.detailed {
                #expect(quadrant.drawn > half.drawn + 0.5, "\(subject.name): quadrants sharper than half blocks")
                #expect(sextant.drawn > half.drawn + 1, "\(subject.name): sextants sharper still")
            }
        }
        print(table.joined(separator: "\n"))
    }
}
