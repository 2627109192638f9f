import CarouselKit
import CNcursesw

/// What the terminal is sent for one grid cell: the UTF-8 of its grapheme cluster, marks and
/// all, or a placeholder.
///
/// When the C library's widths for the cluster do not add up to the cell's width, or it cannot
/// print a character at all (a non-UTF-8 locale, an unassigned code point), there is no safe way
/// to draw the cell: a terminal measuring as the C library does would shift the rest of the row.
/// The cell then becomes one `?` per column. A flag (two regional indicators, a column each for
/// the C library) adds up to its two columns. Where the terminal draws ambiguous characters two
/// columns wide, they count two.
///
/// Whether a symbol fits is worked out once and remembered in a small direct-mapped table keyed
/// by the symbol's bytes and width: a frame is mostly the same few box-drawing characters.
struct CellBytes: ~Copyable {
    /// The most bytes one cell appends (a cluster is at most 15 bytes, `Cell`), rounded up to
    /// the 16 that are stored at once.
    static let maximumCount = 16

    struct Entry {
        var low: UInt64 = 0
        /// The symbol's `high` word with the width and the ambiguous mode in its top bits; never
        /// 0 for a symbol (its byte count is at least one), so 0 marks an empty slot.
        var key: UInt64 = 0
        var fits = false
    }

    private let entries = DirectMappedTable(slots: 256, empty: Entry())

    /// Appends `cell`'s bytes to `output`, which has room for `maximumCount` more.
    @inline(__always)
    func append(_ cell: Cell, wideAmbiguous: Bool, to output: inout OutputBuffer) {
        let (low, high) = cell.packedUTF8
        let byteCount = Int(high >> 56)
        if cell.width == 1, byteCount == 1, low >= 0x20, low < 0x7F {
            // Most cells: one printable ASCII character.
            output.appendReserved(UInt8(truncatingIfNeeded: low))
        } else if fits(cell, low: low, high: high, wideAmbiguous: wideAmbiguous) {
            output.appendPackedReserved(low: low, high: high, count: byteCount)
        } else {
            for _ in 0..<max(1, Int(cell.width)) { output.appendReserved(UInt8(ascii: "?")) }
        }
    }

    private func fits(_ cell: Cell, low: UInt64, high: UInt64, wideAmbiguous: Bool) -> Bool {
        let key = high & 0x0FFF_FFFF_FFFF_FFFF | UInt64(cell.width & 3) << 60 | (wideAmbiguous ? 1 << 62 : 0)
        let entry = entries.entry(Int(truncatingIfNeeded: ((low ^ key) &* 0x9E37_79B9_7F4A_7C15) >> 56) % entries.slots)
        if entry.pointee.low == low, entry.pointee.key == key { return entry.pointee.fits }
        let fits = Self.widthsAddUp(cell, wideAmbiguous: wideAmbiguous)
        entry.pointee = Entry(low: low, key: key, fits: fits)
        return fits
    }

    /// Whether the C library can print every scalar of `cell` and its widths add up to the cell's.
    private static func widthsAddUp(_ cell: Cell, wideAmbiguous: Bool) -> Bool {
        var columns = 0
        var first = true
        for scalar in cell.unicodeScalars {
            var width = Int(carousel_wcwidth(wchar_t(bitPattern: scalar.value)))
            if wideAmbiguous, width == 1, DisplayWidth.isAmbiguous(scalar) { width = 2 }
            switch width {
            // A mark belongs to the character before it.
            case 0 where !first: break
            case 1, 2: columns += width
            default: return false
            }
            first = false
        }
        return columns == Int(cell.width)
    }
}
