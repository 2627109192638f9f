import CarouselKit

extension SourceHost {
    /// The kept pages of every live section of `state` that has shown none from a run or the
    /// cache yet, for `InputEvent.sourceCached`: only sources that may run show theirs, so a
    /// command's output stays hidden without `--allow-commands`, as the command does.
    public func cachedLoads(for state: CarouselState) -> [SourceLoad] {
        guard cache != nil else { return [] }
        return state.sections.compactMap { section in
            guard let status = section.source, status.lastEnd == nil, status.changedAt == nil,
                  state.options.allowCommands || !status.source.isCommand else { return nil }
            return cachedLoad(sectionID: section.content.id, source: status.source)
        }
    }
}
