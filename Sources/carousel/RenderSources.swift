#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CarouselSources

/// How `render` runs live sections' sources: each run the loader starts is run to its end at once,
/// so every load happens at the simulated instant it was asked for, and the simulated clock
/// starts when they are done. The feed's `gap` is waited in real time between runs (the state's
/// loader is given none), and a section runs once: a later refresh gives the same result.
final class RenderSources {
    private let host: SourceHost
    private let gap: Double
    private var lastEnd: Instant?
    private var loads: [String: SourceLoad] = [:]

    init(directory: String, gap: Double, filesAnywhere: Bool) {
        host = SourceHost(directory: directory, filesAnywhere: filesAnywhere)
        self.gap = gap
    }

    func run(_ run: SourceRun) -> InputEvent {
        if let load = loads[run.sectionID] { return .sourceLoaded(load) }
        if let lastEnd { Self.sleep(until: lastEnd + gap) }
        let load = host.runToEnd(run)
        lastEnd = MonotonicTime.now()
        loads[run.sectionID] = load
        return .sourceLoaded(load)
    }

    private static func sleep(until end: Instant) {
        var remaining = end - MonotonicTime.now()
        while remaining > 0 {
            var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
            _ = nanosleep(&request, nil)
            remaining = end - MonotonicTime.now()
        }
    }
}
