/// The whole screen as a row-major grid of cells: what the renderer draws into, what the terminal
/// layer diffs and writes, and what tests read as plain text.
///
/// Every write is clipped here, by display width: a wide character that does not fit its clip
/// range becomes spaces, so a row always spans exactly `size.width` columns.
public struct ScreenGrid: Hashable, Sendable {
    /// Columns and rows (clamped to `Size.largestScreen`).
    public private(set) var size: Size
    /// How wide the terminal draws East Asian Ambiguous characters: text is measured with it.
    public let ambiguousWidth: AmbiguousWidth
    private(set) var cells: [Cell]
    /// Where writes may land now: the whole grid, or the rectangle a view was given (see
    /// `drawing(in:_:)`). Nothing is ever written outside it.
    public private(set) var bounds: Rect
    /// The URLs of the hyperlinks cells carry: `links[n - 1]` for a cell's `link` n. It only
    /// grows while the grid is drawn again frame after frame, so a link number keeps its URL and
    /// two frames' bytes differ where a link does (`ScreenGrid+Links.swift`).
    public internal(set) var links: [String] = []
    /// Each URL's number in `links`: a card's title looks its link up on every frame.
    var linkNumbers: [String: UInt16] = [:]

    /// - Parameters:
    ///   - size: Clamped to `Size.largestScreen`: a grid's memory is bounded.
    ///   - ambiguousWidth: How wide the terminal that shows the grid draws ambiguous characters.
    public init(size: Size, ambiguousWidth: AmbiguousWidth = .narrow) {
        let clamped = size.clampedToLargestScreen
        self.size = clamped
        self.ambiguousWidth = ambiguousWidth
        self.cells = Array(repeating: .blank, count: clamped.width * clamped.height)
        self.bounds = Rect(x: 0, y: 0, width: clamped.width, height: clamped.height)
    }

    /// Runs `draw` with every write clipped to `rect` (within the current bounds), so that a view
    /// given a rectangle can never draw over its neighbours; a wide character cut by its edge
    /// becomes blanks.
    public mutating func drawing(in rect: Rect, _ draw: (inout ScreenGrid) -> Void) {
        let saved = bounds
        bounds = bounds.intersection(rect)
        draw(&self)
        bounds = saved
    }

    /// The cell at column `x`, row `y` (both must be inside the grid).
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Every cell, row after row: the grid's own storage, shared until either side changes it.
    public var cellsInRowOrder: [Cell] { cells }

