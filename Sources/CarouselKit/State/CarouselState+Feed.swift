/// What arrives from outside the state's thread: a live section's run, and a whole feed (a
/// reload, the feed the session starts with, its first part).
extension CarouselState {
    /// Starts the next source run if the loader allows one at the state's instant: the host must
    /// perform it and report its end with `InputEvent.sourceLoaded`.
    public mutating func startSourceRun() -> SourceRun? {
        let textSize = Size(width: layout.textWidth, height: options.metrics.bodyLines)
        return sources.start(at: now, in: sections, textSize: textSize)
    }

    /// A run ended (or, `cached`, an earlier session's pages arrived): only its section changes —
    /// its pages, its layout (the sections after it move when it grew or shrank) and its
    /// revision — never the rest of the feed.
    mutating func apply(_ load: SourceLoad, cached: Bool = false) {
        let applied = cached ? sources.showCached(load, in: &paging.sections, at: now, drawable: options.drawable)
            : sources.apply(load, to: &paging.sections, at: now, drawable: options.drawable)
        guard case .changed(let index, pages: true) = applied else { return }
        statusTally.recount(section: index, pages: paging.sections[index].content.pages)
        paging.noteSliding(index, at: now)
        autoplayRun.notePagesChanged(of: paging.sections[index], in: paging.sections)
        relayout(section: index)
    }

    /// Lays section `index` out again after its content changed, keeping the focused section
    /// where it was shown.
    private mutating func relayout(section index: Int) {
        let glyphs = Glyphs(options: options)
        layout.relayout(section: index, as: sections[index].content, ellipsis: glyphs.ellipsis,
                        ambiguous: options.ambiguousWidth)
        navigation.jumpToFocus(in: layout)
    }

    /// Applies a new feed as a batch update: sections matched by id, each surviving section on
    /// its page (matched by page id), the focus on the same section. A feed prepared for other
    /// options is prepared again here.
    /// - Parameter announced: Says so in the status line; the feed the session started with
    ///   (`InputEvent.feedLoaded`) does not.
    /// - Returns: The end of the runs whose sections left or changed source, for the host to carry out.
    mutating func reload(with prepared: PreparedFeed, announced: Bool) -> Effect? {
        let prepared = prepared.options == options ? prepared
            : (try? PreparedFeed(prepared.feed, options: options, isFirstPart: prepared.isFirstPart)) ?? prepared
        let newFeed = prepared.drawable
        let focused = navigation.focused
        let toLastSection = loading.arrive(prepared, focused: focused, count: sections.count)
        // The new sections' states come made with the feed (on the loader's thread, for a big
        // one): here only the sections that continue old ones are set, in place.
        let (states, ids) = prepared.takeSectionStates()
        let update = FeedUpdate(from: sections.map(\.content.id), to: ids)
        let old = sections
        paging.replaceSections(with: states)
        for (index, origin) in update.origins.enumerated() {
            guard let origin else { continue }
            let card = old[origin].focusedCard
            paging.sections[index].carryOn(
                card: card, id: old[origin].content.pages[card].id, shownSince: old[origin].shownSince, at: now)
        }
        autoplayRun.keepView(across: update, sections: &paging.sections, at: now)
        title = newFeed.title
        autoplayRun.settings = newFeed.autoplay
        autoplayRun.anySectionAutoplays = prepared.anySectionAutoplays
        statusTally = prepared.statusTally
        // An overlay stays open: the help as it was, a source's details on the same section.
        if case .sourceDetails(let section)? = overlay {
            overlays.overlay = update.origins.firstIndex(of: section).map { .sourceDetails(section: $0) }
        }
        overlays.reloadProblems = nil
        feedRevision += 1
        navigation.focused = toLastSection ? newFeed.sections.count - 1
            : update.origins.firstIndex(of: focused) ?? min(focused, newFeed.sections.count - 1)
        if toLastSection, !loading.isFirstPart, message?.kind == .info { overlays.message = nil }
        let carried = sources.carry(from: old, into: &paging.sections, settings: newFeed.sources, at: now,
                                    drawable: options.drawable)
        for index in carried.shown {
            statusTally.recount(section: index, pages: paging.sections[index].content.pages)
            paging.noteSliding(index, at: now)
            autoplayRun.notePagesChanged(of: paging.sections[index], in: paging.sections)
        }
        relayout(reusing: carried.shown.isEmpty ? prepared.layout(for: size) : nil)
        let effect = carried.cancelled.isEmpty ? nil : Effect.cancelSourceRuns(carried.cancelled)
        guard announced else { return effect }
        let count = newFeed.sections.count
        show("Reloaded: \(count) section\(count == 1 ? "" : "s")")
        return effect
    }
}
