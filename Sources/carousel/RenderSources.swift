import CarouselKit
import CarouselSources

/// How `render` runs live sections' sources: each run the loader starts is run to its end at once,
/// so every load happens at the simulated instant it was asked for, and the simulated clock
/// starts when they are done. Runs go back to back: like a run, the feed's `gap` takes no
/// simulated time (the state's loader is given none) and is never waited for real, so a feed with
/// an hour's gap renders in the time its commands take. A section runs once: a later refresh
/// gives the same result.
final class RenderSources {
    private let host: SourceHost
    private var loads: [String: SourceLoad] = [:]

    init(directory: String, filesAnywhere: Bool, cache: SourceCache?) {
        host = SourceHost(directory: directory, filesAnywhere: filesAnywhere, cache: cache)
    }

    /// `state` with the pages an earlier session kept shown in its live sections, as the app
    /// starts: the runs that follow take their place, and a section whose run fails or that
    /// never comes near the view keeps them, marked `cached`.
    func showingCachedPages(_ state: CarouselState) -> CarouselState {
        var state = state
        for load in host.cachedLoads(for: state) { _ = state.handle(.sourceCached(load), at: state.now) }
        return state
    }

    func run(_ run: SourceRun) -> InputEvent {
        if let load = loads[run.sectionID] { return .sourceLoaded(load) }
        let load = host.runToEnd(run)
        loads[run.sectionID] = load
        return .sourceLoaded(load)
    }
}
