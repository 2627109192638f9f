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
        changedRuns(since: previous, rows: [0..<size.height])
    }

    /// The runs of `changedRuns(since:)` in `rows` only (sorted, within the grid): the caller
    /// knows that no other row changed.
    func changedRuns(since previous: ScreenGrid?, rows: [Range<Int>]) -> [GridRun] {
        guard let previous, previous.size == size else {
            return (0..<size.height).map { GridRun(x: 0, y: $0, cells: row($0)) }
        }
        var runs: [GridRun] = []
        let width = size.width
        cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                let new = new.baseAddress!, old = old.baseAddress!
                for y in rows.joined() {
                    let base = y * width
                    // Most rows of a frame are as they were: compare their bytes first.
                    if Self.sameBytes(new + base, old + base, cells: width) { continue }
                    var x = 0
                    while x < width {
                        guard Self.differ(new + base + x, old + base + x) else { x += 1; continue }
                        var start = x
                        if new[base + start].isContinuation, start > 0 { start -= 1 }
                        var end = x + 1
                        while end < width, Self.differ(new + base + end, old + base + end) || new[base + end].isContinuation {
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

    /// Whether `cells` cells from `one` and `other` hold the same bytes: a cell has no padding
    /// and no two encodings of one value, so equal bytes are equal cells and unequal bytes unequal
    /// ones (were they not, an equal cell would only be written again).
    private static func sameBytes(_ one: UnsafePointer<Cell>, _ other: UnsafePointer<Cell>, cells: Int) -> Bool {
        let left = UnsafeRawPointer(one), right = UnsafeRawPointer(other)
        let count = cells * MemoryLayout<Cell>.stride
        let wide = MemoryLayout<SIMD4<UInt64>>.size
        // Without an early exit the loop compares 32 bytes an instruction, four at a time so that
        // the loop's own counting is a small part of it.
        var difference = SIMD4<UInt64>()
        var offset = 0
        while offset &+ 4 &* wide <= count {
            for part in 0..<4 {
                let at = offset &+ part &* wide
                difference |= left.loadUnaligned(fromByteOffset: at, as: SIMD4<UInt64>.self)
                    ^ right.loadUnaligned(fromByteOffset: at, as: SIMD4<UInt64>.self)
            }
            offset &+= 4 &* wide
        }
        while offset &+ wide <= count {
            difference |= left.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self)
                ^ right.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self)
            offset &+= wide
        }
        while offset < count {
            difference[0] |= left.load(fromByteOffset: offset, as: UInt64.self) ^ right.load(fromByteOffset: offset, as: UInt64.self)
            offset += MemoryLayout<UInt64>.stride
        }
        return difference == SIMD4<UInt64>()
    }

    /// Whether two cells differ, by their three words of bytes (see `sameBytes`).
    @inline(__always)
    private static func differ(_ one: UnsafePointer<Cell>, _ other: UnsafePointer<Cell>) -> Bool {
        let left = UnsafeRawPointer(one), right = UnsafeRawPointer(other)
        return (left.load(as: UInt64.self) ^ right.load(as: UInt64.self))
            | (left.load(fromByteOffset: 8, as: UInt64.self) ^ right.load(fromByteOffset: 8, as: UInt64.self))
            | (left.load(fromByteOffset: 16, as: UInt64.self) ^ right.load(fromByteOffset: 16, as: UInt64.self)) != 0
    }
}
