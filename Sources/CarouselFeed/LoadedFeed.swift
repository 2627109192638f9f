import CarouselKit

/// A feed that loaded, with what the loader warned about.
public struct LoadedFeed: Sendable {
    public var feed: Feed
    /// Warnings and notes; never errors.
    public var warnings: [FeedDiagnostic]
    /// Every page's `image`, located in the file, for `carousel check` to open.
    public var pictures: [PictureReference] = []
}
