/// Live sections (docs/behaviour.md §3.11) as the state runs them: which sources to run and when —
/// lazily, near the viewport, refreshed by `every` — and what their results do to a section.
/// The runs themselves are the host's.
struct LiveSources: Sendable {
    /// The feed-wide settings of the loader.
    private(set) var settings: SourceSettings
    /// Which live section's source runs next, and when.
    private(set) var loader: LoaderQueue<String>
    /// The runs started whose ends have not come: only their ends are applied.
    private(set) var running: [SourceRun] = []
    /// How many runs have started: the next run's number.
    private var started = 0
    /// The sections the user asked to refresh (`r`): their next runs take nothing another
    /// viewer kept, however young.
    private var askedFor: Set<String> = []
    /// The live sections' indices by id, made once per feed: every run's end looks one up, and
    /// a feed without live sections spends nothing on them.
    private var indices: [String: Int] = [:]

    init(settings: SourceSettings, sections: [SectionState]) {
        self.settings = settings
        loader = LoaderQueue(gap: settings.gap, parallel: settings.parallel)
        index(sections)
    }

    /// Whether any section has a source.
    var isEmpty: Bool { indices.isEmpty }

    /// The index of the live section with this id.
    func index(of id: String) -> Int? { indices[id] }

    private mutating func index(_ sections: [SectionState]) {
        indices = [:]
        for (index, section) in sections.enumerated() where section.source != nil {
            if indices[section.content.id] == nil { indices[section.content.id] = index }
        }
    }

    /// Whether `section` has a source that may run: a file, or a command allowed to run.
    static func mayRun(_ section: SectionState, allowCommands: Bool) -> Bool {
        guard let source = section.content.source else { return false }
        return allowCommands || !source.isCommand
    }

    /// The sections within one screen of the view, as urgent as they are near it.
    struct Reach {
        /// The sections in view, in feed order.
        var visible: Range<Int> = 0..<0
        /// The other sections within one screen of the view, nearest first (the upper one of two
        /// as near).
        var around: [Int] = []

        /// Every section in reach, the visible ones first.
        var sections: [Int] { Array(visible) + around }
    }

    /// The sections within one screen of `rows` (where the feed rests).
    func near(_ rows: Range<Int>, in layout: FeedLayout) -> Reach {
        guard !isEmpty, !rows.isEmpty else { return Reach() }
        let height = rows.count
        let visible = layout.sections(intersecting: rows)
        let reach = layout.sections(intersecting: max(0, rows.lowerBound - height)..<(rows.upperBound + height))
        func distance(_ index: Int) -> Int {
            let frame = layout.sections[index].frame
            return index < visible.lowerBound ? rows.lowerBound - frame.maxY : frame.y - rows.upperBound
        }
        // The sections above, upwards, and those below, downwards, each nearest first: merged.
        // Asked at every wake-up, so without the arrays a filter and a sort made.
        var above = visible.lowerBound - 1, below = max(visible.upperBound, reach.lowerBound)
        var around: [Int] = []
        around.reserveCapacity(max(0, reach.count - visible.count))
        while above >= reach.lowerBound || below < reach.upperBound {
            let takeAbove = above >= reach.lowerBound
                && (below >= reach.upperBound || (distance(above), above) < (distance(below), below))
            if takeAbove {
                around.append(above)
                above -= 1
            } else {
                around.append(below)
                below += 1
            }
        }
        return Reach(visible: visible, around: around)
    }

    /// The view moved: the waiting requests are ranked by `reach` — the visible sections first, in
    /// the order they asked, then the others nearest first — and those of sections out of reach
    /// dropped. Such a section is requested again when it comes back, once.
    mutating func rank(by reach: Reach, in sections: [SectionState]) {
        guard !loader.waiting.isEmpty else { return }
        var urgency: [String: Int] = [:]
        for index in reach.visible { urgency[sections[index].content.id] = 0 }
        for (rank, index) in reach.around.enumerated() where urgency[sections[index].content.id] == nil {
            urgency[sections[index].content.id] = rank + 1
        }
        loader.rank { urgency[$0] }
    }

    /// Requests a run for each of `indices` that needs one at `now` (or, `always`, whatever the
    /// age of its data: `r`).
    mutating func request(
        _ indices: some Sequence<Int>, in sections: [SectionState], at now: Instant, allowCommands: Bool,
        always: Bool = false
    ) {
        for index in indices where Self.mayRun(sections[index], allowCommands: allowCommands) {
            guard always || sections[index].source?.needsRun(at: now) == true else { continue }
            loader.request(sections[index].content.id)
            if always { askedFor.insert(sections[index].content.id) }
        }
    }

    /// The first instant after `now` when a run may start or a refresh falls due for one of `near`.
    func nextDeadline(near: [Int], in sections: [SectionState], allowCommands: Bool, after now: Instant) -> Instant? {
        var next = loader.nextStart.flatMap { $0 > now ? $0 : nil }
        for index in near where Self.mayRun(sections[index], allowCommands: allowCommands) {
            guard let due = sections[index].source?.refreshDue, due > now else { continue }
            next = min(next ?? due, due)
        }
        return next
    }

    /// Starts the next run the loader allows at `now`, for text of `textSize`.
    mutating func start(at now: Instant, in sections: [SectionState], textSize: Size) -> SourceRun? {
        guard let id = loader.start(at: now) else { return nil }
        guard let index = index(of: id), let status = sections[index].source else {
            loader.finish(id, at: now)
            return nil
        }
        started += 1
        let reusableAge = askedFor.remove(id) == nil ? status.source.every : nil
        let run = SourceRun(
            sectionID: id, sectionTitle: sections[index].content.title, source: status.source, textSize: textSize,
            timeout: settings.timeout(for: status.source), number: started, reusableAge: reusableAge)
        running.append(run)
        return run
    }

