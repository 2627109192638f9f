/// The warn and error cards of the whole feed, for the header: counted when a feed arrives and
/// again for one section when its pages change (a source's output), never when the header is
/// drawn — it is drawn every frame, and a feed may have 40,000 sections.
struct StatusTally: Sendable {
    /// The counts of the sections that have any, by index: most feeds have none to keep.
    private var bySection: [Int: StatusCounts] = [:]
    /// The counts across the feed.
    private(set) var total = StatusCounts()

    /// The tally of `sections`, in feed order.
    init(_ sections: some Sequence<Section>) {
        for (index, section) in sections.enumerated() {
            recount(section: index, pages: section.pages)
        }
    }

    /// Section `index` now shows `pages`.
    mutating func recount(section index: Int, pages: [Page]) {
        let counts = StatusCounts(pages)
        let old = counts.isEmpty ? bySection.removeValue(forKey: index) : bySection.updateValue(counts, forKey: index)
        total = total - (old ?? StatusCounts()) + counts
    }
}
