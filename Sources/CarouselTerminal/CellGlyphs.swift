import CarouselKit
import CNcursesw

/// What curses draws for one grid cell: each spacing character of the cell's grapheme, with the
/// zero-width marks that follow it, at its own column.
///
/// Usually that is one glyph. A flag (two regional indicators, one column each for the C
/// library) is two, drawn side by side so that curses' idea of the columns matches the
/// terminal's. When the C library's widths do not add up to the cell's width, or it cannot
/// print a character at all (a non-UTF-8 locale), there is no safe way to draw the cell: the
/// terminal would shift the rest of the row.
enum CellGlyphs {
    /// One `cchar_t`'s characters: a spacing character and its marks, zero-terminated.
    struct Glyph {
        var column: Int
        var characters: [wchar_t]
    }

    /// The most characters curses keeps in one cell (CCHARW_MAX), the terminator included.
    private static let charactersPerGlyph = 5

    /// The glyphs for `cell`, or `nil` when they cannot be drawn at the cell's width.
    static func glyphs(for cell: Cell) -> [Glyph]? {
        var glyphs: [Glyph] = []
        var columns = 0
        for scalar in cell.symbol.unicodeScalars {
            let character = wchar_t(bitPattern: scalar.value)
            let width = Int(carousel_wcwidth(character))
            switch width {
            case 0:
                // A mark belongs to the spacing character before it; curses keeps only a few.
                guard let last = glyphs.indices.last else { return nil }
                if glyphs[last].characters.count < charactersPerGlyph - 1 {
                    glyphs[last].characters.append(character)
                }
            case 1, 2:
                glyphs.append(Glyph(column: columns, characters: [character]))
                columns += width
            default:
                return nil
            }
        }
        guard columns == Int(cell.width) else { return nil }
        return glyphs.map { Glyph(column: $0.column, characters: $0.characters + [0]) }
    }
}
