/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WIDTHxHEIGHT`, as `--size` takes it.
    public var description: String { "\(width)x\(height)" }

    /// No cells at all.
    public static let zero = Size(width: 0, height: 0)

    /// The largest screen the app lays out and draws, whatever a terminal (or `COLUMNS` and
    /// `LINES`) claims: beyond it, the grids alone would take gigabytes. A larger terminal shows
    /// the app in its top-left corner.
    public static let largestScreen = Size(width: 1000, height: 1000)

    /// This size, no larger than `largestScreen` and no smaller than nothing.
    public var clampedToLargestScreen: Size {
        Size(
            width: min(max(0, width), Self.largestScreen.width), height: min(max(0, height), Self.largestScreen.height))
    }
}
