/// How many terminal columns text occupies: exactly what ncursesw and the terminal will do.
///
/// ncursesw moves the cursor by glibc's `wcwidth` of every code point, so a grapheme cluster
/// takes the sum of its code points' widths. The widths come from a table generated from glibc
/// (`scripts/generate-text-tables.py`, Unicode 14.0.0) rather than from a runtime `wcwidth` call,
/// so the answer is the same in every process locale and in headless renders. East Asian
/// Ambiguous characters take the columns `ambiguous` says (glibc's answer is `.narrow`); nothing
/// else depends on the terminal. See docs/text.md.
public enum DisplayWidth {
    /// The columns one grapheme cluster occupies: the sum of its code points' widths, where a
    /// code point the terminal cannot print counts 1 (it is drawn as a one-column placeholder).
    ///
    /// Usually 0, 1 or 2; a few scripts (a Devanagari conjunct with a spacing vowel sign, say)
    /// make longer clusters, which the screen grid spreads over one cell per spacing code point.
    public static func of(_ character: Character) -> Int {
        of(character, ambiguous: .narrow)
    }

    /// The columns one grapheme cluster occupies, ambiguous characters as wide as `ambiguous`.
    public static func of(_ character: Character, ambiguous: AmbiguousWidth) -> Int {
        // One UTF-8 byte: ASCII, one column (a control is drawn as a one-column placeholder).
        if character.utf8.count == 1 { return 1 }
        var total = 0
        for scalar in character.unicodeScalars {
            let width = columns(of: scalar, ambiguous: ambiguous)
            total += width < 0 ? 1 : width
        }
        return total
    }

    /// The columns `text` occupies.
    public static func of(_ text: some StringProtocol, ambiguous: AmbiguousWidth = .narrow) -> Int {
        var total = 0
        for character in text { total += of(character, ambiguous: ambiguous) }
        return total
    }

    /// glibc's `wcwidth` of one code point under a UTF-8 locale — 0, 1, 2, or −1 for what the
    /// terminal cannot print (controls, unassigned code points, noncharacters) — with East Asian
    /// Ambiguous characters as wide as `ambiguous` says.
    public static func columns(of scalar: Unicode.Scalar, ambiguous: AmbiguousWidth = .narrow) -> Int {
        let value = scalar.value
        if value < 0x10000 {
            let entry = basicPlane(value)
            if ambiguous == .wide, entry & ambiguousFlag != 0 { return 2 }
            return Int(entry & ~ambiguousFlag) - 1
        }
        if ambiguous == .wide, isAmbiguous(value) { return 2 }
        return searchRuns(for: value)
    }

    /// Whether `scalar` is East Asian Ambiguous and one column to glibc: the characters whose
    /// width depends on the terminal's setting.
    public static func isAmbiguous(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x10000 { return basicPlane(value) & ambiguousFlag != 0 }
        return isAmbiguous(value)
    }

    /// Marks an ambiguous code point in a `basicPlane` entry.
    private static let ambiguousFlag: UInt8 = 4

    /// Width + 1 of a plane-0 value, where nearly all text is, with `ambiguousFlag` on the
    /// ambiguous ones: two array reads instead of a search, since this runs for every character
    /// of every frame, from a table in the executable's read-only data rather than one made at
    /// start (64 KB and 0.14 M instructions before the first frame).
    private static func basicPlane(_ value: UInt32) -> UInt8 {
        let block = Int(BasicPlaneTable.blockOfPage[Int(value >> 8)])
        return BasicPlaneTable.blocks.utf8Start[block << 8 | Int(value & 0xFF)] &- UInt8(ascii: "0")
    }

    /// Whether `value` is in the generated ambiguous runs, by binary search.
    static func isAmbiguous(_ value: UInt32) -> Bool {
        guard let run = lastRun(startingAtOrBefore: value, in: AmbiguousTable.runs) else { return false }
        return value <= UInt32(truncatingIfNeeded: run & 0xFFFF_FFFF)
    }

    /// The width of `value` from the generated runs, by binary search.
    static func searchRuns(for value: UInt32) -> Int {
        guard let run = lastRun(startingAtOrBefore: value, in: WidthTable.runs) else { return 1 }
        let last = UInt32(truncatingIfNeeded: (run >> 8) & 0x1F_FFFF)
        return value <= last ? Int(run & 0xFF) - 1 : 1
    }

    /// The last of `runs` (sorted, each starting at its bits 32 and up) that starts at or before
    /// `value`.
    private static func lastRun(startingAtOrBefore value: UInt32, in runs: [UInt64]) -> UInt64? {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if UInt32(truncatingIfNeeded: runs[middle] >> 32) <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? runs[low - 1] : nil
    }
}
