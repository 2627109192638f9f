/// Live sections (docs/behaviour.md §3.11): which sources to run and when — lazily, near the
/// viewport, refreshed by `every` — and what their results do to the pages. The runs themselves are
/// the host's: `startSourceRun()` hands one over, `InputEvent.sourceLoaded` brings its end back.
extension CarouselState {
    /// Starts the next source run if the loader allows one at the state's instant: the host must
    /// perform it and report its end with `InputEvent.sourceLoaded`.
    public mutating func startSourceRun() -> SourceRun? {
        guard let id = loader.start(at: now) else { return nil }
        guard let index = sectionIndex(id: id), let status = sections[index].source else {
            loader.finish(id, at: now)
            return nil
        }
        return SourceRun(
            sectionID: id, source: status.source,
            textSize: Size(width: layout.textWidth, height: options.metrics.bodyLines),
            timeout: sourceSettings.timeout(for: status.source))
    }

    /// The sections within one screen of where the feed rests: the visible ones first, then the
    /// others, each group in feed order.
    func sectionsNearView() -> [Int] {
        guard hasLiveSections, !isTooSmall else { return [] }
        let offset = navigation.targetOffset
        let height = layout.viewport.height
        let visible = layout.sections(intersecting: offset..<(offset + height))
        let near = layout.sections(intersecting: max(0, offset - height)..<(offset + 2 * height))
        return Array(visible) + near.filter { !visible.contains($0) }
    }

    /// Requests a run for every section near the viewport that needs one at the state's
    /// instant. A section away from the viewport waits: when it comes back it is requested once.
    mutating func requestSourcesNearView() {
        for index in sectionsNearView() where mayRun(index) && sections[index].source?.needsRun(at: now) == true {
            loader.request(sections[index].content.id)
        }
    }

    /// `r`: a run for every live section in view, whatever the age of its data.
    mutating func requestSourcesInView() {
        for index in layout.sections(intersecting: visibleRows) where mayRun(index) {
            loader.request(sections[index].content.id)
        }
    }

    /// The next instant a refresh falls due for a section near the viewport.
    func nextSourceRefresh() -> Instant? {
        sectionsNearView().lazy.filter(mayRun).compactMap { self.sections[$0].source?.refreshDue }.min()
    }

    /// Whether section `index` has a source that may run: a file, or a command allowed to run.
    func mayRun(_ index: Int) -> Bool {
        guard let source = sections[index].content.source else { return false }
        return options.allowCommands || !source.isCommand
    }

    func sectionIndex(id: String) -> Int? {
        sections.firstIndex { $0.content.id == id }
    }

    /// A source file changed on disk: the section loads again, now if it is near the viewport,
    /// else when it comes back.
    mutating func markSourceChanged(sectionID: String) {
        guard let index = sectionIndex(id: sectionID), sections[index].source != nil else { return }
        sections[index].source?.isStale = true
    }

    /// A run ended: its pages replace the section's (as a reload would), or its failure is shown
    /// over the last good pages. An output identical to the last changes nothing.
    mutating func apply(_ load: SourceLoad) {
        loader.finish(load.sectionID, at: now)
        guard let index = sectionIndex(id: load.sectionID), var status = sections[index].source else { return }
        status.lastEnd = now
        status.isStale = false
        var changed = false
        switch load.result {
        case .failed(let failure):
            let clean = SourceFailure(reason: drawable(failure.reason), details: failure.details.map(drawable))
            changed = status.failure != clean
            status.failure = clean
            // A first run that failed: say so rather than go on "loading".
            let placeholders: Set<String> = [Page.loading.id, Page.loadFailed("").id]
            if changed, sections[index].content.pages.allSatisfy({ placeholders.contains($0.id) }) {
                sections[index].content.pages = [.loadFailed(clean.reason)]
            }
        case .loaded(let output):
            changed = status.failure != nil
            status.failure = nil
            if output != status.output {
                status.output = output
                status.changedAt = load.clockLabel
                show(output, inSection: index)
                changed = true
            }
        }
        sections[index].source = status
        guard changed else { return }
        feedRevision += 1
        noteAutoplay(ofSection: index)
    }

    /// Puts `output`'s pages in section `index` the way a reload does: the current page kept by
    /// id (else by position), a slide under way going on, the page's time restarting only when
    /// the page changed.
    private mutating func show(_ output: SourceOutput, inSection index: Int) {
        sections[index].renumberAfterLoop()
        let old = sections[index]
        var content = old.content
        content.pages = output.pages
        if let title = output.title { content.title = drawable(title) }
        if let tag = output.tag { content.tag = tag.isEmpty ? nil : drawable(tag) }
        let page = FeedUpdate.page(in: content, continuing: old)
        sections[index].content = content
        sections[index].position.rebase(by: Double(page - old.targetPage))
        if content.pages[page].id != old.content.pages[old.targetPage].id {
            sections[index].shownSince = max(now, sections[index].position.animationEnd ?? now)
        }
        noteSliding(index)
        relayout()
    }

    /// A section as the state starts it: a command section that may not run shows one card
    /// naming its command.
    static func startingContent(_ section: Section, allowCommands: Bool) -> Section {
        guard let source = section.source, source.isCommand, !allowCommands else { return section }
        var section = section
        section.pages = [.commandNotAllowed(source.summary)]
        return section
    }

    /// After a feed reload: each live section that keeps its source keeps its status and its last
    /// good pages; requests for sections that left (or changed source) are dropped.
    mutating func carrySources(from old: [SectionState]) {
        let oldStatus = Dictionary(old.compactMap { state in state.source.map { (state.content.id, $0) } },
                                   uniquingKeysWith: { first, _ in first })
        guard !oldStatus.isEmpty else { return }
        var kept: Set<String> = []
        for index in sections.indices {
            let id = sections[index].content.id
            guard let source = sections[index].content.source, let status = oldStatus[id], status.source == source else {
                continue
            }
            kept.insert(id)
            sections[index].source = status
            if let output = status.output {
                show(output, inSection: index)
                noteAutoplay(ofSection: index)
            }
        }
        for id in oldStatus.keys where !kept.contains(id) { loader.cancel(id) }
    }
}
