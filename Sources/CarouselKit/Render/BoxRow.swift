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
        let (left, right): (Character, Character)
        switch self {
        case .top: (left, right) = (glyphs.topLeft, glyphs.topRight)
        case .bottom: (left, right) = (glyphs.bottomLeft, glyphs.bottomRight)
        case .side: (left, right) = (glyphs.vertical, glyphs.vertical)
        }
        let edge = min(width / 2, glyphs.width(of: String(left)))
        grid.repeatSymbol(left, columns: edge, x: x, y: y, style: style)
        if self != .side {
            grid.repeatSymbol(glyphs.horizontal, columns: width - 2 * edge, x: x + edge, y: y, style: style)
        }
        grid.repeatSymbol(right, columns: edge, x: x + width - edge, y: y, style: style)
    }
}
