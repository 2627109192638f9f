/// A reload as a batch update: which old section each new one continues, matched by id, the way
/// a collection view applies a batch update — removals in descending old index order, then
/// insertions in ascending new index order, a move being a removal plus an insertion.
///
/// Matching by id alone gives exactly those pairs (a section that stays, moved or not, continues
/// the old one with its id), in time linear in the sections: a diff of the two lists of ids would
/// take time that grows with the product of their lengths and the changes, which stalled the app
/// for minutes when a 100,000-section feed took the place of its first part.
struct FeedUpdate {
    /// For each new section, the index of the old section it continues, or `nil` for a new one.
    let origins: [Int?]

    init(from old: [String], to new: [String]) {
        // Sections that stay where they were (most of a reload) are matched without hashing.
        let kept = zip(old, new).prefix { $0 == $1 }.count
        // The rest by id: the first old use of each, and after each use the next one, so that an
        // id used more than once (a feed made in code may) pairs its uses in order.
        var firstUse: [String: Int] = Dictionary(minimumCapacity: old.count - kept)
        var nextUse = [Int?](repeating: nil, count: old.count)
        for index in (kept..<old.count).reversed() {
            nextUse[index] = firstUse.updateValue(index, forKey: old[index])
        }
        var origins = (0..<kept).map { Optional($0) }
        origins.reserveCapacity(new.count)
        for id in new[kept...] {
            guard let index = firstUse[id] else {
                origins.append(nil)
                continue
            }
            firstUse[id] = nextUse[index]
            origins.append(index)
        }
        self.origins = origins
    }

    /// The page of `section` that continues page `oldPage` (whose id is `oldID`) of the section
    /// it continues.
    static func page(in section: Section, continuing oldPage: Int, id oldID: String) -> Int {
        // Most pages stay where they were.
        if oldPage < section.pages.count, section.pages[oldPage].id == oldID { return oldPage }
        return section.pages.firstIndex { $0.id == oldID } ?? min(oldPage, section.pages.count - 1)
    }
}
