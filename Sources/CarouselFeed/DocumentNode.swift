/// A value read from a feed file (YAML or JSON) with the place it starts.
///
/// `FeedReader`'s own tree rather than Yams' `Node`: it is never hashed, so an alias bomb used as a
/// mapping key costs nothing (Yams hashes keys while composing, which an alias bomb makes
/// exponential), and it is small, since a big feed has over a million of them.
struct DocumentNode: Sendable {
    enum Value: Sendable {
        case scalar(Scalar)
        case sequence([DocumentNode])
        case mapping([Entry])
    }

    struct Scalar: Sendable {
        var text: String
        /// Unquoted, untagged text, whose meaning (number, boolean, null, string) depends on its
        /// spelling. Quoted and block text is always a string.
        var isPlain: Bool
    }

    struct Entry: Sendable {
        var key: DocumentNode
        var value: DocumentNode
    }

    var value: Value
    // Stored in 32 bits: a big feed has over a million nodes, and this keeps each a third smaller.
    // Lines, columns and counts of a file within `FeedLimits` fit with room to spare.
    private var line: UInt32
    private var column: UInt32

    init(value: Value, location: SourceLocation) {
        self.value = value
        line = UInt32(clamping: location.line)
        column = UInt32(clamping: location.column)
    }

    var location: SourceLocation {
        get { SourceLocation(line: Int(line), column: Int(column)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
        }
    }

}
