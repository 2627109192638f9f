/// A picture the terminal holds under the kitty graphics protocol, drawn as ordinary cells: each
/// cell is the placeholder character U+10EEEE with combining marks that number its row and
/// column, in a foreground colour that names the picture. The terminal paints the part of the
/// picture a cell names wherever the cell is, so the picture slides, clips and diffs like text.
///
/// The picture's number is carried by the 256-colour palette (its low byte, 16–255: the first
/// sixteen are written as basic colours, which the protocol does not read as a number) and a third
/// mark (its top byte), so that it needs no 24-bit colour.
public struct KittyPlaceholder: Hashable, Sendable {
    /// The character every cell of a placeholder shows.
    public static let character: Unicode.Scalar = "\u{10EEEE}"
    /// The most rows or columns a placeholder has: beyond, a number's mark would not fit in a cell.
    public static let largestSide = 256

    /// The picture's number in the terminal.
    public let imageID: UInt32
    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int

    /// A placeholder of `columns × rows` cells for picture `imageID` (see `imageID(number:)`), or
    /// `nil` when the number cannot be drawn or a side is empty or over `largestSide`.
    public init?(imageID: UInt32, columns: Int, rows: Int) {
        guard Self.isDrawable(imageID), (1...Self.largestSide).contains(columns),
            (1...Self.largestSide).contains(rows)
        else { return nil }
        self.imageID = imageID
        self.columns = columns
        self.rows = rows
    }

    /// The `number`th picture's id (from 0, wrapping after 61,440 pictures): one a colour of the
    /// palette's 16–255, then the same colours with the next top byte.
    public static func imageID(number: Int) -> UInt32 {
        let colors = 240
        let index = number % (colors * 256)
        return UInt32(index / colors) << 24 | UInt32(16 + index % colors)
    }

    /// Whether `imageID` can be drawn: its low byte a palette colour past the basic sixteen and
    /// nothing between its low and top bytes.
    public static func isDrawable(_ imageID: UInt32) -> Bool {
        imageID & 0xFF >= 16 && imageID & 0x00FF_FF00 == 0
    }

    /// The style of every cell: the id's low byte as a palette foreground.
    public var style: Style { Style(foreground: .palette(UInt8(imageID & 0xFF))) }

    /// The cell at `column`, `row` (both inside the placeholder).
    public func cell(column: Int, row: Int) -> Cell {
        precondition((0..<columns).contains(column) && (0..<rows).contains(row), "outside the placeholder")
        var scalars = String.UnicodeScalarView()
        scalars.append(Self.character)
        scalars.append(Self.mark(row))
        scalars.append(Self.mark(column))
        let top = Int(imageID >> 24)
        if top > 0 { scalars.append(Self.mark(top)) }
        return Cell(Character(String(scalars)), width: 1, style: style)
    }

    /// The combining mark that stands for `number` (0 up to `largestSide - 1`).
    static func mark(_ number: Int) -> Unicode.Scalar {
        Unicode.Scalar(KittyDiacritics.marks[number]) ?? "\u{0305}"
    }
}
