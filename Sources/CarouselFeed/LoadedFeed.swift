import CarouselKit

/// A feed that loaded, with what the loader warned about.
public struct LoadedFeed: Sendable {
    public var feed: Feed
    /// Warnings and notes; never errors.
    public var warnings: [FeedDiagnostic]
}
