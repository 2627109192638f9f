/// How many terminal columns text occupies: exactly what ncursesw and the terminal will do.
///
/// ncursesw moves the cursor by glibc's `wcwidth` of every code point, so a grapheme cluster
/// takes the sum of its code points' widths. The widths come from a table generated from glibc
/// (`scripts/generate-text-tables.py`, Unicode 14.0.0) rather than from a runtime `wcwidth` call,
/// so the answer is the same in every process locale and in headless renders. See docs/text.md.
public enum DisplayWidth {
    /// The columns one grapheme cluster occupies: the sum of its code points' widths, where a
    /// code point the terminal cannot print counts 1 (it is drawn as a one-column placeholder).
    ///
    /// Usually 0, 1 or 2; a few scripts (a Devanagari conjunct with a spacing vowel sign, say)
    /// make longer clusters, which the screen grid spreads over one cell per spacing code point.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.value >= 0x20, first.value < 0x7F,
           scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return 1
        }
        var total = 0
        for scalar in scalars {
            let width = columns(of: scalar)
            total += width < 0 ? 1 : width
        }
        return total
    }

    /// The columns `text` occupies.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// glibc's `wcwidth` of one code point under a UTF-8 locale: 0, 1, 2, or −1 for what the
    /// terminal cannot print (controls, unassigned code points, noncharacters).
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        // The last run that starts at or before `value`.
        let runs = WidthTable.runs
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if UInt32(truncatingIfNeeded: runs[middle] >> 32) <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 1 }
        let run = runs[low - 1]
        let last = UInt32(truncatingIfNeeded: (run >> 8) & 0x1F_FFFF)
        return value <= last ? Int(run & 0xFF) - 1 : 1
    }
}
