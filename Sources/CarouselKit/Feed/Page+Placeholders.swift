/// Cards that stand in for a live section's pages, so that a section always has at least one.
extension Page {
    /// A live section with no `pages` of its own shows this until its source first loads
    /// (docs/behaviour.md §3.11); the feed's validation puts it there, so the core never meets a section
    /// without pages.
    public static let loading = Page(id: "carousel.loading", title: "Loading…")

    /// A source's output that held no page at all (an empty file, `[]`).
    public static let noPages = Page(
        id: "carousel.no-pages", title: "No pages", body: "The source's output has nothing to show.")
}

extension Page {
    /// A command section's only card while commands are not allowed (docs/behaviour.md §3.11):
    /// it names the command and how to allow it; nothing runs.
    public static func commandNotAllowed(_ command: String) -> Page {
        Page(
            id: "carousel.command-not-allowed", title: "Not run: \(command)",
            body: "Start carousel with --allow-commands (-x) to run this section's command. "
                + "Feeds can come from anywhere, so commands never run unasked.")
    }
}

extension Page {
    /// A live section whose first run failed, in place of `loading`: the reason, and where to
    /// read more.
    public static func loadFailed(_ reason: String) -> Page {
        Page(id: "carousel.load-failed", title: "Could not load", body: reason + "\n\nPress e for the details.")
    }
}
