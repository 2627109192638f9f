import CarouselKit
import CarouselPictures
import Foundation
import Testing

/// Pictures fitted into a card's cells: proportions kept, centred, each pixel the average of
/// what it covers, transparency kept.
@Suite struct PictureScalerTests {
    /// A picture of one colour.
    private func plain(width: Int, height: Int, _ rgba: [UInt8]) -> Picture {
        Picture(width: width, height: height, rgba: Array([[UInt8]](repeating: rgba, count: width * height).joined()))
    }

    /// Which pixels of `columns` cells a row are opaque, row by row of pixels.
    private func coverage(_ pixels: [CellPicture.Pixel?], columns: Int, symbols: SymbolSet = .half) -> [String] {
        let width = columns * symbols.pixelsAcross
        return stride(from: 0, to: pixels.count, by: max(1, width)).map { start in
            String(pixels[start..<start + width].map { $0 == nil ? "." : "#" })
        }
    }

    private func samples(_ picture: Picture, columns: Int, rows: Int, symbols: SymbolSet = .half) -> [CellPicture.Pixel?] {
        PictureScaler.samples(of: picture, columns: columns, rows: rows, symbols: symbols)
    }

    @Test func aSquareFillsASquareOfPixelsInTheMiddle() {
        let pixels = samples(plain(width: 300, height: 300, [9, 9, 9, 255]), columns: 8, rows: 2)
        #expect(coverage(pixels, columns: 8) == ["..####..", "..####..", "..####..", "..####.."])
        #expect(pixels.compactMap { $0 }.allSatisfy { $0 == CellPicture.Pixel(red: 9, green: 9, blue: 9) })
    }

    @Test func aWidePictureTakesTheWholeWidthAndStartsOnAWholeCell() {
        let pixels = samples(plain(width: 400, height: 100, [1, 2, 3, 255]), columns: 8, rows: 3)
        #expect(coverage(pixels, columns: 8) == ["........", "........", "########", "########", "........", "........"])
    }

    @Test func aPictureSmallerThanACellStillShowsAPixel() {
        let pixels = samples(plain(width: 1, height: 1000, [1, 2, 3, 255]), columns: 5, rows: 1)
        #expect(coverage(pixels, columns: 5) == ["..#..", "..#.."])
    }

    @Test func eachPixelIsTheAverageOfTheBlockItCovers() {
        // 4 × 2: the left half red and green in turn, the right half blue.
        let rgba: [UInt8] = [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255,
            0, 255, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255,
        ]
        #expect(samples(Picture(width: 4, height: 2, rgba: rgba), columns: 2, rows: 1) == [
            CellPicture.Pixel(red: 128, green: 128, blue: 0), CellPicture.Pixel(red: 0, green: 0, blue: 255),
            nil, nil,
        ])
    }

    @Test func transparencyWeighsColoursAndLeavesHolesWhereMostIsClear() {
        // One opaque red pixel beside a clear one: opaque on the whole by half, and pure red.
        let half = samples(Picture(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 0]), columns: 1, rows: 1)
        #expect(half.first == CellPicture.Pixel(red: 255, green: 0, blue: 0))
        let clear = samples(plain(width: 10, height: 10, [255, 255, 255, 100]), columns: 4, rows: 2)
        #expect(clear.allSatisfy { $0 == nil })
    }

    @Test func noRoomMeansNoPixels() {
        let cells = PictureScaler.cells(of: plain(width: 10, height: 10, [1, 1, 1, 255]), columns: 0, rows: 4, symbols: .sextant)
        #expect(cells.columns == 0 && cells.rows == 4)
        #expect(samples(plain(width: 10, height: 10, [1, 1, 1, 255]), columns: 0, rows: 4, symbols: .sextant).isEmpty)
    }

    @Test func quadrantsAndSextantsHaveTheirCellsPixelsAndStillStartOnAWholeCell() {
        // 2 × 2 pixels a cell: the square fills 4 of 8 cells' 16 pixels across, 4 rows of pixels.
        let square = plain(width: 300, height: 300, [9, 9, 9, 255])
        #expect(coverage(samples(square, columns: 8, rows: 2, symbols: .quadrant), columns: 8, symbols: .quadrant)
            == Array(repeating: "....########....", count: 4))
        // 2 × 6: a pixel is a third as tall as a cell's width is wide, so a square of 8 pixels
        // across is 12 down.
        #expect(coverage(samples(square, columns: 8, rows: 2, symbols: .sextant), columns: 8, symbols: .sextant)
            == Array(repeating: "....########....", count: 12))
        // A wide picture, 4:1, in 8 × 3 cells of 2 × 6 pixels: 8 cells across, 2 cell widths
        // down, which is 6 pixels, in the middle cell.
        let wide = samples(plain(width: 400, height: 100, [1, 2, 3, 255]), columns: 8, rows: 3, symbols: .sextant)
        let (empty, full) = (String(repeating: ".", count: 16), String(repeating: "#", count: 16))
        #expect(coverage(wide, columns: 8, symbols: .sextant)
            == Array(repeating: empty, count: 6) + Array(repeating: full, count: 6) + Array(repeating: empty, count: 6))
    }
}

