import CarouselKit
import CarouselPictures
import Testing

/// Pictures fitted into a card's cells: proportions kept, centred, each pixel the average of
/// what it covers, transparency kept.
@Suite struct PictureScalerTests {
    /// A picture of one colour.
    private func plain(width: Int, height: Int, _ rgba: [UInt8]) -> Picture {
        Picture(width: width, height: height, rgba: Array([[UInt8]](repeating: rgba, count: width * height).joined()))
    }

    /// Which pixels of a cell picture are opaque, row by row of pixels.
    private func coverage(_ cells: CellPicture) -> [String] {
        stride(from: 0, to: cells.pixels.count, by: max(1, cells.columns)).map { start in
            String(cells.pixels[start..<start + cells.columns].map { $0 == nil ? "." : "#" })
        }
    }

    @Test func aSquareFillsASquareOfPixelsInTheMiddle() {
        let cells = PictureScaler.cells(of: plain(width: 300, height: 300, [9, 9, 9, 255]), columns: 8, rows: 2)
        #expect(coverage(cells) == ["..####..", "..####..", "..####..", "..####.."])
        #expect(cells.pixels.compactMap { $0 }.allSatisfy { $0 == CellPicture.Pixel(red: 9, green: 9, blue: 9) })
    }

    @Test func aWidePictureTakesTheWholeWidthAndStartsOnAWholeCell() {
        let cells = PictureScaler.cells(of: plain(width: 400, height: 100, [1, 2, 3, 255]), columns: 8, rows: 3)
        #expect(coverage(cells) == ["........", "........", "########", "########", "........", "........"])
    }

    @Test func aPictureSmallerThanACellStillShowsAPixel() {
        let cells = PictureScaler.cells(of: plain(width: 1, height: 1000, [1, 2, 3, 255]), columns: 5, rows: 1)
        #expect(coverage(cells) == ["..#..", "..#.."])
    }

    @Test func eachPixelIsTheAverageOfTheBlockItCovers() {
        // 4 × 2: the left half red and green in turn, the right half blue.
        let rgba: [UInt8] = [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255,
            0, 255, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255,
        ]
        let cells = PictureScaler.cells(of: Picture(width: 4, height: 2, rgba: rgba), columns: 2, rows: 1)
        #expect(cells.pixels == [
            CellPicture.Pixel(red: 128, green: 128, blue: 0), CellPicture.Pixel(red: 0, green: 0, blue: 255),
            nil, nil,
        ])
    }

    @Test func transparencyWeighsColoursAndLeavesHolesWhereMostIsClear() {
        // One opaque red pixel beside a clear one: opaque on the whole by half, and pure red.
        let half = PictureScaler.cells(of: Picture(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 0]), columns: 1, rows: 1)
        #expect(half.pixels.first == CellPicture.Pixel(red: 255, green: 0, blue: 0))
        let clear = PictureScaler.cells(of: plain(width: 10, height: 10, [255, 255, 255, 100]), columns: 4, rows: 2)
        #expect(clear.pixels.allSatisfy { $0 == nil })
    }

    @Test func noRoomMeansNoPixels() {
        let cells = PictureScaler.cells(of: plain(width: 10, height: 10, [1, 1, 1, 255]), columns: 0, rows: 4)
        #expect(cells.columns == 0 && cells.pixels.isEmpty)
    }
}
