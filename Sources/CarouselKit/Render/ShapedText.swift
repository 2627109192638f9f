/// A line of text already split into grapheme clusters and measured, ready to be put into the
/// grid cell by cell: text that is drawn every frame is shaped once, not once a frame.
struct ShapedText: Hashable, Sendable {
    struct Glyph: Hashable, Sendable {
        var symbol: InlineSymbol
        var width: UInt8
        /// The text's own style (a source's colours), drawn over the line's.
        var style: Style?
    }

    let glyphs: [Glyph]
    /// Columns of the whole line.
    let width: Int

    /// - Parameters:
    ///   - styles: The style of each character of `text`, if it has its own.
    ///   - ambiguous: How wide the terminal draws East Asian Ambiguous characters.
    init(_ text: some StringProtocol, styles: [Style?] = [], ambiguous: AmbiguousWidth = .narrow) {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        var width = 0
        var style: Style?
        func append(_ symbol: Character, _ columns: Int) {
            glyphs.append(Glyph(symbol: InlineSymbol(symbol), width: UInt8(columns), style: style))
            width += columns
        }
        var clusters = TextClusters(text)
        var index = 0
        while let cluster = clusters.next() {
            defer { index += 1 }
            style = styles.element(at: index) ?? nil
            // Printable ASCII is one column wide and safe to print.
            if let byte = cluster.ascii, byte >= 0x20, byte < 0x7F {
                glyphs.append(Glyph(symbol: .ascii(byte), width: 1, style: style))
                width += 1
                continue
            }
            let character = cluster.character
            let columns = DisplayWidth.of(character, ambiguous: ambiguous)
            guard columns > 0 else { continue }
            if !TerminalText.isSafe(character) {
                // Text should have been sanitized; one placeholder per column keeps the row's
                // width (U+FFFD is ambiguous itself: "?" where it would take two).
                for _ in 0..<columns { append(ambiguous == .narrow ? "\u{FFFD}" : "?", 1) }
            } else if ClusterCells.isSingleCell(character, width: columns) {
                append(character, columns)
            } else {
                // One cell per spacing code point, as terminals draw it (see docs/text.md).
                for piece in ClusterCells.split(character, ambiguous: ambiguous) { append(piece.symbol, piece.width) }
            }
        }
        self.glyphs = glyphs
        self.width = width
    }
}

extension ScreenGrid {
    /// Draws shaped text from column `x` of row `y`, clipped like `write(_:x:y:style:clip:)`.
    mutating func draw(_ text: ShapedText, x: Int, y: Int, style: Style, clip: Range<Int>? = nil) {
        guard y >= bounds.y, y < bounds.maxY else { return }
        let visible = (clip ?? bounds.x..<bounds.maxX).clamped(to: bounds.x..<bounds.maxX)
        var column = x
        for glyph in text.glyphs {
            let width = Int(glyph.width)
            defer { column += width }
            if column >= visible.upperBound { break }
            if column + width <= visible.lowerBound { continue }
            let style = glyph.style.map { style.overlaid(with: $0) } ?? style
            if column >= visible.lowerBound && column + width <= visible.upperBound {
                put(Cell(glyph.symbol, width: glyph.width, style: style), x: column, y: y)
            } else {
                // Cut by the clip edge: never half a glyph, blanks instead.
                for cut in max(column, visible.lowerBound)..<min(column + width, visible.upperBound) {
                    put(Cell(.space, width: 1, style: style), x: cut, y: y)
                }
            }
        }
    }
}
