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

    /// No screen is laid out larger than this, whatever a terminal or an option claims: it keeps
    /// a lying `COLUMNS` or a huge `--size` from taking gigabytes of cells.
    public static let largest = Size(width: 1000, height: 1000)
}
