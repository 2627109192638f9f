/// The keys read from one table of a feed: its known fields by name, and where each key was seen.
///
/// A table has at most five known keys, so they live in a list (a dictionary per table costs more
/// than the whole lookup); unknown keys, rare but unbounded in a hostile file, go in a dictionary.
struct TableFields {
    private var known: [(key: String, entry: DocumentNode.Entry)] = []
    private var unknownLocations: [String: SourceLocation] = [:]

    /// The value of a known key.
    subscript(key: String) -> DocumentNode? {
        known.first { $0.key == key }?.entry.value
    }

    /// Where `key` was first seen, known or not.
    func location(of key: String) -> SourceLocation? {
        if let field = known.first(where: { $0.key == key }) { return field.entry.key.location }
        return unknownLocations[key]
    }

    mutating func setKnown(_ key: String, _ entry: DocumentNode.Entry) {
        known.append((key, entry))
    }

    mutating func setUnknown(_ key: String, at location: SourceLocation) {
        unknownLocations[key] = location
    }
}
