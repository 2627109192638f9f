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
        // One UTF-8 byte: ASCII, one column (a control is drawn as a one-column placeholder).
        if character.utf8.count == 1 { return 1 }
        var total = 0
        for scalar in character.unicodeScalars {
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
        if value < 0x10000 { return Int(basicPlane[Int(value)]) - 1 }
        return searchRuns(for: value)
    }

    /// Width + 1 of every code point of plane 0, where nearly all text is: one array access
    /// instead of a search, since this runs for every character of every frame.
    private static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 2, count: 0x10000)
        for run in WidthTable.runs {
            let first = Int(run >> 32), last = Int((run >> 8) & 0x1F_FFFF)
            guard first < 0x10000 else { break }
            for value in first...min(last, 0xFFFF) { table[value] = UInt8(run & 0xFF) }
        }
        return table
    }()

    /// The width of `value` from the generated runs, by binary search.
    static func searchRuns(for value: UInt32) -> Int {
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
