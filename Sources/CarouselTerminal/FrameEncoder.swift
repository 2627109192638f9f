import CarouselKit
import CNcursesw

/// The bytes that send a frame's changed cells to the terminal, gathered in one buffer.
///
/// curses starts the terminal, reads keys, names the capabilities and gives the terminal back;
/// the frames themselves are written here, because the frame's changes are already known
/// exactly (the grid diff) and curses' `doupdate` would find them again — comparing its own
/// copy of the screen row by row, costing every cursor movement against every alternative with
/// `tparm`, converting each character back to UTF-8 — at more than half of a frame's CPU time.
/// Here a run costs one cursor movement (none when the cursor is already there), a style change
/// names only what changes (`StyleSequences`), a cell is its UTF-8 (`CellBytes`), and a row
/// whose cells slid sideways is moved by the terminal, its new cells alone written (`RowShift`).
///
/// `FrameWriter` sends the bytes. Each frame is one synchronized update (`ESC [ ? 2026 h` …
/// `l`): a terminal that supports it shows the frame at once, never half drawn mid-slide; others
/// ignore the unknown mode.
struct FrameEncoder: ~Copyable {
    private let capabilities: TerminalCapabilities
    private var styles: StyleSequences
    /// The switches met most, kept inline (`styles` works each out once).
    private var styleSwitches = StyleSwitchCache()
    private var output = OutputBuffer()
    private var cellBytes = CellBytes()
    /// Where the terminal's cursor is, or `nil` when that is not known (after a write into the
    /// last column, whose wrap terminals treat differently, and before the first frame).
    private var cursor: (x: Int, y: Int)?
    /// The row the cursor is on, also after a write into the last column where a carriage
    /// return is known to bring it to the start of that row; `nil` when not known.
    private var cursorRow: Int?
    /// The style the terminal draws in, or `nil` when that is not known.
    private var style: Style?
    /// `style`'s key, kept: every cell's style is compared with it.
    private var styleKey: UInt64?
    /// Whether the next frame starts with the terminfo reset (after anything else wrote).
    private var resetPending = true
    /// Whether the terminal shows a cleared screen, every cell blank in the normal style: the
    /// next frame then leaves blank cells alone.
    private var screenIsBlank = false
    /// What the terminal shows, for finding rows that slid.
    private var shown = ShownCells()
    /// How far the last row that slid moved: the next one most likely moves as far.
    private var lastShiftDistance: Int?
    /// The rows that hold pictures in pixels (sixel): their cells are never moved sideways,
    /// since a terminal moves the pixels with them, out from under the cells written over them.
    var pixelRows: [Range<Int>] = []
    /// The hyperlinks written, where the terminal has them (`capabilities.hyperlinks`): the cells
    /// of a link are wrapped in OSC 8, which every run closes before the cursor moves on.
    private var hyperlinks: HyperlinkBytes?

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        styles = StyleSequences(capabilities: capabilities)
        hyperlinks = capabilities.hyperlinks ? HyperlinkBytes() : nil
    }

    /// Forgets the cursor and the style: something else wrote to the terminal (curses cleared
    /// it, the program was suspended).
    mutating func forgetTerminalState() {
        cursor = nil
        cursorRow = nil
        style = nil
        styleKey = nil
        resetPending = true
        shown.forget()
        hyperlinks?.forget()
    }

    /// Forgets the cursor and the style, and knows that every cell is blank: the terminal
    /// cleared its screen in the normal style.
    mutating func screenCleared() {
        forgetTerminalState()
        screenIsBlank = true
    }

    /// Puts only the bytes that move the cursor to column `x` of row `y` in the output buffer.
    mutating func encodeMove(to x: Int, _ y: Int, of grid: ScreenGrid) {
        output.removeAll()
        move(to: x, y, in: grid)
    }

    /// Forgets where the cursor is: a picture moved it.
    mutating func forgetCursor() {
        cursor = nil
        cursorRow = nil
    }

    /// The bytes of the last frame encoded.
    func withLastFrame<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        output.withBytes(body)
    }

    /// Puts the bytes that write `runs` of `grid` in the output buffer.
    /// - Returns: The number of cells that changed (the right halves of wide characters not
    ///   counted).
    mutating func encode(_ runs: [GridRun], of grid: ScreenGrid) -> Int {
        output.removeAll()
        output.append("\u{1B}[?2026h")
        if resetPending {
            output.append(capabilities.resetAttributes)
            resetPending = false
            style = .plain
            styleKey = StyleSequences.key(of: .plain)
        }
        // A fresh table of links gives old numbers new URLs: cells equal in bytes may differ.
        if hyperlinks?.tableShrank(to: grid) == true { shown.forget() }
        let overBlankScreen = screenIsBlank
        screenIsBlank = false
        let knowsScreen = !overBlankScreen && shown.size == grid.size
        // Where ambiguous characters are wide, the terminal's idea of a row's columns is not the
        // C library's, and moving cells sideways is left alone.
        let shifts = knowsScreen && capabilities.movesCharacters && grid.ambiguousWidth == .narrow
        var changed = 0
        var covered = 0
        var index = runs.startIndex
        while index < runs.endIndex {
            let y = runs[index].y
            var end = index
            var rowChanged = 0
            while end < runs.endIndex, runs[end].y == y {
                runs[end].cells.withUnsafeBufferPointer { cells in
                    for index in cells.indices where !cells[index].isContinuation { rowChanged += 1 }
                }
                covered += runs[end].cells.count
                end += 1
            }
            changed += rowChanged
            if shifts, !pixelRows.contains(where: { $0.contains(y) }), let found = shown.shift(
                forRow: y, to: grid, from: runs[index].x, changed: rowChanged, likely: lastShiftDistance)
            {
                lastShiftDistance = found.shift.distance
                move(to: found.shift.column, y, in: grid)
                moveCells(found.shift)
                for columns in found.rewrite { write(columns, ofRow: y, in: grid) }
            } else {
                for run in runs[index..<end] { write(run.x..<(run.x + run.cells.count), ofRow: y, in: grid) }
            }
            if knowsScreen { shown.adopt(row: y, of: grid) }
            index = end
        }
        if overBlankScreen || (!knowsScreen && covered == grid.size.width * grid.size.height) { shown.adopt(grid) }
        // A cursor that cannot be hidden rests at the status line's end, not over the cards
        // wherever the last write ended.
        if !capabilities.hidesCursor, grid.size.width > 0, grid.size.height > 0 {
            move(to: grid.size.width - 1, grid.size.height - 1, in: grid)
        }
        output.append("\u{1B}[?2026l")
        return changed
    }

    /// Writes the cells at `columns` of row `y` of `grid`.
    private mutating func write(_ columns: Range<Int>, ofRow y: Int, in grid: ScreenGrid) {
        let wideAmbiguous = grid.ambiguousWidth == .wide
        let width = grid.size.width
        // Where writing the bottom-right cell would scroll the screen, it is left alone.
        let lastColumn = capabilities.lastCellScrolls && y == grid.size.height - 1 ? width - 1 : width
        move(to: columns.lowerBound, y, in: grid)
        var x = columns.lowerBound
        grid.row(y).withUnsafeBufferPointer { row in
            var column = columns.lowerBound
            let end = min(columns.upperBound, lastColumn)
            while column < columns.upperBound {
                column = appendPlainCells(row, from: column, to: end)
                if column > x { x = column }
                guard column < columns.upperBound else { break }
                let cell = row[column]
                column += 1
                // The right half of a wide character was drawn with its left half.
                if cell.isContinuation { continue }
                if x + Int(cell.width) > lastColumn { break }
                setStyle(cell.style)
                hyperlinks?.switchTo(cell.link, of: grid, into: &output)
                output.reserve(CellBytes.maximumCount)
                cellBytes.append(cell, wideAmbiguous: wideAmbiguous, to: &output)
                x += Int(cell.width)
            }
        }
        hyperlinks?.switchTo(0, of: grid, into: &output)
        cursor = x < width ? (x, y) : nil
        cursorRow = x < width || capabilities.returnsAfterLastColumn ? y : nil
    }

    /// Appends the cells of `row` from column `start` on, before `end`, while each is a printable
    /// ASCII character in the style the terminal draws in, linked to nothing where links are
    /// written (none is open then): most of a frame's cells, a byte each with no other question.
    /// - Returns: The column after the last cell appended.
    private mutating func appendPlainCells(_ row: UnsafeBufferPointer<Cell>, from start: Int, to end: Int) -> Int {
        guard start < end, let styleKey, hyperlinks?.isClosed ?? true, let base = row.baseAddress else { return start }
        // A cell's first word is its style (5 bytes), its width (1) and its link (2), as the
        // cell's layout test pins down; the link counts only where the terminal gets links.
        let expected = styleKey | 1 << 40
        let mask: UInt64 = hyperlinks == nil ? 0x0000_FFFF_FFFF_FFFF : ~0
        output.reserve(end - start)
        var column = start
        while column < end {
            let cell = UnsafeRawPointer(base + column)
            let head = cell.load(as: UInt64.self)
            // One byte of UTF-8 (the count in the top byte), between space and tilde.
            let low = cell.load(fromByteOffset: 8, as: UInt64.self)
            guard head & mask == expected, cell.load(fromByteOffset: 16, as: UInt64.self) == 1 << 56,
                  low &- 0x20 < 0x5F else { break }
            output.appendReserved(UInt8(truncatingIfNeeded: low))
            column += 1
        }
        return column
    }

    /// Deletes (`ESC [ n P`) or inserts (`ESC [ n @`) characters at the cursor for `shift`.
    private mutating func moveCells(_ shift: RowShift) {
        output.reserve(24)
        output.appendReserved(0x1B)
        output.appendReserved(UInt8(ascii: "["))
        output.appendDecimalReserved(abs(shift.distance))
        output.appendReserved(UInt8(ascii: shift.distance > 0 ? "P" : "@"))
    }

    @inline(__always)
    private mutating func setStyle(_ new: Style) {
        // Runs mostly share a style: noticed by the style's key rather than field by field.
        let key = StyleSequences.key(of: new)
        guard key != styleKey else { return }
        if !styleSwitches.append(from: styleKey, to: key, to: &output) {
            let bytes = styles.switchBytes(from: style, to: new)
            output.append(bytes)
            styleSwitches.keep(bytes, from: styleKey, to: key)
        }
        style = new
        styleKey = key
    }

    /// Puts the cursor at column `x` of row `y`: nothing when it is there, the cells in between
    /// when they are a few plain characters in the current style (shorter than any movement),
    /// a movement to the right on the same row, a carriage return and line feed to the start of
    /// the next row, or the cell's address.
    private mutating func move(to x: Int, _ y: Int, in grid: ScreenGrid) {
        output.reserve(32)
        defer {
            cursor = (x, y)
            cursorRow = y
        }
        if let cursor, cursor.y == y, cursor.x <= x {
            let gap = x - cursor.x
            if gap == 0 { return }
            if gap <= 3, let styleKey, writeThrough(cursor.x..<x, of: y, in: grid, styleKey: styleKey) { return }
            if case .ecma48 = capabilities.cursorAddressing {
                // ESC [ n C
                output.appendReserved(0x1B)
                output.appendReserved(UInt8(ascii: "["))
                output.appendDecimalReserved(gap)
                output.appendReserved(UInt8(ascii: "C"))
                return
            }
        }
        if x == 0, let cursorRow, cursorRow + 1 == y {
            // The start of the next row: carriage return, line feed (within the screen, so it
            // never scrolls).
            output.appendReserved(UInt8(ascii: "\r"))
            output.appendReserved(UInt8(ascii: "\n"))
            return
        }
        switch capabilities.cursorAddressing {
        case .ecma48:
            output.appendReserved(0x1B)
            output.appendReserved(UInt8(ascii: "["))
            output.appendDecimalReserved(y + 1)
            output.appendReserved(UInt8(ascii: ";"))
            output.appendDecimalReserved(x + 1)
            output.appendReserved(UInt8(ascii: "H"))
        case .template(let cup):
            output.append(TerminalCapabilities.format(cup, y, x))
        }
    }

    /// Writes the cells at `columns` of row `y` again, unchanged, when each is a printable ASCII
    /// character in the style whose key is `styleKey`; returns whether it did.
    private mutating func writeThrough(
        _ columns: Range<Int>, of y: Int, in grid: ScreenGrid, styleKey: UInt64
    ) -> Bool {
        for x in columns {
            let cell = grid[x, y]
            guard cell.width == 1, let ascii = cell.unicodeScalars.ascii, ascii >= 0x20, ascii < 0x7F,
                StyleSequences.key(of: cell.style) == styleKey, hyperlinks == nil || cell.link == 0
            else { return false }
        }
        for x in columns { output.appendReserved(grid[x, y].unicodeScalars.ascii ?? UInt8(ascii: "?")) }
        return true
    }
}
