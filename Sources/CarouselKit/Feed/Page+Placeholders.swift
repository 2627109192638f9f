/// Cards that stand in for a live section's pages, so that a section always has at least one.
extension Page {
    /// A live section with no `pages` of its own shows this until its source first loads
    /// (docs/behaviour.md §3.11); the feed's validation puts it there, so the core never meets a section
    /// without pages.
    public static let loading = Page(id: "carousel.loading", title: "Loading…")

    /// A source's output that held no page at all (an empty file, `[]`).
    public static let noPages = Page(id: "carousel.no-pages", title: "No pages", body: "The source's output has nothing to show.")
}
