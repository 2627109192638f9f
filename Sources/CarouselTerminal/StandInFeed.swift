import CarouselKit

/// What the app shows while the feed it started with is still being read: a `Loading…` section
/// at first, then a big feed's first sections with a `Loading…` section after them that stands
/// for the rest. Each is an ordinary feed, so every key works on it as on any other.
enum StandInFeed {
    /// The first screen of a feed that takes more than a moment to read.
    static func loading(name: String) -> Feed {
        let page = Page(
            id: "carousel.loading", title: name,
            body: "Reading and checking the feed: its first sections show as soon as they are ready. q quits.")
        return Feed(
            title: name, sections: [Section(id: "carousel.loading", title: "Loading…", autoplay: .off, pages: [page])])
    }

    /// A big feed's first sections, and a section for the rest (whose id is not the `Loading…`
    /// one's, so that the focus stays on the first section).
    static func firstPart(_ preview: Feed) -> Feed {
        let page = Page(
            id: "carousel.loading-rest", title: "The rest of the feed",
            body: "The sections after these are still being read and checked; they appear here when they are ready. "
                + "End goes to the last section as soon as the whole feed is in.")
        var feed = preview
        feed.sections.append(Section(id: "carousel.loading-rest", title: "Loading…", autoplay: .off, pages: [page]))
        return feed
    }
}
