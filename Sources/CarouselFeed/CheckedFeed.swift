import CarouselKit

/// A feed that `FeedReader` read and that passed every check, with what the checks warned about.
public struct CheckedFeed: Sendable {
    public var feed: Feed
    /// Warnings and notes; never errors.
    public var warnings: [FeedDiagnostic]
    /// Every page's `image`, located in the file, for `carousel check` to open.
    public var pictures: [PictureReference] = []
}
