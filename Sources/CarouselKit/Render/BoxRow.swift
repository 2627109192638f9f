/// One row of a box's outline (a card, the help overlay), drawn with the border glyphs at the
/// width the terminal gives them: one column each, or two where it draws box drawing (East Asian
/// Ambiguous) wide — then the corners and sides take two columns and the rule half as many glyphs.
enum BoxRow {
    case top, side, bottom

    /// The part of the outline on row `row` (from 0) of a box `height` rows high.
    init(row: Int, height: Int) {
        self = row == 0 ? .top : row == height - 1 ? .bottom : .side
    }

    /// Draws this row of a box `width` columns wide from column `x` of row `y`. The inside of a
    /// side row is left as it is.
    func draw(x: Int, width: Int, y: Int, glyphs: Glyphs, style: Style, into grid: inout ScreenGrid) {
        let border = glyphs.borderCells
        var (left, right): (Cell, Cell)
        switch self {
        case .top: (left, right) = (border.topLeft, border.topRight)
        case .bottom: (left, right) = (border.bottomLeft, border.bottomRight)
        case .side: (left, right) = (border.vertical, border.vertical)
        }
        (left.style, right.style) = (style, style)
        let edge = min(width / 2, Int(left.width))
        grid.repeatCell(left, columns: edge, x: x, y: y)
        if self != .side {
            var rule = border.horizontal
            rule.style = style
            grid.repeatCell(rule, columns: width - 2 * edge, x: x + edge, y: y)
        }
        grid.repeatCell(right, columns: edge, x: x + width - edge, y: y)
    }
}

/// A box outline's glyphs as cells, each measured once when the glyphs are made
/// (`Glyphs.borderCells`): every frame draws the border rows of every card in view.
struct BorderCells: Hashable, Sendable {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Cell
}
