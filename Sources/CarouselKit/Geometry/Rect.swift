/// A rectangle in terminal cells; `x`/`y` is the top-left cell, `maxX`/`maxY` are exclusive.
public struct Rect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns; zero or less is empty.
    public var width: Int
    /// Rows; zero or less is empty.
    public var height: Int

    /// The rectangle whose top-left cell is `x`, `y`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The first column to the right of the rectangle.
    public var maxX: Int { x + width }
    /// The first row below the rectangle.
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the two rectangles share a cell.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty
            && x < other.maxX && other.x < maxX
            && y < other.maxY && other.y < maxY
    }

    /// Whether the cell at column `px`, row `py` is inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The cells both rectangles cover (empty, at the later origin, when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        return Rect(
            x: left, y: top, width: max(0, min(maxX, other.maxX) - left), height: max(0, min(maxY, other.maxY) - top))
    }
}
