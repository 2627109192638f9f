import CarouselKit

/// A row's cells moved sideways by the terminal itself — delete characters (`ESC [ n P`) to move
/// what follows a column to the left, insert characters (`ESC [ n @`) to move it to the right —
/// found where most of a row's new cells are its old ones moved: a card sliding by a few columns
/// a frame. After the move only the cells that still differ are written.
struct RowShift: Equatable {
    /// The column the move starts at: the cells before it stay.
    var column: Int
    /// How far the cells from `column` on move: to the left when positive, to the right when
    /// negative.
    var distance: Int

    /// Written where a move leaves cells whose content the terminal chose (blanks in a colour
    /// of its choosing): equal to no cell the app draws (no cell is 3 columns wide).
    static let unknownCell = Cell(" ", width: 3)

    /// The farthest move looked for: more than a frame of the fastest slide moves.
    static let longestDistance = 40

    /// The best move for a row whose cells were `old` and are to be `new`, changed from `column`
    /// on, when it saves writing at least `minimumSaving` cells over writing the `changed` cells
    /// that differ now; `nil` otherwise.
    static func find(
        old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, from column: Int, changed: Int,
        minimumSaving: Int = 8
    ) -> RowShift? {
        let width = new.count
        let span = width - column
        guard span >= 16, changed >= minimumSaving * 2 else { return nil }
        // Candidates first, by a few cells spread over the span, then each candidate counted
        // in full.
        let probes = (0..<8).map { column + 1 + $0 * (span - 2) / 8 }
        var candidates: [(distance: Int, matches: Int)] = []
        for magnitude in 1...min(longestDistance, span / 2) {
            for distance in [magnitude, -magnitude] {
                var matches = 0
                for probe in probes {
                    let from = probe + distance
                    if from >= column, from < width, same(new[probe], old[from]) { matches += 1 }
                }
                if matches >= 5 { candidates.append((distance, matches)) }
            }
        }
        candidates.sort { $0.matches > $1.matches }
        var best: (shift: RowShift, left: Int)?
        for candidate in candidates.prefix(3) {
            let shift = RowShift(column: column, distance: candidate.distance)
            let left = shift.differences(old: old, new: new)
            if left + minimumSaving <= min(changed, best?.left ?? .max) { best = (shift, left) }
        }
        return best?.shift
    }

    /// Whether the move keeps wide characters whole: no cut through one at the start, at the far
    /// end of the cells deleted, or at the right edge where cells are pushed off.
    func keepsWideCharactersWhole(_ old: UnsafeBufferPointer<Cell>) -> Bool {
        let width = old.count
        let cuts = distance > 0 ? [column, column + distance] : [column, width + distance]
        return cuts.allSatisfy { $0 >= width || !old[$0].isContinuation }
    }

    /// How many cells from `column` on would still differ from `new` after the move.
    func differences(old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>) -> Int {
        var count = 0
        for x in column..<new.count {
            let from = x + distance
            if from < column || from >= new.count || !Self.same(new[x], old[from]) { count += 1 }
        }
        return count
    }

    /// Moves `row`'s cells as the terminal does; the cells the move leaves become `unknownCell`.
    func apply(to row: UnsafeMutableBufferPointer<Cell>) {
        let width = row.count
        if distance > 0 {
            for x in column..<width { row[x] = x + distance < width ? row[x + distance] : Self.unknownCell }
        } else {
            for x in stride(from: width - 1, through: column, by: -1) {
                row[x] = x + distance >= column ? row[x + distance] : Self.unknownCell
            }
        }
    }

    /// Whether two cells hold the same bytes (a cell has no padding: equal bytes, equal cells).
    @inline(__always)
    static func same(_ one: Cell, _ other: Cell) -> Bool {
        withUnsafeBytes(of: one) { left in
            withUnsafeBytes(of: other) { right in
                (left.loadUnaligned(as: UInt64.self) ^ right.loadUnaligned(as: UInt64.self))
                    | (left.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ right.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                    | (left.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ right.loadUnaligned(fromByteOffset: 16, as: UInt64.self)) == 0
            }
        }
    }
}
