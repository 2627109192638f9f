/// What one run of a section's source produced, read into pages (docs/behaviour.md §3.11): the loader puts
/// these in place of the section's pages, title and tag.
public struct SourceOutput: Hashable, Sendable {
    /// Never empty: an output without a single page gives `Page.noPages`, so a section always has
    /// a card to show.
    public var pages: [Page]
    /// Replaces the section's title when set (a JSON output's `title`).
    public var title: String?
    /// Replaces the section's tag when set; empty removes the tag band (a JSON output's `tag`).
    public var tag: String?
    /// The output had more than `SourceLimits.pages` pages; `pages` holds the first of them.
    public var isTruncated: Bool

    /// An output of `pages`; no pages at all gives the single `Page.noPages` card.
    public init(pages: [Page], title: String? = nil, tag: String? = nil, isTruncated: Bool = false) {
        self.pages = pages.isEmpty ? [.noPages] : pages
        self.title = title
        self.tag = tag
        self.isTruncated = isTruncated
    }
}
