import CarouselKit

/// What the terminal shows, as the frame encoder left it: the cells of the frames sent so far,
/// kept so that a row's new cells can be compared with its old ones for a `RowShift` (the
/// driver's own copy has already become the new frame when the encoder sees it). A row is
/// taken whole once its frame is written, so the terminal's own moves need not be followed.
struct ShownCells {
    /// The size of the screen kept, or `nil` while what the terminal shows is not known.
    private(set) var size: Size?
    private var cells: [Cell] = []

    /// Forgets what the terminal shows: something else wrote to it.
    mutating func forget() {
        size = nil
    }

    /// Takes every row of `grid`, which the terminal now shows.
    mutating func adopt(_ grid: ScreenGrid) {
        // Shared, not copied: the grid's side changes first (the driver draws the next frame
        // over it), and only then does either side copy. A copy made here, row after row, was a
        // dozen buffers (90 pages written at 120x40) before the first frame reached the terminal.
        cells = grid.cellsInRowOrder
        size = grid.size
    }

    /// Takes row `y` of `grid`, a grid of the kept size.
    mutating func adopt(row y: Int, of grid: ScreenGrid) {
        let start = y * grid.size.width
        // A copy of plain bytes (`replaceSubrange` took the generic collection path).
        grid.row(y).withUnsafeBufferPointer { row in
            cells.withUnsafeMutableBufferPointer { cells in
                (cells.baseAddress.unsafelyUnwrapped + start).update(from: row.baseAddress.unsafelyUnwrapped, count: row.count)
            }
        }
    }

    /// The move that brings row `y` closest to `grid`'s, changed from `column` on in `changed`
    /// cells, trying the `likely` distance first (see `RowShift.find`), when it keeps wide
    /// characters whole; with the columns to write after it.
    func shift(forRow y: Int, to grid: ScreenGrid, from column: Int, changed: Int, likely: Int?) -> RowShift.Found? {
        withRows(y, grid) { old, new in
            guard let found = RowShift.find(old: old, new: new, from: column, changed: changed, likely: likely),
                found.shift.keepsWideCharactersWhole(old)
            else { return nil }
            return found
        }
    }

    private func withRows<Result>(
        _ y: Int, _ grid: ScreenGrid, _ body: (UnsafeBufferPointer<Cell>, UnsafeBufferPointer<Cell>) -> Result
    ) -> Result {
        let width = grid.size.width
        return cells[(y * width)..<((y + 1) * width)].withUnsafeBufferPointer { old in
            grid.row(y).withUnsafeBufferPointer { new in body(old, new) }
        }
    }
}
