/// The largest feed `FeedReader` accepts, so that a hostile or broken file is refused in bounded
/// time and memory instead of stalling or exhausting the machine.
///
/// Each limit is far above what a hand-written or generated board needs (the performance budget's
/// largest feed is 10,000 sections × 20 pages).
public enum FeedLimits {
    /// Bytes in a feed file (read no further than this).
    public static let fileBytes = 128 * 1024 * 1024
    /// Values (scalars, lists, tables) the file may spell out. More than the densest feed that
    /// fits in `fileBytes` can hold (a page needs 11 bytes for its three values, `{title: a},`),
    /// so every honest feed passes; it bounds the parser's memory where a tree is held whole (the
    /// items of a feed's `sections` are checked and dropped one by one as they are read).
    public static let values = 40_000_000
    /// Values that aliases (`*name`) add, each counted as expanded. Bounds the work of a "billion
    /// laughs" file, whose few lines stand for billions of values: it is refused at the alias that
    /// passes this, without expanding anything.
    public static let aliasedValues = 10_000_000
    /// Items in one list or table. A feed needs at most 100,000 (its sections); a longer list is
    /// refused where it passes this instead of after the whole file has been read.
    public static let collectionItems = 1_000_000
    /// Bytes of text once aliases are expanded. Bounds every pass over the feed's text, so a
    /// megabyte value repeated by a thousand aliases is refused rather than checked a thousand times.
    public static let expandedTextBytes = 256 * 1024 * 1024
    /// How deep lists and tables may nest. A feed needs 5 levels.
    public static let nesting = 64
    public static let sections = 100_000
    public static let pagesPerSection = 10_000
    /// Bytes of UTF-8 in one page's body.
    public static let bodyBytes = 1_000_000
    /// Bytes of UTF-8 in a title, tag or id.
    public static let shortTextBytes = 10_000
    /// The longest interval, resume delay or page duration, in seconds (one day).
    public static let seconds: Double = 86_400
    /// Problems reported per file; past this the reader stops and says how it stopped.
    public static let diagnostics = 200
}
