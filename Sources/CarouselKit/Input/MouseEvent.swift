/// A mouse event at a screen cell (column `x`, row `y`, from the top-left corner).
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button pressed (or released, where the terminal reports only that).
        case click
        /// The wheel turned: scrolls the feed.
        case wheelUp, wheelDown
        /// The wheel tilted or turned with Shift: pages the section under the pointer.
        case wheelLeft, wheelRight
    }

    /// What happened.
    public var kind: Kind
    /// The column, from the screen's left edge.
    public var x: Int
    /// The row, from the screen's top edge.
    public var y: Int

    /// An event of `kind` at column `x`, row `y`.
    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
