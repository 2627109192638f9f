import CarouselKit

/// Asks `FeedReader` for a big feed's first sections as soon as they are checked, so that they can
/// be shown while the rest of the file is still read.
///
/// The preview is a `Feed` of the settings read so far (the keys before `sections`) and the first
/// `sectionCount` sections. It is delivered at most once, only while no error has been found, and
/// only for a file of at least `minimumFileBytes`; the reader still returns (or throws) the whole
/// feed's result, which is the one that counts: a preview may be followed by a refusal.
public struct FeedPreview: Sendable {
    /// More sections than the largest screen (1000 rows) can show: a section takes at least 9.
    public static let screenful = 120
    /// Smaller files load in a few milliseconds: no preview is made for them.
    public static let minimumFileBytes = 1 << 20

    /// How many sections the preview holds.
    public var sectionCount: Int
    /// Called once, on the loading thread, with the preview.
    public var deliver: @Sendable (Feed) -> Void

    public init(sectionCount: Int = screenful, deliver: @escaping @Sendable (Feed) -> Void) {
        self.sectionCount = sectionCount
        self.deliver = deliver
    }
}
