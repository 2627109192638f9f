/// The keys each table of a feed may hold (docs/behaviour.md §3.7, §3.11), for unknown-key warnings and suggestions.
enum FeedSchema {
    static let feedKeys = ["title", "autoplay", "sources", "layout", "sections"]
    static let autoplayKeys = ["interval", "resume_after", "wrap"]
    static let sourcesKeys = ["gap", "timeout", "parallel"]
    static let sectionKeys = [
        "id", "title", "tag", "autoplay", "source", "pages", "image_rows", "layout", "card_width", "rows",
    ]
    static let sourceKeys = ["command", "file", "format", "every", "timeout", "colors"]
    static let pageKeys = ["id", "title", "body", "duration", "accent", "status", "link", "image", "alt"]
    /// A source's output in JSON, when it is an object rather than a list of pages.
    static let outputKeys = ["pages", "title", "tag"]
}
