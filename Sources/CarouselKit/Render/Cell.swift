/// One cell of the screen grid.
///
/// A wide character (two columns) is stored in its left cell with `width == 2`; the cell to its
/// right is a `continuation` that the terminal layer skips. No cell ever holds half of a glyph.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster, already safe for a terminal (no control characters). A cluster of
    /// several spacing code points is spread over several cells, one each, as terminals draw it;
    /// only a flag keeps two (regional indicators) in one 2-column cell. See docs/text.md.
    public var symbol: Character
    /// 1 or 2 for a drawn cell; 0 for the right half of a wide character.
    public var width: UInt8
    public var style: Style

    public init(_ symbol: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        self.symbol = symbol
        self.width = width
        self.style = style
    }

    public static let blank = Cell()

    /// The right half of a wide character.
    public static func continuation(style: Style) -> Cell { Cell(" ", width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }
}
