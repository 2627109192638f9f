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

    /// The farthest move looked for. A frame of a slide moves a few columns; looking as far as
    /// 40 saved 0.4 % of the bytes of `make profile`'s slides for a quarter more search.
    static let longestDistance = 24

    /// A move found, with the columns whose cells still differ after it: those to write.
    struct Found {
        var shift: RowShift
        /// Ranges from the move's column on, left to right, none starting on the right half of a
        /// wide character.
        var rewrite: [Range<Int>]
    }

    /// The best move for a row whose cells were `old` and are to be `new`, changed from `column`
    /// on, when it saves writing at least `minimumSaving` cells over writing the `changed` cells
    /// that differ now; `nil` otherwise.
    ///
    /// `likely`, the distance of the last move found, is tried first and taken when it saves
    /// enough: the rows of a sliding section all move by the same distance in a frame. Otherwise
    /// each distance is tried on eight cells spread over the columns both rows share, most
    /// failing at the first, and the first three that match at seven or more are counted in
    /// full, nearest the likely one first (or nearest none: a frame of a slide moves a few
    /// columns), and none more than two steps past the first that saves enough. Counting a move
    /// finds the columns to write after it in the same pass.
    static func find(
        old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, from column: Int, changed: Int,
        likely: Int? = nil, minimumSaving: Int = 8
    ) -> Found? {
        let span = new.count - column
        guard span >= 16, changed >= minimumSaving * 2 else { return nil }
        let limit = min(longestDistance, span / 2)
        var best: (found: Found, left: Int)?
        /// Counts `distance` in full when its probes match, and keeps it when it saves enough;
        /// returns whether the probes matched.
        func consider(_ distance: Int) -> Bool {
            guard matchesAtProbes(old: old, new: new, from: column, distance: distance) else { return false }
            let shift = RowShift(column: column, distance: distance)
            let enough = min(changed, best?.left ?? .max) - minimumSaving
            var rewrite: [Range<Int>] = []
            if let left = shift.differences(old: old, new: new, atMost: enough, rewrite: &rewrite) {
                best = (Found(shift: shift, rewrite: rewrite), left)
            }
            return true
        }
        if let likely, likely != 0, abs(likely) <= limit, consider(likely), let best { return best.found }
        // Nearest the likely distance first: a slide's next frame moves a little more or less
        // than its last (the easing), not a few columns from nothing.
        let centre = likely.map { max(-limit, min(limit, $0)) } ?? 0
        var counted = 0
        // Once a move saves enough, the search goes two steps further and no more: farther
        // ones match the probes only by chance (blank cells, rules), and trying every distance
        // to the longest was most of a slide's frame's search.
        var lastStep = 2 * limit
        for step in 1...(2 * limit) where step <= lastStep {
            for sign in 0..<2 {
                let distance = sign == 0 ? centre + step : centre - step
                guard distance != 0, abs(distance) <= limit, distance != likely else { continue }
                let found = best != nil
                if consider(distance) { counted += 1 }
                if counted == 3 { return best?.found }
                if !found, best != nil { lastStep = step + 2 }
            }
        }
        return best?.found
    }

    /// Whether moving the cells from `column` on by `distance` makes at least seven of eight
    /// cells spread over the columns both rows share equal; most distances fail at the first two.
    private static func matchesAtProbes(
        old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, from column: Int, distance: Int
    ) -> Bool {
        // The probes lie where both rows have cells: not in the columns the move opens.
        let low = column + max(0, -distance), kept = new.count - column - abs(distance)
        var misses = 0
        let step = (kept - 1) / 7
        var x = low
        for _ in 0..<8 {
            if !same(new, x, old, x + distance) {
                misses += 1
                if misses > 1 { return false }
            }
            x += step
        }
        return true
    }

    /// Whether the move keeps wide characters whole: no cut through one at the start, at the far
    /// end of the cells deleted, or at the right edge where cells are pushed off.
    func keepsWideCharactersWhole(_ old: UnsafeBufferPointer<Cell>) -> Bool {
        let width = old.count
        let farEnd = distance > 0 ? column + distance : width + distance
        return !old[column].isContinuation && (farEnd >= width || !old[farEnd].isContinuation)
    }

    /// How many cells from `column` on would still differ from `new` after the move, or `nil`
    /// as soon as more than `limit` would; `rewrite` gets the ranges of those cells, each
    /// widened to start on a whole character and to take in the right halves that follow it.
    func differences(
        old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, atMost limit: Int,
        rewrite: inout [Range<Int>]
    ) -> Int? {
        var count = 0
        var start: Int?
        for x in column..<new.count {
            let from = x + distance
            if from < column || from >= new.count || !Self.same(new, x, old, from) {
                count += 1
                if count > limit { return nil }
                if start == nil { start = new[x].isContinuation && x > column ? x - 1 : x }
            } else if let open = start, !new[x].isContinuation {
                rewrite.append(open..<x)
                start = nil
            }
        }
        if let open = start { rewrite.append(open..<new.count) }
        return count
    }

    /// Whether cell `x` of `one` and cell `y` of `other` hold the same bytes (a cell has no
    /// padding: equal bytes, equal cells), read in place.
    @inline(__always)
    static func same(_ one: UnsafeBufferPointer<Cell>, _ x: Int, _ other: UnsafeBufferPointer<Cell>, _ y: Int) -> Bool {
        let left = UnsafeRawPointer(one.baseAddress.unsafelyUnwrapped + x)
        let right = UnsafeRawPointer(other.baseAddress.unsafelyUnwrapped + y)
        return (left.load(fromByteOffset: 8, as: UInt64.self) ^ right.load(fromByteOffset: 8, as: UInt64.self))
            | (left.load(as: UInt64.self) ^ right.load(as: UInt64.self))
            | (left.load(fromByteOffset: 16, as: UInt64.self) ^ right.load(fromByteOffset: 16, as: UInt64.self)) == 0
    }
}
