/// The feed-wide settings of the loader that runs sources (`sources:` in a feed, docs/behaviour.md §3.11).
public struct SourceSettings: Hashable, Sendable {
    /// Seconds from the end of one run to the start of the next in the same slot, whichever
    /// sections they are for.
    public var gap: Double
    /// The time limit of a run whose source sets none, in seconds.
    public var timeout: Double
    /// How many runs may go at once (`SourceLimits.parallel`); one, the default, runs the
    /// sources one after another.
    public var parallel: Int

    /// The loader's settings; the defaults are those of a feed without `sources:`.
    /// - Parameters:
    ///   - gap: Seconds from the end of one run to the start of the next in the same slot.
    ///   - timeout: The time limit of a run whose source sets none, in seconds.
    ///   - parallel: How many runs may go at once.
    public init(gap: Double = 2, timeout: Double = 10, parallel: Int = 1) {
        self.gap = gap
        self.timeout = timeout
        self.parallel = parallel
    }

    /// The time limit of one run of `source`.
    public func timeout(for source: SectionSource) -> Double {
        source.timeout ?? timeout
    }
}

/// The bounds of live content, shared by the feed's validation, the output parsers and the loader.
public enum SourceLimits {
    /// `timeout`, per source or feed-wide, in seconds.
    public static let timeout: ClosedRange<Double> = 1...300
    /// `every`, in seconds: at least a second, at most a day.
    public static let every: ClosedRange<Double> = 1...86_400
    /// `sources.gap`, in seconds. Zero runs sources back to back; an hour is already one source
    /// per hour for the whole feed, so more is surely a mistake.
    public static let gap: ClosedRange<Double> = 0...3_600
    /// `sources.parallel`: runs at once. Eight keeps a feed of many sections from starting a
    /// crowd of processes on the machine it shares with its users.
    public static let parallel: ClosedRange<Int> = 1...8
    /// Bytes of one run's output (or a file source's contents) that are read; past this the run
    /// is ended and reported.
    public static let outputBytes = 1 << 20
    /// Bytes of a `format: image` command's output: one PNG or JPEG picture.
    public static let pictureBytes = 16 << 20
    /// Pages kept from one run; the rest are dropped and the output says so.
    public static let pages = 1_000
}
