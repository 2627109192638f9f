import CarouselKit

/// What the terminal shows, as the frame encoder left it: the cells of the frames sent so far,
/// kept so that a row's new cells can be compared with its old ones for a `RowShift` (the
/// driver's own copy has already become the new frame when the encoder sees it).
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
        let width = grid.size.width
        cells.replaceSubrange((y * width)..<((y + 1) * width), with: grid.row(y))
    }

    /// The move that brings row `y` closest to `grid`'s, changed from `column` on in `changed`
    /// cells, trying the `likely` distance first (see `RowShift.find`), when it keeps wide
    /// characters whole.
    func shift(forRow y: Int, to grid: ScreenGrid, from column: Int, changed: Int, likely: Int?) -> RowShift? {
        withRows(y, grid) { old, new in
            guard let shift = RowShift.find(old: old, new: new, from: column, changed: changed, likely: likely),
                shift.keepsWideCharactersWhole(old)
            else { return nil }
            return shift
        }
    }

    /// Moves row `y`'s cells as the terminal does for `shift`.
    mutating func apply(_ shift: RowShift, toRow y: Int) {
        let width = size?.width ?? 0
        cells.withUnsafeMutableBufferPointer { all in
            shift.apply(to: UnsafeMutableBufferPointer(rebasing: all[(y * width)..<((y + 1) * width)]))
        }
    }

    /// The columns of row `y` from `column` on where `grid` differs from what is kept, as
    /// ranges that never start on the right half of a wide character.
    func differences(inRow y: Int, of grid: ScreenGrid, from column: Int) -> [Range<Int>] {
        withRows(y, grid) { old, new in
            var spans: [Range<Int>] = []
            var x = column
            while x < new.count {
                guard !RowShift.same(old, x, new, x) else {
                    x += 1
                    continue
                }
                let start = new[x].isContinuation && x > column ? x - 1 : x
                var end = x + 1
                while end < new.count, !RowShift.same(old, end, new, end) || new[end].isContinuation { end += 1 }
                spans.append(start..<end)
                x = end
            }
            return spans
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