/// For kitty and sixel, the pixels drawn over a card at rest cover exactly the cells its
/// symbols cover, also where a cell is not twice as tall as wide, so no symbol shows beside them.
@Suite struct PixelCoverTests {
    /// The first and last opaque columns of `row`, as a range.
    static func opaque(_ row: [Bool]) -> Range<Int>? {
        guard let first = row.firstIndex(of: true), let last = row.lastIndex(of: true) else { return nil }
        return first..<(last + 1)
    }

    @Test(arguments: SymbolSet.allCases)
    func thePixelsFillTheSymbolsCellsInATerminalOfNarrowCells(symbols: SymbolSet) throws {
        let bytes = try [UInt8](Data(contentsOf: TestPaths.fixtures.appendingPathComponent("pictures/stripes.png")))
        let picture = try PictureDecoder.decode(bytes)
        let resolver = PictureResolver(embedded: ["stripes.png": bytes])
        // xterm's DejaVu Sans Mono at 9 points: a cell 6 × 13, taller than twice its width.
        let cell = Size(width: 6, height: 13), cells = Size(width: 40, height: 6)
        let request = PictureRequest(name: "stripes.png", size: cells, mode: .sixel, symbols: symbols)
        let pixels = try #require(PictureLoad.answer(to: request, resolver: resolver, cellPixels: cell).pixels)
        #expect(pixels.width == cells.width * cell.width && pixels.height == cells.height * cell.height)
        let samples = PictureScaler.samples(
            of: picture, columns: cells.width, rows: cells.height, symbols: symbols, cell: cell)
        let (across, down) = (symbols.pixelsAcross, symbols.pixelsDown)
        let subWidth = cells.width * across
        let middle = cells.height * down / 2
        let sampled = try #require(Self.opaque((0..<subWidth).map { samples[middle * subWidth + $0] != nil }))
        let row = pixels.height / 2
        let drawn = try #require(Self.opaque((0..<pixels.width).map { pixels.rgba[(row * pixels.width + $0) * 4 + 3] == 255 }))
        func scaled(_ subPixel: Int) -> Int { Int((Double(subPixel * cell.width) / Double(across)).rounded()) }
        #expect(drawn == scaled(sampled.lowerBound)..<scaled(sampled.upperBound), "\(drawn) for symbols' \(sampled)")
        let column = (0..<subWidth).first { samples[middle * subWidth + $0] != nil } ?? 0
        let sampledRows = try #require(Self.opaque((0..<(cells.height * down)).map { samples[$0 * subWidth + column] != nil }))
        let pixelColumn = scaled(column) + 1
        let drawnRows = try #require(Self.opaque((0..<pixels.height).map {
            pixels.rgba[($0 * pixels.width + pixelColumn) * 4 + 3] == 255
        }))
        let top = Int((Double(sampledRows.lowerBound * cell.height) / Double(down)).rounded())
        let bottom = Int((Double(sampledRows.upperBound * cell.height) / Double(down)).rounded())
        #expect(drawnRows == top..<bottom)
    }
}