    /// Ends the run of section `id`, if it runs: its source changed, so its output is for a source
    /// no longer shown. The loader counts it as ended now (the gap follows it as any run).
    /// - Returns: The run the host must end.
    private mutating func cancelRun(of id: String, at now: Instant) -> SourceRun? {
        guard let place = running.firstIndex(where: { $0.sectionID == id }) else { return nil }
        loader.finish(id, at: now)
        return running.remove(at: place)
    }

    /// Ctrl-Z: nothing starts until the program continues.
    mutating func setSuspended(_ suspended: Bool) {
        loader.isSuspended = suspended
    }

    /// A source file changed on disk: the section loads again when it is near the viewport, and a
    /// run of the old file ends unheard.
    /// - Returns: The run the host must end.
    mutating func markChanged(_ id: String, in sections: inout [SectionState], at now: Instant) -> SourceRun? {
        guard let index = index(of: id), sections[index].source != nil else { return nil }
        sections[index].source?.isStale = true
        return cancelRun(of: id, at: now)
    }

    /// What a run's end did to its section.
    enum Applied {
        /// Nothing to draw again.
        case nothing
        /// The section's live state changed (a failure came or went), or also its pages.
        case changed(section: Int, pages: Bool)
    }

    /// A run ended: its pages replace the section's (as a reload would), or its failure is shown
    /// over the last good pages. An output identical to the last changes nothing, and the end of
    /// a run no longer awaited (cancelled) is dropped.
    mutating func apply(
        _ load: SourceLoad, to sections: inout [SectionState], at now: Instant, drawable: (String) -> String
    ) -> Applied {
        guard let place = running.firstIndex(where: { $0.number == load.run && $0.sectionID == load.sectionID })
        else { return .nothing }
        running.remove(at: place)
        loader.finish(load.sectionID, at: now)
        guard let index = index(of: load.sectionID), var status = sections[index].source else { return .nothing }
        status.lastEnd = now
        status.isStale = false
        var changed = false, pages = false
        switch load.result {
        case .failed(let failure):
            let clean = SourceFailure(reason: drawable(failure.reason), details: failure.details.map(drawable))
            changed = status.failure != clean
            status.failure = clean
            // A first run that failed: say so rather than go on "loading".
            let placeholders: Set<String> = [Page.loading.id, Page.loadFailed("").id]
            if changed, sections[index].content.pages.allSatisfy({ placeholders.contains($0.id) }) {
                sections[index].content.pages = [.loadFailed(clean.reason)]
                pages = true
            }
        case .loaded(let output):
            // Pages as cached, now fresh: the title row's `cached` mark goes.
            changed = status.failure != nil || status.isCached
            if status.isCached { status.changedAt = load.clockLabel }
            status.failure = nil
            status.isCached = false
            if output != status.output {
                // New pages after pages the source gave before (run or kept): a change to see.
                if status.output != nil { sections[index].isChangedSinceSeen = true }
                status.output = output
                status.changedAt = load.clockLabel
                sections[index].show(output, at: now, drawable: drawable)
                changed = true
                pages = true
            }
        }
        sections[index].source = status
        guard changed else { return .nothing }
        sections[index].revision += 1
        return .changed(section: index, pages: pages)
    }

    /// What a new feed did to the live sections.
    struct Carried {
        /// The sections that show their last good pages again.
        var shown: [Int] = []
        /// The runs the host must end: their sections left or changed source.
        var cancelled: [SourceRun] = []
    }

    /// A new feed: its settings and live sections. Each live section that keeps its source
    /// keeps its status and its last good pages; requests for sections that left (or changed
    /// source) are dropped, and such sections' runs are cancelled: a changed source runs anew.
    mutating func carry(
        from old: [SectionState], into sections: inout [SectionState], settings: SourceSettings, at now: Instant,
        drawable: (String) -> String
    ) -> Carried {
        self.settings = settings
        loader.gap = max(0, settings.gap)
        loader.parallel = settings.parallel
        let oldIndices = indices
        index(sections)
        askedFor = askedFor.filter { indices[$0] != nil }
        var carried = Carried()
        for (id, oldIndex) in oldIndices {
            guard let status = old[oldIndex].source, let index = index(of: id),
                  sections[index].content.source == status.source else {
                loader.cancel(id)
                if let run = cancelRun(of: id, at: now) { carried.cancelled.append(run) }
                continue
            }
            sections[index].source = status
            if let output = status.output {
                sections[index].show(output, at: now, drawable: drawable)
                carried.shown.append(index)
            }
        }
        return carried
    }
}

extension SectionState {
    /// Puts `output`'s pages in the section the way a reload does: the focused card kept by id
    /// (else by position) with its page, a slide under way going on, the page's time restarting
    /// only when the card changed.
    mutating func show(_ output: SourceOutput, at now: Instant, drawable: (String) -> String) {
        renumberAfterLoop()
        let (oldCard, oldPage) = (focusedCard, targetPage)
        let oldID = content.pages[oldCard].id
        content.pages = output.pages
        if let title = output.title { content.title = drawable(title) }
        if let tag = output.tag { content.tag = tag.isEmpty ? nil : drawable(tag) }
        let card = FeedUpdate.page(in: content, continuing: oldCard, id: oldID)
        focusSlot = card % cardsPerPage
        position.rebase(by: Double(card / cardsPerPage - oldPage))
        if content.pages[card].id != oldID {
            shownSince = max(now, position.animationEnd ?? now)
        }
    }
}
