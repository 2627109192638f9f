import CarouselKit
import CNcursesw

/// What curses draws for one grid cell: a `cchar_t` for each spacing character of the cell's
/// grapheme, holding the zero-width marks that follow it (so a decomposed dakuten stays with
/// its kana), in the cell's pen.
///
/// Usually that is one. A flag (two regional indicators, one column each for the C library) is
/// two, side by side, so that curses' idea of the columns matches the terminal's. When the C
/// library's widths do not add up to the cell's width, or it cannot print a character at all
/// (a non-UTF-8 locale), there is no safe way to draw the cell: the terminal would shift the
/// rest of the row, so it becomes one `?` per column.
enum CellGlyphs {
    /// The most characters curses keeps in one cell: a spacing character and its marks.
    static let charactersPerGlyph = Int(CCHARW_MAX)

    /// Writes the curses cells for `cell` from `output` on, each a copy of `pen` with the
    /// cell's characters.
    /// - Returns: How many were written: at most the cell's width in columns.
    static func encode(_ cell: Cell, pen: cchar_t, into output: UnsafeMutablePointer<cchar_t>) -> Int {
        var scalars = cell.unicodeScalars
        if cell.width == 1, let ascii = scalars.ascii, ascii >= 0x20, ascii < 0x7F {
            // Most cells: no grapheme to take apart.
            output.initialize(to: pen)
            output.pointee.chars.0 = wchar_t(ascii)
            return 1
        }
        var glyphs = 0
        var columns = 0
        var marks = 0
        while let scalar = scalars.next() {
            let character = wchar_t(bitPattern: scalar.value)
            switch Int(carousel_wcwidth(character)) {
            case 0:
                // A mark belongs to the spacing character before it; curses keeps only a few.
                guard glyphs > 0 else { return placeholder(cell, pen: pen, into: output) }
                if marks < charactersPerGlyph - 1 {
                    marks += 1
                    set(character, at: marks, in: output + glyphs - 1)
                }
            case let width where width == 1 || width == 2:
                (output + glyphs).initialize(to: pen)
                set(character, at: 0, in: output + glyphs)
                glyphs += 1
                columns += width
                marks = 0
            default:
                return placeholder(cell, pen: pen, into: output)
            }
        }
        guard columns == Int(cell.width) else { return placeholder(cell, pen: pen, into: output) }
        return glyphs
    }

    /// Drawn, once per column, for a cell the C library cannot draw at the grid's width.
    private static func placeholder(_ cell: Cell, pen: cchar_t, into output: UnsafeMutablePointer<cchar_t>) -> Int {
        let columns = max(1, Int(cell.width))
        for column in 0..<columns {
            (output + column).initialize(to: pen)
            (output + column).pointee.chars.0 = wchar_t(UInt8(ascii: "?"))
        }
        return columns
    }

    private static func set(_ character: wchar_t, at index: Int, in glyph: UnsafeMutablePointer<cchar_t>) {
        withUnsafeMutableBytes(of: &glyph.pointee.chars) { characters in
            characters.storeBytes(of: character, toByteOffset: index * MemoryLayout<wchar_t>.stride, as: wchar_t.self)
        }
    }
}
