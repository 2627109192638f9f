import CarouselKit
import CNcursesw

/// Writes a frame's changed cells into curses and sends them to the terminal in one update.
///
/// Each run of changed cells becomes one array of `cchar_t` — every grapheme cluster in one
/// `cchar_t` with its marks, which keeps a decomposed dakuten that `mvwaddwstr` would lose —
/// handed to curses in one `mvwadd_wchnstr` at the run's own column. The array is kept from
/// frame to frame, so a frame allocates nothing. The grid already clips by display width, so
/// nothing here ever asks curses to clip (`mvwadd_wchnstr` neither wraps nor moves the cursor).
final class FrameWriter {
    /// The curses cells of one run; as long as the widest run met so far.
    private var buffer: UnsafeMutablePointer<cchar_t>
    private var capacity: Int

    init() {
        capacity = 256
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    /// Writes `runs` and refreshes the terminal.
    /// - Returns: The number of cells written.
    @discardableResult
    func write(_ runs: [GridRun], of grid: ScreenGrid, colors: inout ColorPairs) -> Int {
        let window = carousel_stdscr()
        // Where the terminal draws ambiguous characters wide, curses cannot (see AmbiguousCells).
        let wideAmbiguous = grid.ambiguousWidth == .wide
        var written = 0
        // Runs mostly share a style: look its pen up only when it changes, noticed by the style's
        // key rather than comparing it field by field for every cell.
        var penKey: UInt64?
        var pen = cchar_t()
        for run in runs {
            reserve(run.cells.count)
            let buffer = buffer
            let count = run.cells.withUnsafeBufferPointer { cells in
                var count = 0
                for cell in cells where !cell.isContinuation {
                    // The right half of a wide character was drawn with its left half.
                    let key = ColorPairs.key(of: cell.style)
                    if key != penKey {
                        penKey = key
                        pen = colors.pen(for: cell.style, key: key)
                    }
                    if wideAmbiguous, AmbiguousCells.holds(cell) {
                        count += AmbiguousCells.placeholders(for: cell, pen: pen, into: buffer + count)
                    } else {
                        count += CellGlyphs.encode(cell, pen: pen, into: buffer + count)
                    }
                    written += 1
                }
                return count
            }
            _ = mvwadd_wchnstr(window, Int32(run.y), Int32(run.x), buffer, Int32(count))
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

    /// Makes room for a run of `cells` cells: never more curses cells than columns.
    private func reserve(_ cells: Int) {
        guard cells > capacity else { return }
        buffer.deallocate()
        capacity = cells
        buffer = .allocate(capacity: capacity)
    }
}
