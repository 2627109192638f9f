/// A mouse event at a screen cell (column `x`, row `y`, from the top-left corner).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case click
        case wheelUp, wheelDown
        case wheelLeft, wheelRight
    }

    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
