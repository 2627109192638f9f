/// The lists and tables a reader has opened but not yet closed, and the values read inside them.
///
/// The values of every open collection share one stack, and a collection's array is made once, at
/// its exact size, when it closes: a big feed has hundreds of thousands of small tables, and
/// growing each one's array by appending costs several allocations and spare capacity apiece.
struct CollectionStack<Extra> {
    private struct Open {
        var isMapping: Bool
        var location: SourceLocation
        var firstItem: Int
        var firstEntry: Int
        var pendingKey: DocumentNode?
        var extra: Extra
    }

    private var open: [Open] = []
    private var items: [DocumentNode] = []
    private var entries: [DocumentNode.Entry] = []

    /// How many collections are open.
    var depth: Int { open.count }

    /// Whether the innermost open collection is a table (`nil` when none is open).
    var innermostIsMapping: Bool? { open.last?.isMapping }

    var innermostLocation: SourceLocation? { open.last?.location }

    mutating func push(isMapping: Bool, location: SourceLocation, extra: Extra) {
        open.append(Open(
            isMapping: isMapping, location: location, firstItem: items.count, firstEntry: entries.count,
            pendingKey: nil, extra: extra))
    }

    /// Changes what the reader keeps with the innermost open collection.
    mutating func updateInnermost(_ change: (inout Extra) -> Void) {
        guard !open.isEmpty else { return }
        change(&open[open.count - 1].extra)
    }

    /// Puts a finished value into the innermost open collection: an item of a list, or in a table
    /// a key and then its value, in turn.
    /// - Returns: `false` when no collection is open (the value is the document's root).
    mutating func append(_ node: DocumentNode) -> Bool {
        let top = open.count - 1
        guard top >= 0 else { return false }
        if !open[top].isMapping {
            items.append(node)
        } else if let key = open[top].pendingKey {
            entries.append(DocumentNode.Entry(key: key, value: node))
            open[top].pendingKey = nil
        } else {
            open[top].pendingKey = node
        }
        return true
    }

    /// Closes the innermost collection.
    /// - Returns: Its node and what the reader kept with it, or `nil` when none is open.
    mutating func pop() -> (node: DocumentNode, extra: Extra)? {
        guard let closing = open.popLast() else { return nil }
        let value: DocumentNode.Value
        if closing.isMapping {
            value = .mapping(Array(entries[closing.firstEntry...]))
            entries.removeSubrange(closing.firstEntry...)
        } else {
            value = .sequence(Array(items[closing.firstItem...]))
            items.removeSubrange(closing.firstItem...)
        }
        return (DocumentNode(value: value, location: closing.location), closing.extra)
    }
}
