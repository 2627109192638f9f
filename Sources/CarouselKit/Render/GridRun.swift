/// A horizontal run of cells that changed between two frames.
public struct GridRun: Hashable, Sendable {
    /// The column of the run's first cell.
    public var x: Int
    /// The run's row.
    public var y: Int
    /// The new cells, left to right.
    public var cells: ArraySlice<Cell>
}

extension ScreenGrid {
    /// The runs of cells that differ from `previous`, row by row; every cell when `previous` is
    /// `nil` or of another size. A run never starts on the right half of a wide character.
    public func changedRuns(since previous: ScreenGrid?) -> [GridRun] {
        guard let previous, previous.size == size else {
            return (0..<size.height).map { GridRun(x: 0, y: $0, cells: row($0)) }
        }
        var runs: [GridRun] = []
        let width = size.width
        cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                for y in 0..<size.height {
                    let base = y * width
                    var x = 0
                    while x < width {
                        guard new[base + x] != old[base + x] else { x += 1; continue }
                        var start = x
                        if new[base + start].isContinuation, start > 0 { start -= 1 }
                        var end = x + 1
                        while end < width, new[base + end] != old[base + end] || new[base + end].isContinuation {
                            end += 1
                        }
                        runs.append(GridRun(x: start, y: y, cells: cells[(base + start)..<(base + end)]))
                        x = end
                    }
                }
            }
        }
        return runs
    }
}
