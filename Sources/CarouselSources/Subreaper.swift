import CCommandSpawn

/// Carousel as the child subreaper, so that nothing a source starts outlives it
/// (docs/sources.md, "Cleanup"): a process that leaves its run's group or session (a double fork,
/// `setsid`) is re-parented to carousel when its parent dies, and is ended and reaped when a run
/// finishes and on every way out.
public enum Subreaper {
    /// Makes this process the subreaper. For the `carousel` executable only: a test process that
    /// became one would adopt other tests' orphans, and end them.
    /// - Returns: Whether the kernel agreed (Linux 3.4 and later).
    @discardableResult
    public static func become() -> Bool {
        carousel_become_subreaper() == 0
    }
}
