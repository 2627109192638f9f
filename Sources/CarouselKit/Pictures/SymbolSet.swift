/// The block symbols a picture's cells are drawn with (`--symbols`): each cell is a grid of
/// pixels, each pixel in one of the cell's two colours, and the finer the symbols' shapes, the
/// more of a picture they tell apart in the same cells — where the terminal's font has them.
public enum SymbolSet: String, CaseIterable, Hashable, Sendable {
    /// ▀ ▄: the top or the bottom half of a cell; in every font.
    case half
    /// ▘ ▝ ▖ ▗ ▚ ▞ ▛ ▜ ▙ ▟ and the halves ▀ ▄ ▌ ▐: any of a cell's 2 × 2 quarters; in every common
    /// monospace font.
    case quadrant
    /// The quadrants' shapes and the sextants of Symbols for Legacy Computing (U+1FB00–U+1FB3B),
    /// any of a cell's 2 × 3 sixths; kitty, WezTerm and foot draw them themselves, other terminals
    /// need a font with them.
    case sextant

    /// The pixels across a cell, which every shape of the set is made of.
    public var pixelsAcross: Int { self == .half ? 1 : 2 }

    /// The pixels down a cell: sextants' thirds and quadrants' halves are both whole rows of 6.
    public var pixelsDown: Int { self == .sextant ? 6 : 2 }

    /// The pixels of a cell.
    var pixelsInCell: Int { pixelsAcross * pixelsDown }

    /// The shape of every pixel of a cell. A shape has bit `row * pixelsAcross + column` for each
    /// pixel it covers, from the top left.
    var allPixels: UInt16 { UInt16(1 << pixelsInCell - 1) }

    /// Every shape a symbol of the set covers with its foreground, the empty one and the full one
    /// with them.
    var shapes: [UInt16] {
        switch self {
        case .half: Self.halfShapes
        case .quadrant: Self.quadrantShapes
        case .sextant: Self.sextantShapes
        }
    }

    /// The ways to split a cell in two that a symbol draws, each once: the shape with the top left
    /// pixel (the rest is its complement, the same symbol with its colours swapped).
    var splits: [UInt16] {
        switch self {
        case .half: Self.halfSplits
        case .quadrant: Self.quadrantSplits
        case .sextant: Self.sextantSplits
        }
    }

    /// The symbol whose foreground covers `shape`, one of `shapes`.
    func symbol(_ shape: UInt16) -> Character {
        switch self {
        case .half: return Self.halves[Int(shape)]
        case .quadrant: return Self.quadrants[Int(shape)]
        case .sextant:
            let rows = (0..<6).map { Int(shape >> ($0 * 2) & 3) }
            guard rows[0] == rows[1], rows[2] == rows[3], rows[4] == rows[5] else {
                return Self.quadrants[rows[0] | rows[3] << 2]
            }
            return Self.sextant(rows[0] | rows[2] << 2 | rows[4] << 4)
        }
    }

    private static let halves: [Character] = [" ", "▀", "▄", "█"]
    private static let quadrants: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    /// Unicode numbers the sextants by their shapes of 2 × 3 (`BLOCK SEXTANT-1` is the top left
    /// alone, shape 1), leaving out the four shapes older blocks draw: none, the left half (shape
    /// 21), the right half (42) and all.
    private static func sextant(_ shape: Int) -> Character {
        switch shape {
        case 0: return " "
        case 21: return "▌"
        case 42: return "▐"
        case 63: return "█"
        default:
            // The shapes below `shape` that have no sextant, after the empty one.
            let skipped = shape > 42 ? 2 : shape > 21 ? 1 : 0
            return Character(Unicode.Scalar(0x1FB00 + UInt32(shape - 1 - skipped))!)
        }
    }

    private static let halfShapes: [UInt16] = Array(0...3)
    private static let quadrantShapes: [UInt16] = Array(0...15)
    /// Sextants' shapes (each of their 3 rows twice) and quadrants' (each of 2 rows three times).
    private static let sextantShapes = Set((0..<64).map { stretched($0, by: 2) } + (0..<16).map { stretched($0, by: 3) })
        .sorted()
    private static let halfSplits = splits(of: halfShapes, all: 3)
    private static let quadrantSplits = splits(of: quadrantShapes, all: 15)
    private static let sextantSplits = splits(of: sextantShapes, all: 0xFFF)

    private static func splits(of shapes: [UInt16], all: UInt16) -> [UInt16] {
        shapes.filter { $0 & 1 != 0 && $0 != all }
    }

    /// A shape of two pixels a row as a shape of 2 × 6 pixels: each of its rows `times` times.
    private static func stretched(_ shape: Int, by times: Int) -> UInt16 {
        (0..<6).reduce(0) { stretched, row in stretched | UInt16(shape >> (row / times * 2) & 3) << (row * 2) }
    }
}