    /// The cells of row `y`.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * size.width)..<((y + 1) * size.width)]
    }

    /// Replaces row `y` with `cells`, which must be a whole row of a grid of this width.
    /// - Returns: Whether it did (not when `cells` do not fit, or the row is outside the bounds).
    mutating func replaceRow(_ y: Int, with cells: [Cell]) -> Bool {
        guard cells.count == size.width, y >= 0, y < size.height, bounds.x == 0, bounds.maxX == size.width,
              (bounds.y..<bounds.maxY).contains(y) else { return false }
        self.cells.replaceSubrange((y * size.width)..<((y + 1) * size.width), with: cells)
        return true
    }

    /// Makes row `y` the same as in `other`, a grid of this size.
    mutating func copyRow(_ y: Int, from other: ScreenGrid) {
        let start = y * size.width
        other.cells.withUnsafeBufferPointer { source in
            put(UnsafeBufferPointer(rebasing: source[start..<(start + size.width)]), at: start)
        }
    }

    /// Copies `source` over the cells from index `start` on (all within the grid): cells are
    /// plain bytes, so this is a `memcpy`, where `replaceSubrange` went through the generic
    /// collection code for every card row of every frame.
    private mutating func put(_ source: UnsafeBufferPointer<Cell>, at start: Int) {
        guard let from = source.baseAddress else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            (cells.baseAddress.unsafelyUnwrapped + start).update(from: from, count: source.count)
        }
    }

    /// Sets the link of the cells of row `y` in `columns` (within the bounds) to `link`: all of
    /// them, or only those whose link is `only`.
    mutating func setLink(_ link: UInt16, columns: Range<Int>, y: Int, only: UInt16? = nil) {
        guard y >= bounds.y, y < bounds.maxY else { return }
        let base = y * size.width
        for x in max(columns.lowerBound, bounds.x)..<max(bounds.x, min(columns.upperBound, bounds.maxX))
        where only == nil || cells[base + x].link == only {
            cells[base + x].link = link
        }
    }

    /// Blanks every cell with `style`.
    public mutating func clear(style: Style = .plain) {
        let blank = Cell(.space, width: 1, style: style)
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: blank) }
    }

    /// Fills `columns` columns from column `x` of row `y` with copies of `symbol`, clipped to
    /// the bounds: borders and rules. A two-column symbol (box drawing where the terminal draws
    /// ambiguous characters wide) leaves a last odd column blank, and one cut by the bounds'
    /// left edge leaves a blank, never half a glyph.
    public mutating func repeatSymbol(_ symbol: Character, columns: Int, x: Int, y: Int, style: Style) {
        repeatCell(Cell(symbol, measuredFor: ambiguousWidth, style: style), columns: columns, x: x, y: y)
    }

    /// `repeatSymbol(_:columns:x:y:style:)` with the symbol's cell made already (1 or 2 columns
    /// wide): borders are drawn on every row of every card of every frame.
    mutating func repeatCell(_ cell: Cell, columns: Int, x: Int, y: Int) {
        guard y >= bounds.y, y < bounds.maxY, columns > 0 else { return }
        let end = x + columns
        guard cell.width == 2 else {
            let start = max(x, bounds.x)
            fillRow(y, columns: start..<max(start, min(end, bounds.maxX)), with: cell)
            return
        }
        let blank = Cell(.space, width: 1, style: cell.style)
        // Skip whole symbols left of the bounds.
        var column = x < bounds.x ? x + (bounds.x - x) / 2 * 2 : x
        while column + 2 <= end, column < bounds.maxX {
            if column < bounds.x { put(blank, x: bounds.x, y: y) } else { put(cell, x: column, y: y) }
            column += 2
        }
        if column < end { put(blank, x: column, y: y) }
    }

    /// Fills `rect` (clipped to the grid) with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        let blank = Cell(.space, width: 1, style: style)
        let rect = bounds.intersection(rect)
        for y in rect.y..<rect.maxY {
            fillRow(y, columns: rect.x..<rect.maxX, with: blank)
        }
    }

    /// Puts `source` (a row, or part of one, of another grid) from column `x` of row `y`, clipped
    /// to the bounds like every write: a wide character cut by either edge becomes a blank in
    /// its style, and so does the other half of one it cuts in this row.
    mutating func copyRow(_ source: ArraySlice<Cell>, x: Int, y: Int) {
        guard y >= bounds.y, y < bounds.maxY else { return }
        let start = max(x, bounds.x), end = min(x + source.count, bounds.maxX)
        guard start < end else { return }
        breakWideCharacter(at: start, y: y)
        breakWideCharacter(at: end - 1, y: y)
        let base = y * size.width
        let first = source.startIndex + (start - x)
        source[first..<(first + end - start)].withUnsafeBufferPointer { put($0, at: base + start) }
        if cells[base + start].isContinuation {
            cells[base + start] = Cell(.space, width: 1, style: cells[base + start].style)
        }
        if cells[base + end - 1].width == 2 {
            cells[base + end - 1] = Cell(.space, width: 1, style: cells[base + end - 1].style)
        }
    }

    /// Puts copies of a one-column `cell` in `columns` of row `y` (both within the bounds),
    /// breaking the wide characters cut at either end: the cells between are all overwritten.
    private mutating func fillRow(_ y: Int, columns: Range<Int>, with cell: Cell) {
        guard !columns.isEmpty else { return }
        breakWideCharacter(at: columns.lowerBound, y: y)
        breakWideCharacter(at: columns.upperBound - 1, y: y)
        let start = y * size.width + columns.lowerBound
        // Three words a cell rather than `update(repeating:)`, which stores field by field: every
        // frame clears its changed rows this way. A cell is plain bytes (no references, no padding).
        assert(MemoryLayout<Cell>.stride == 24, "a cell is three words")
        let words = withUnsafeBytes(of: cell) { bytes in
            (bytes.load(as: UInt64.self), bytes.load(fromByteOffset: 8, as: UInt64.self),
             bytes.load(fromByteOffset: 16, as: UInt64.self))
        }
        cells.withUnsafeMutableBufferPointer { cells in
            var at = UnsafeMutableRawPointer(cells.baseAddress.unsafelyUnwrapped + start)
            for _ in columns {
                at.storeBytes(of: words.0, as: UInt64.self)
                at.storeBytes(of: words.1, toByteOffset: 8, as: UInt64.self)
                at.storeBytes(of: words.2, toByteOffset: 16, as: UInt64.self)
                at += MemoryLayout<Cell>.stride
            }
        }
    }

    /// Sets the style of every cell in `rect`, keeping the symbols.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let rect = bounds.intersection(rect)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                change(&cells[y * size.width + x].style)
            }
        }
    }

    /// Writes `text` from column `x` of row `y`, clipped to the columns in `clip` and the grid.
    ///
    /// `text` must already be terminal-safe (see `TerminalText`); a character that still is a
    /// control character is drawn as a placeholder rather than passed on. A wide character cut by
    /// the clip becomes blanks.
    /// - Returns: The column after the last character of `text`, clipped or not.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, x: Int, y: Int, style: Style, clip: Range<Int>? = nil
    ) -> Int {
        let shaped = ShapedText(text, ambiguous: ambiguousWidth)
        draw(shaped, x: x, y: y, style: style, clip: clip)
        return x + shaped.width
    }

    /// Puts one cell, keeping wide characters whole: whatever half of a wide character it
    /// overwrites is blanked, and a wide cell that does not fit the row becomes a blank.
    public mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else { return }
        var cell = cell
        if cell.width == 2 && x + 1 >= bounds.maxX { cell = Cell(.space, width: 1, style: cell.style) }
        breakWideCharacter(at: x, y: y)
        cells[y * size.width + x] = cell
        if cell.width == 2 {
            breakWideCharacter(at: x + 1, y: y)
            cells[y * size.width + x + 1] = .continuation(style: cell.style)
        }
    }

    /// Blanks the other half of a wide character that has a half at `x`.
    @inline(__always)
    private mutating func breakWideCharacter(at x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        // Nearly every cell is one column wide.
        guard old.width != 1 else { return }
        if old.isContinuation, x > 0 {
            cells[index - 1] = Cell(.space, width: 1, style: cells[index - 1].style)
            cells[index] = Cell(.space, width: 1, style: old.style)
        } else if old.width == 2, x + 1 < size.width {
            cells[index + 1] = Cell(.space, width: 1, style: cells[index + 1].style)
        }
    }

    /// The screen as text: one line per row, continuation cells skipped, trailing spaces trimmed.
    public func plainText() -> String {
        (0..<size.height).map { y in
            var line = ""
            for cell in row(y) where !cell.isContinuation { line.append(cell.symbol) }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
