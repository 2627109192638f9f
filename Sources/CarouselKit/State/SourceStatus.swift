/// Where a live section's loading stands (docs/behaviour.md §3.11): when its source last ran, what it
/// last gave, and whether that was a failure.
public struct SourceStatus: Hashable, Sendable {
    /// The section's source, as the feed gives it.
    public internal(set) var source: SectionSource
    /// The end of the last run, however it ended; `nil` before the first. Refreshes count from here.
    public internal(set) var lastEnd: Instant?
    /// The last run's failure, made safe to draw; `nil` after a success.
    public internal(set) var failure: SourceFailure?
    /// The wall-clock time the section's pages last changed ("14:02").
    public internal(set) var changedAt: String?
    /// Whether the pages shown are an earlier session's, kept by the host, and no run has
    /// given pages since; `changedAt` is then when they were kept.
    public internal(set) var isCached = false
    /// The last good output: a feed reload keeps it while the section keeps the same source.
    var output: SourceOutput?
    /// The source's file changed: it loads again when the section is near the viewport.
    var isStale = false

    init(source: SectionSource) {
        self.source = source
    }

    /// What the title row shows after the title: when the pages last changed ("14:02"), or
    /// "cached 14:02" while they are an earlier session's.
    var stamp: String? {
        changedAt.map { isCached ? "cached \($0)" : $0 }
    }

    /// Whether the section needs a run at `time`: it never ran, its file changed, or its data
    /// is `every` seconds old.
    func needsRun(at time: Instant) -> Bool {
        lastEnd == nil || isStale || refreshDue.map { $0 <= time } == true
    }

    /// When the section's data is `every` seconds old, or `nil` when it does not refresh (or has
    /// not run yet: its first run is requested when it comes near).
    var refreshDue: Instant? {
        guard let every = source.every, let lastEnd else { return nil }
        return lastEnd + every
    }
}
