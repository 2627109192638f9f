/// The keys each table of a feed may hold (SPEC §3.7), for unknown-key warnings and suggestions.
enum FeedSchema {
    static let feedKeys = ["title", "autoplay", "sections"]
    static let autoplayKeys = ["interval", "resume_after", "wrap"]
    static let sectionKeys = ["id", "title", "tag", "autoplay", "pages"]
    static let pageKeys = ["id", "title", "body", "duration", "accent"]
}
