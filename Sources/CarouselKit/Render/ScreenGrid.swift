/// The whole screen as a row-major grid of cells: what the renderer draws into, what the terminal
/// layer diffs and writes, and what tests read as plain text.
///
/// Every write is clipped here, by display width: a wide character that does not fit its clip
/// range becomes spaces, so a row always spans exactly `size.width` columns.
public struct ScreenGrid: Hashable, Sendable {
    public private(set) var size: Size
    private(set) var cells: [Cell]

    /// - Parameter size: Clamped to `Size.largestScreen`: a grid's memory is bounded.
    public init(size: Size) {
        let clamped = size.clampedToLargestScreen
        self.size = clamped
        self.cells = Array(repeating: .blank, count: clamped.width * clamped.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// The cells of row `y`.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * size.width)..<((y + 1) * size.width)]
    }

    /// Blanks every cell with `style`.
    public mutating func clear(style: Style = .plain) {
        let blank = Cell(" ", width: 1, style: style)
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: blank) }
    }

    /// Draws `count` copies of a one-column `symbol` from column `x` of row `y`, clipped to the
    /// grid: borders and rules, without measuring text.
    public mutating func repeatSymbol(_ symbol: Character, count: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < size.height else { return }
        let cell = Cell(symbol, width: 1, style: style)
        for column in max(0, x)..<max(max(0, x), min(size.width, x + count)) {
            put(cell, x: column, y: y)
        }
    }

    /// Fills `rect` (clipped to the grid) with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        let blank = Cell(" ", width: 1, style: style)
        for y in max(0, rect.y)..<min(size.height, rect.maxY) where rect.x < rect.maxX {
            for x in max(0, rect.x)..<min(size.width, rect.maxX) {
                put(blank, x: x, y: y)
            }
        }
    }

    /// Sets the style of every cell in `rect`, keeping the symbols.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        for y in max(0, rect.y)..<min(size.height, rect.maxY) where rect.x < rect.maxX {
            for x in max(0, rect.x)..<min(size.width, rect.maxX) {
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
        let shaped = ShapedText(text)
        draw(shaped, x: x, y: y, style: style, clip: clip)
        return x + shaped.width
    }

    /// Puts one cell, keeping wide characters whole: whatever half of a wide character it
    /// overwrites is blanked, and a wide cell that does not fit the row becomes a blank.
    public mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < size.width, y >= 0, y < size.height else { return }
        var cell = cell
        if cell.width == 2 && x + 1 >= size.width { cell = Cell(" ", width: 1, style: cell.style) }
        breakWideCharacter(at: x, y: y)
        cells[y * size.width + x] = cell
        if cell.width == 2 {
            breakWideCharacter(at: x + 1, y: y)
            cells[y * size.width + x + 1] = .continuation(style: cell.style)
        }
    }

    /// Blanks the other half of a wide character that has a half at `x`.
    private mutating func breakWideCharacter(at x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", width: 1, style: cells[index - 1].style)
            cells[index] = Cell(" ", width: 1, style: old.style)
        } else if old.width == 2, x + 1 < size.width {
            cells[index + 1] = Cell(" ", width: 1, style: cells[index + 1].style)
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
