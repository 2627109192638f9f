/// An earlier session's pages for a live section (`InputEvent.sourceCached`): a stand-in until
/// its source's first run ends. They change nothing in the loader, so the section still runs
/// when it comes near the viewport.
extension LiveSources {
    /// Shows `load`'s pages in its section when the section has had no pages from a run yet;
    /// a cached failure, or pages for a section that has loaded, change nothing.
    func showCached(
        _ load: SourceLoad, in sections: inout [SectionState], at now: Instant, drawable: (String) -> String
    ) -> Applied {
        guard case .loaded(let output) = load.result, let index = index(of: load.sectionID),
              var status = sections[index].source, status.lastEnd == nil, status.output == nil else { return .nothing }
        status.output = output
        status.changedAt = load.clockLabel
        status.isCached = true
        sections[index].source = status
        sections[index].show(output, at: now, drawable: drawable)
        sections[index].revision += 1
        return .changed(section: index, pages: true)
    }
}
