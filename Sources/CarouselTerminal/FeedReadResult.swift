import CarouselKit

/// What one read of the feed gave (reading and checking it, on the app's reader thread).
public enum FeedReadResult: Sendable {
    /// A feed that can be shown, and the warnings about it (one line each), which the app hands
    /// back when it ends for standard error (they would vanish on the alternate screen).
    case loaded(Feed, warnings: [String])
    /// The feed cannot be used.
    case refused(FeedRefusal)
}
