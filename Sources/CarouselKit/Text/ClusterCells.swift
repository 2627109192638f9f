/// Cuts a grapheme cluster with several spacing code points into the cells a terminal gives it.
///
/// Terminals advance by `wcwidth` per code point, so a cluster with several spacing code points
/// (Devanagari कि, a conjunct with a spacing vowel sign) spreads over several cells: each
/// spacing code point with the zero-width code points that follow it. A cell then always holds
/// one spacing code point and its marks — what ncursesw's `setcchar` takes — except a flag,
/// whose two regional indicators stay together in one 2-column cell so a flag is never cut.
enum ClusterCells {
    /// Whether `character`, `width` columns wide, is drawn in a single cell.
    static func isSingleCell(_ character: Character, width: Int) -> Bool {
        guard width <= 2 else { return false }
        if character.utf8.count == 1 { return true }
        let scalars = character.unicodeScalars
        guard scalars.index(after: scalars.startIndex) != scalars.endIndex else { return true }
        var spacing = 0
        for scalar in scalars where DisplayWidth.columns(of: scalar) != 0 {
            if regionalIndicators.contains(scalar.value) { return true }
            spacing += 1
        }
        return spacing <= 1
    }

    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// The pieces of `character` in order, each one cell of width 1 or 2.
    static func split(
        _ character: Character, ambiguous: AmbiguousWidth = .narrow
    ) -> [(symbol: Character, width: Int)] {
        var pieces: [(symbol: Character, width: Int)] = []
        var scalars = String.UnicodeScalarView()
        var width = 0
        func flush() {
            guard !scalars.isEmpty else { return }
            let text = String(scalars)
            if let symbol = text.count == 1 ? text.first : text.unicodeScalars.first.map(Character.init) {
                pieces.append((symbol, max(1, width)))
            }
            scalars = String.UnicodeScalarView()
            width = 0
        }
        for scalar in character.unicodeScalars {
            let scalarWidth = DisplayWidth.columns(of: scalar, ambiguous: ambiguous)
            if scalarWidth != 0, width > 0 { flush() }
            scalars.append(scalar)
            width += scalarWidth < 0 ? 1 : scalarWidth
        }
        flush()
        return pieces
    }
}
