/// A reload as a batch update: which old section each new one continues, matched by id, the way
/// a collection view applies a batch update — removals in descending old index order, then
/// insertions in ascending new index order, a move being a removal plus an insertion.
struct FeedUpdate {
    /// For each new section, the index of the old section it continues, or `nil` for a new one.
    let origins: [Int?]

    init(from old: [String], to new: [String]) {
        let difference = new.difference(from: old).inferringMoves()
        var origins: [Int?] = Array(old.indices)
        var removedOrigins: [Int: Int] = [:]
        for case .remove(let offset, _, let movedTo) in difference.removals.reversed() {
            let origin = origins.remove(at: offset)
            if let movedTo, let origin { removedOrigins[movedTo] = origin }
        }
        for case .insert(let offset, _, _) in difference.insertions {
            origins.insert(removedOrigins[offset], at: offset)
        }
        self.origins = origins
    }

    /// The page of `section` that continues `old`'s current page: the same page id, else the
    /// same position (clamped).
    static func page(in section: Section, continuing old: SectionState) -> Int {
        let oldPage = old.targetPage
        let oldID = old.content.pages[oldPage].id
        return section.pages.firstIndex { $0.id == oldID } ?? min(oldPage, section.pages.count - 1)
    }
}
