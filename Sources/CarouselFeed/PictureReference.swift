/// A page's `image` as the feed wrote it, with its place in the file, so that a problem with the
/// file it names is located like any other (`feed.yaml:7:12: sections[1].pages[0].image: …`).
public struct PictureReference: Hashable, Sendable {
    /// The path as written: relative to the feed file's folder, or absolute.
    public var path: String
    /// `sections[i].pages[j].image`.
    public var place: FeedPath
    public var location: SourceLocation?
}
