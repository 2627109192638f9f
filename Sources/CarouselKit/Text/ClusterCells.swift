/// Cuts a grapheme cluster wider than two columns into the cells a terminal gives it.
///
/// Terminals advance by `wcwidth` per code point, so a cluster with several spacing code points
/// (a Devanagari conjunct with a spacing vowel sign, say) spreads over several cells: each
/// spacing code point with the zero-width code points that follow it.
enum ClusterCells {
    /// The pieces of `character` in order, each one cell of width 1 or 2.
    static func split(_ character: Character) -> [(symbol: Character, width: Int)] {
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
            let scalarWidth = DisplayWidth.columns(of: scalar)
            if scalarWidth != 0, width > 0 { flush() }
            scalars.append(scalar)
            width += scalarWidth < 0 ? 1 : scalarWidth
        }
        flush()
        return pieces
    }
}
