/// Wrapped card text, kept between frames: wrapping is by far the costliest part of drawing a
/// card, and the text only changes with the feed or the card width.
struct CardTextCache {
    struct Key: Hashable {
        var section: Int
        var page: Int
    }

    struct Entry {
        var title: String
        var body: [String]
    }

    /// More entries than this are dropped at once; a screen needs a few dozen.
    private static let limit = 4096

    private var entries: [Key: Entry] = [:]
    private var revision = -1
    private var textWidth = -1

    /// Forgets everything when the feed or the card width changed.
    mutating func prepare(revision: Int, textWidth: Int) {
        guard revision != self.revision || textWidth != self.textWidth || entries.count > Self.limit else { return }
        entries.removeAll(keepingCapacity: true)
        self.revision = revision
        self.textWidth = textWidth
    }

    mutating func entry(section: Int, page: Int, make: () -> Entry) -> Entry {
        let key = Key(section: section, page: page)
        if let entry = entries[key] { return entry }
        let entry = make()
        entries[key] = entry
        return entry
    }
}
