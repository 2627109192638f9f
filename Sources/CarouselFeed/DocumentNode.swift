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
    var location: SourceLocation
    /// This value and everything inside it, aliases counted as often as they are used.
    var expandedCount: Int
}
