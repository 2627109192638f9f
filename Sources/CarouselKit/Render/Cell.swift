/// One cell of the screen grid.
///
/// A wide character (two columns) is stored in its left cell with `width == 2`; the cell to its
/// right is a `continuation` that the terminal layer skips. No cell ever holds half of a glyph.
///
/// A plain value with no references: every frame clears, fills and diffs every cell, and a
/// `Character` field would make each of those copies retain and release a string.
public struct Cell: Hashable, Sendable {
    // The fields are in this order so that a cell has no padding (style 5 bytes, width 1, link 2,
    // symbol 16): padding holds whatever a copy left there, and equal cells must have equal
    // bytes (the diff compares rows 32 bytes at a time and only looks at cells where they differ).

    /// How the cell is drawn.
    public var style: Style
    /// 1 or 2 for a drawn cell; 0 for the right half of a wide character.
    public var width: UInt8
    /// The hyperlink the cell is part of: 0 for none, else `n` for the grid's `links[n - 1]`
    /// (`ScreenGrid.url(ofLink:)`).
    public internal(set) var link: UInt16 = 0
    @usableFromInline let storage: InlineSymbol

    /// A cell showing `symbol` (terminal-safe) over `width` columns.
    public init(_ symbol: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        self.init(InlineSymbol(symbol), width: width, style: style)
    }

    /// A cell showing `symbol` as wide as a terminal that draws ambiguous characters `ambiguous`
    /// columns wide shows it: one column or two (a symbol of no width still takes one).
    init(_ symbol: Character, measuredFor ambiguous: AmbiguousWidth, style: Style = .plain) {
        self.init(symbol, width: UInt8(max(1, min(2, DisplayWidth.of(symbol, ambiguous: ambiguous)))), style: style)
    }

    init(_ storage: InlineSymbol, width: UInt8, style: Style) {
        self.style = style
        self.width = width
        self.storage = storage
    }

    /// One grapheme cluster, already safe for a terminal (no control characters). A cluster of
    /// several spacing code points is spread over several cells, one each, as terminals draw it;
    /// only a flag keeps two (regional indicators) in one 2-column cell. See docs/text.md.
    public var symbol: Character { storage.character }

    /// The scalars of `symbol`, read from the cell's own bytes without building a `Character`:
    /// the terminal layer reads every changed cell of every frame.
    @inlinable
    public var unicodeScalars: CellScalars { CellScalars(storage) }

    /// The UTF-8 bytes of `symbol` as they are stored: bytes 0–7 in `low` (the first in the
    /// lowest byte), bytes 8–14 in `high`, whose top byte is the count. Equal exactly when the
    /// symbols are, so a terminal layer can key what it worked out about a symbol by it and send
    /// the bytes without decoding them.
    @inlinable
    public var packedUTF8: (low: UInt64, high: UInt64) { (storage.low, storage.high) }

    /// A space in the plain style.
    public static let blank = Cell()

    /// The right half of a wide character.
    public static func continuation(style: Style) -> Cell { Cell(.space, width: 0, style: style) }

    /// Whether the cell is the right half of a wide character, which terminals skip.
    public var isContinuation: Bool { width == 0 }
}
