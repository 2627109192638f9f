/// A value read from a feed file (YAML or JSON) with the place it starts.
///
/// The loader's own tree rather than Yams' `Node`: it records how many values an alias stands for,
/// and it is never hashed, so an alias bomb used as a mapping key costs nothing (Yams hashes keys
/// while composing, which an alias bomb makes exponential).
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
    private var expandedCount32: UInt32
    private var expandedTextBytes32: UInt32

    init(value: Value, location: SourceLocation, expandedCount: Int, expandedTextBytes: Int) {
        self.value = value
        line = UInt32(clamping: location.line)
        column = UInt32(clamping: location.column)
        expandedCount32 = UInt32(clamping: expandedCount)
        expandedTextBytes32 = UInt32(clamping: expandedTextBytes)
    }

    var location: SourceLocation {
        get { SourceLocation(line: Int(line), column: Int(column)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
        }
    }

    /// This value and everything inside it, aliases counted as often as they are used.
    var expandedCount: Int { Int(expandedCount32) }

    /// Bytes of text in this value and everything inside it, aliases counted as often as they are
    /// used.
    var expandedTextBytes: Int { Int(expandedTextBytes32) }
}
