import CarouselKit
import CNcursesw

/// Writes a frame's changed cells into curses and sends them to the terminal in one update.
///
/// The grid already clips by display width, so nothing here ever asks curses to clip. Each
/// cell goes through `setcchar` + `mvwadd_wch` at its own column: `mvwaddwstr` loses combining
/// marks such as a dakuten, and explicit columns keep one odd character from shifting the rest
/// of a row.
struct FrameWriter {
    /// Writes `runs` of `grid` and refreshes the terminal.
    /// - Returns: The number of cells written.
    @discardableResult
    func write(_ runs: [GridRun], of grid: ScreenGrid, colors: inout ColorPairs) -> Int {
        let window = carousel_stdscr()
        // Where the terminal draws ambiguous characters wide, curses cannot (see AmbiguousCells).
        let wideAmbiguous = grid.ambiguousWidth == .wide
        var written = 0
        for run in runs {
            var x = run.x
            for cell in run.cells {
                defer { x += 1 }
                // The right half of a wide character was drawn with its left half.
                guard !cell.isContinuation else { continue }
                let style = colors.attributes(for: cell.style)
                if cell.width == 1, let ascii = cell.symbol.asciiValue {
                    // Most cells: no grapheme to take apart.
                    put([wchar_t(ascii), 0], x: x, y: run.y, style: style, window: window)
                } else if wideAmbiguous, AmbiguousCells.holds(cell) {
                    let hidden = (style.attributes | AmbiguousCells.placeholderAttribute, style.pair)
                    for column in x..<(x + Int(cell.width)) {
                        put(AmbiguousCells.placeholder, x: column, y: run.y, style: hidden, window: window)
                    }
                } else if let glyphs = CellGlyphs.glyphs(for: cell) {
                    for glyph in glyphs {
                        put(glyph.characters, x: x + glyph.column, y: run.y, style: style, window: window)
                    }
                } else {
                    for column in x..<(x + Int(cell.width)) {
                        put(Self.placeholder, x: column, y: run.y, style: style, window: window)
                    }
                }
                written += 1
            }
        }
        // Synchronized output: a terminal that supports it shows the frame at once, never half
        // drawn mid-slide; others ignore the unknown mode. Curses has flushed its own buffer at
        // the end of the previous update, so these direct writes stay in order around this one.
        carousel_write_terminal(Self.beginSynchronizedUpdate)
        wnoutrefresh(window)
        doupdate()
        if wideAmbiguous {
            carousel_write_terminal(AmbiguousCells.overlay(of: grid, colors: colors))
        }
        carousel_write_terminal(Self.endSynchronizedUpdate)
        return written
    }

    private static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    private static let endSynchronizedUpdate = "\u{1B}[?2026l"

    /// Drawn, once per column, for a cell the C library cannot draw at the grid's width.
    private static let placeholder: [wchar_t] = [wchar_t(UInt8(ascii: "?")), 0]

    private func put(_ wide: [wchar_t], x: Int, y: Int, style: (attributes: attr_t, pair: Int16), window: UnsafeMutablePointer<WINDOW>?) {
        var character = cchar_t()
        var wide = wide
        setcchar(&character, &wide, style.attributes, style.pair, nil)
        // The bottom-right cell is drawn but reports ERR (the cursor cannot advance past it).
        _ = mvwadd_wch(window, Int32(y), Int32(x), &character)
    }
}
