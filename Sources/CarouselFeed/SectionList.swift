import CarouselKit

/// A feed's sections as they are checked one item at a time: the sections so far and the ids
/// they used (a repeated id is an error). The validator fills it from a whole tree, or from a
/// reader that is still reading the file (`SectionStream`).
struct SectionList {
    private(set) var sections: [Section] = []
    /// Items seen, checked or not: past `FeedLimits.sections` they are only counted.
    private(set) var itemCount = 0
    private var firstIndexByID: [String: Int] = [:]

    /// The path of every section: `sections`.
    static let path = FeedPath().appending("sections")

    fileprivate mutating func countItem() -> Int {
        itemCount += 1
        return itemCount - 1
    }

    /// Keeps a checked section; returns the index of an earlier section with the same id instead.
    fileprivate mutating func add(_ section: Section, index: Int) -> Int? {
        if let first = firstIndexByID[section.id] { return first }
        firstIndexByID[section.id] = index
        sections.append(section)
        return nil
    }
}

extension FeedValidator {
    /// Checks the next item of the feed's `sections` and keeps its section in `list`.
    mutating func add(_ item: DocumentNode, to list: inout SectionList) {
        let index = list.countItem()
        // Past the limit the list is refused anyway: counting is enough.
        guard index < FeedLimits.sections else { return }
        let path = SectionList.path.appending(index)
        guard let section = section(item, index: index, at: path) else { return }
        if let first = list.add(section, index: index) {
            report(
                .error, at: (item.field("id") ?? item).location, path: path.appending("id"),
                "duplicate section id \(DocumentNode.quoted(section.id)); sections[\(first)] has it too"
                    + Self.defaultIDHint(explicit: item.field("id") != nil))
        }
    }

    /// The sections once every item of the list (which starts at `location`) is in; `nil` when
    /// it was empty or too long, which is then reported.
    mutating func sections(of list: SectionList, listAt location: SourceLocation) -> [Section]? {
        guard checkCount(
            list.itemCount, at: location, path: SectionList.path, limit: FeedLimits.sections, what: "section"
        ) else {
            return nil
        }
        return list.sections
    }
}
