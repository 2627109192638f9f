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
        guard let previous, previous.size == size, linksExtend(previous) else {
            return (0..<size.height).map { GridRun(x: 0, y: $0, cells: row($0)) }
        }
        return Self.changedSpans(from: previous, to: self, rows: [0..<size.height]).map { run(at: $0) }
    }

    /// The runs of cells that are not blank, row by row: what a frame writes over a cleared
    /// screen. A run never starts on the right half of a wide character.
    public func runsOverBlankScreen() -> [GridRun] {
        guard size.width > 0 else { return [] }
        let blankRow = [Cell](repeating: .blank, count: size.width)
        return blankRow.withUnsafeBufferPointer { blank in
            Self.changedSpans(in: self, rows: [0..<size.height]) { _ in blank.baseAddress! }
        }.map { run(at: $0) }
    }

    /// Makes `rows` (sorted, within the grid) the same as in `new`, a grid of this size, and
    /// returns the runs that changed, from this grid: the diff and the copy in one pass, each
    /// changed row copied while it is fresh in the cache.
    mutating func adopt(_ rows: [Range<Int>], of new: ScreenGrid) -> [GridRun] {
        let spans = Self.changedSpans(from: self, to: new, rows: rows)
        links = new.links
        linkNumbers = new.linkNumbers
        var copied = -1
        for span in spans where span.y != copied {
            copyRow(span.y, from: new)
            copied = span.y
        }
        return spans.map { run(at: $0) }
    }

    /// Where `new` differs from `old` in `rows`: row by row, the column ranges of runs that never
    /// start on the right half of a wide character.
    private static func changedSpans(
        from old: ScreenGrid, to new: ScreenGrid, rows: [Range<Int>]
    ) -> [(y: Int, x: Range<Int>)] {
        let width = new.size.width
        return old.cells.withUnsafeBufferPointer { old in
            changedSpans(in: new, rows: rows) { y in old.baseAddress! + y * width }
        }
    }

    /// Where `new` differs in `rows` from the old cells of each row, `oldRow(y)`.
    private static func changedSpans(
        in new: ScreenGrid, rows: [Range<Int>], oldRow: (Int) -> UnsafePointer<Cell>
    ) -> [(y: Int, x: Range<Int>)] {
        var spans: [(y: Int, x: Range<Int>)] = []
        // A slide's frame changes a few runs in each of a few rows: one buffer, not a growing one.
        spans.reserveCapacity(16)
        let width = new.size.width
        new.cells.withUnsafeBufferPointer { new in
            let new = new.baseAddress!
            for y in rows.joined() {
                let row = new + y * width, old = oldRow(y)
                // Most rows of a frame are as they were: compare their bytes first, and start
                // cell by cell where they first differ.
                guard var x = firstDifference(row, old, cells: width) else { continue }
                while x < width {
                    guard differ(row + x, old + x) else { x += 1; continue }
                    var start = x
                    if row[start].isContinuation, start > 0 { start -= 1 }
                    var end = x + 1
                    while end < width, differ(row + end, old + end) || row[end].isContinuation { end += 1 }
                    spans.append((y, start..<end))
                    x = end
                }
            }
        }
        return spans
    }

    private func run(at span: (y: Int, x: Range<Int>)) -> GridRun {
        let base = span.y * size.width
        return GridRun(
            x: span.x.lowerBound, y: span.y, cells: cells[(base + span.x.lowerBound)..<(base + span.x.upperBound)])
    }

    /// The cell at or before which `cells` cells from `one` and `other` first differ in bytes, or
    /// `nil` when they hold the same bytes: a cell has no padding and no two encodings of one
    /// value, so equal bytes are equal cells and unequal bytes unequal ones (were they not, an
    /// equal cell would only be written again).
    private static func firstDifference(
        _ one: UnsafePointer<Cell>, _ other: UnsafePointer<Cell>, cells: Int
    ) -> Int? {
        let left = UnsafeRawPointer(one), right = UnsafeRawPointer(other)
        let count = cells * MemoryLayout<Cell>.stride
        let wide = MemoryLayout<SIMD4<UInt64>>.size
        // 128 bytes a step, four loads of 32 and one test: a row that differs (a slide redraws
        // rows that all do) stops in its first cells.
        var offset = 0
        while offset &+ 4 &* wide <= count {
            var difference = SIMD4<UInt64>()
            for part in 0..<4 {
                let at = offset &+ part &* wide
                difference |= left.loadUnaligned(fromByteOffset: at, as: SIMD4<UInt64>.self)
                    ^ right.loadUnaligned(fromByteOffset: at, as: SIMD4<UInt64>.self)
            }
            if difference != SIMD4<UInt64>() { return offset / MemoryLayout<Cell>.stride }
            offset &+= 4 &* wide
        }
        while offset < count {
            if left.load(fromByteOffset: offset, as: UInt64.self) != right.load(fromByteOffset: offset, as: UInt64.self) {
                return offset / MemoryLayout<Cell>.stride
            }
            offset += MemoryLayout<UInt64>.stride
        }
        return nil
    }

    /// Whether two cells differ, by their three words of bytes (see `firstDifference`).
    @inline(__always)
    private static func differ(_ one: UnsafePointer<Cell>, _ other: UnsafePointer<Cell>) -> Bool {
        let left = UnsafeRawPointer(one), right = UnsafeRawPointer(other)
        return (left.load(as: UInt64.self) ^ right.load(as: UInt64.self))
            | (left.load(fromByteOffset: 8, as: UInt64.self) ^ right.load(fromByteOffset: 8, as: UInt64.self))
            | (left.load(fromByteOffset: 16, as: UInt64.self) ^ right.load(fromByteOffset: 16, as: UInt64.self)) != 0
    }
}

extension ScreenGrid {
    /// The cells of `rect` (within the grid) as one run a row, each widened to the left to start
    /// on a whole character: for writing an area again as it is.
    public func runs(in rect: Rect) -> [GridRun] {
        let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        guard area.width > 0 else { return [] }
        return (area.y..<(area.y + area.height)).map { y in
            var x = area.x
            while x > 0, self[x, y].isContinuation { x -= 1 }
            let row = row(y)
            return GridRun(x: x, y: y, cells: row[(row.startIndex + x)..<(row.startIndex + area.x + area.width)])
        }
    }
}
