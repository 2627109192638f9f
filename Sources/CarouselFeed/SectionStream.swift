import CarouselKit

/// Where a reader puts the items of the feed's `sections` list while it reads the file: each is
/// checked at once and only its section is kept. So a big feed is never held as one tree (its
/// memory is the file's bytes and the feed), and once its first sections are checked they can be
/// shown while the rest is read (`FeedPreview`).
struct SectionStream {
    /// Checks the items; its problems join those of the rest of the document afterwards.
    var validator: FeedValidator
    private(set) var list = SectionList()
    /// Where the list starts, once a reader has found it (`nil`: the feed has no `sections` list
    /// that could be read this way, and the validator reads it from the tree).
    private(set) var location: SourceLocation?
    private var preview: FeedPreview?

    init(validator: FeedValidator, preview: FeedPreview?) {
        self.validator = validator
        self.preview = preview
    }

    mutating func begin(at location: SourceLocation) {
        self.location = location
    }

    /// Whether the next item may make the preview, which needs the root table read so far.
    var wantsRoot: Bool {
        guard let preview else { return false }
        return list.itemCount + 1 >= preview.sectionCount
    }

    /// Checks the next item. `root` is the root table as far as it is read (see `wantsRoot`).
    mutating func take(_ item: DocumentNode, root: DocumentNode?) {
        validator.add(item, to: &list)
        guard let preview, let root, list.itemCount >= preview.sectionCount else { return }
        self.preview = nil
        guard !validator.hasErrors else { return }
        // A copy checks the settings read so far: its warnings would come again at the end.
        var settings = validator
        if let feed = settings.preview(root: root, sections: list.sections) { preview.deliver(feed) }
    }
}
