/// The lists and tables a reader has opened but not yet closed, and the values read inside them.
///
/// The values of every open collection share one stack, and a collection's array is made once, at
/// its exact size, when it closes: a big feed has hundreds of thousands of small tables, and
/// growing each one's array by appending costs several allocations and spare capacity apiece.
///
/// The items of the feed's `sections` list (the value of the root table's first `sections` key)
/// are not kept: they go to `sections` as each one is finished, so that a big feed is checked while
/// it is read and never held as one tree. The list itself closes empty.
struct CollectionStack<Extra> {
    private struct Open {
        var isMapping: Bool
        var location: SourceLocation
        var firstItem: Int
        var firstEntry: Int
        var pendingKey: DocumentNode?
        /// The feed's `sections` list, whose items go to `sections`.
        var isStreamed: Bool
        var extra: Extra
    }

    private var open: [Open] = []
    private var items: [DocumentNode] = []
    private var entries: [DocumentNode.Entry] = []
    /// Where the items of the feed's `sections` list go; `nil` keeps them like any other list's.
    var sections: SectionStream?

    init(sections: SectionStream? = nil) {
        self.sections = sections
    }

    /// How many collections are open.
    var depth: Int { open.count }

    /// Whether the innermost open collection is a table (`nil` when none is open).
    var innermostIsMapping: Bool? { open.last?.isMapping }

    var innermostLocation: SourceLocation? { open.last?.location }

    /// Opens a list or table.
    /// - Parameter streamable: Whether its items may go to `sections` if it is the feed's
    ///   `sections` list; a list that an alias may repeat later (it has an anchor) must be kept whole.
    mutating func push(isMapping: Bool, location: SourceLocation, extra: Extra, streamable: Bool = true) {
        let isStreamed = streamable && !isMapping && sections?.location == nil && opensFeedSections
        open.append(Open(
            isMapping: isMapping, location: location, firstItem: items.count, firstEntry: entries.count,
            pendingKey: nil, isStreamed: isStreamed, extra: extra))
        if isStreamed { sections?.begin(at: location) }
    }

    /// Whether a collection opened now is the value of the root table's first `sections` key.
    private var opensFeedSections: Bool {
        guard open.count == 1, open[0].isMapping, open[0].pendingKey?.scalarText == "sections" else { return false }
        return !entries[open[0].firstEntry...].contains { $0.key.scalarText == "sections" }
    }

    /// Changes what the reader keeps with the innermost open collection.
    mutating func updateInnermost(_ change: (inout Extra) -> Void) {
        guard !open.isEmpty else { return }
        change(&open[open.count - 1].extra)
    }

    /// Puts a finished value into the innermost open collection: an item of a list, or in a table
    /// a key and then its value, in turn.
    /// - Returns: `false` when no collection is open (the value is the document's root).
    /// - Throws: When the collection passes `FeedLimits.collectionItems`.
    mutating func append(_ node: DocumentNode) throws(DocumentReadFailure) -> Bool {
        let top = open.count - 1
        guard top >= 0 else { return false }
        if open[top].isStreamed, sections != nil {
            try checkCount(sections?.list.itemCount ?? 0, of: open[top])
            let root = sections?.wantsRoot == true ? rootSoFar : nil
            sections?.take(node, root: root)
        } else if !open[top].isMapping {
            try checkCount(items.count - open[top].firstItem, of: open[top])
            items.append(node)
        } else if let key = open[top].pendingKey {
            try checkCount(entries.count - open[top].firstEntry, of: open[top])
            entries.append(DocumentNode.Entry(key: key, value: node))
            open[top].pendingKey = nil
        } else {
            open[top].pendingKey = node
        }
        return true
    }

    private func checkCount(_ count: Int, of collection: Open) throws(DocumentReadFailure) {
        guard count >= FeedLimits.collectionItems else { return }
        let what = collection.isMapping ? "table" : "list"
        throw DocumentReadFailure(
            location: collection.location,
            message: "this \(what) holds more than \(FeedLimits.collectionItems) items "
                + "(a feed needs at most \(FeedLimits.sections), its sections); the feed is refused")
    }

    /// The root table as far as it is read: the keys before the `sections` list being read.
    private var rootSoFar: DocumentNode {
        DocumentNode(value: .mapping(Array(entries[open[0].firstEntry...])), location: open[0].location)
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
