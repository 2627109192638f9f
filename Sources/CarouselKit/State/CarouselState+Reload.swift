/// Reload as a batch update (SPEC §3.9): sections matched by id, each surviving section on its
/// page (matched by page id), the focus on the same section.
extension CarouselState {
    mutating func reload(with newFeed: Feed) {
        let newFeed = newFeed.sanitized(asciiOnly: options.ascii)
        let oldFeed = feed
        let focusedID = oldFeed.sections[focusedSection].id

        // Which old section each new one continues, by applying the id difference the way a
        // collection view applies a batch update: removals in descending old index order, then
        // insertions in ascending new index order, a move being a removal plus an insertion.
        let difference = newFeed.sections.map(\.id)
            .difference(from: oldFeed.sections.map(\.id)).inferringMoves()
        var origins: [Int?] = Array(oldFeed.sections.indices)
        var removedOrigins: [Int: Int] = [:]
        for case .remove(let offset, _, let movedTo) in difference.removals.reversed() {
            let origin = origins.remove(at: offset)
            if let movedTo, let origin { removedOrigins[movedTo] = origin }
        }
        for case .insert(let offset, _, _) in difference.insertions {
            origins.insert(removedOrigins[offset], at: offset)
        }

        let oldSections = sections
        let oldCurrentPages = oldFeed.sections.indices.map(targetPage(ofSection:))
        feed = newFeed
        feedRevision += 1
        anySectionAutoplays = Self.anySectionAutoplays(in: newFeed)
        sections = newFeed.sections.enumerated().map { newIndex, section in
            guard let origin = origins[newIndex] else { return SectionState(page: 0, at: now) }
            let oldPage = oldCurrentPages[origin]
            let oldPageID = oldFeed.sections[origin].pages[oldPage].id
            let page = section.pages.firstIndex { $0.id == oldPageID } ?? min(oldPage, section.pages.count - 1)
            var state = SectionState(page: page, at: now)
            state.clockStart = oldSections[origin].clockStart
            return state
        }
        sliding = []
        clocked = []
        focusedSection = newFeed.sections.firstIndex { $0.id == focusedID }
            ?? min(focusedSection, newFeed.sections.count - 1)
        relayout()
        let count = newFeed.sections.count
        show("Reloaded: \(count) section\(count == 1 ? "" : "s")")
    }
}
