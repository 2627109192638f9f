import CarouselKit

/// Reads and checks the feed; called on the reader thread, at start and for every reload. A
/// preview (`FeedPreview` in CarouselFeed) is asked for only at start: `show` is then given,
/// to be called with a big feed's first sections while the rest is still read.
public typealias FeedReadFunction = @Sendable (_ show: (@Sendable (Feed) -> Void)?) -> FeedReadResult
