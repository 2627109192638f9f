/// Events from outside: keys (through the key map), the mouse, resizes, focus, suspension and
/// reloads. Each is applied at its instant, after the state is brought up to it.
extension CarouselState {
    /// Applies one event at `time` (after bringing the state up to it). Mouse positions are in the
    /// viewport's terms: row -1 is the header above it (where `? help` opens the help).
    /// - Returns: What the caller must do next, if anything.
    public mutating func handle(_ event: InputEvent, at time: Instant) -> Effect? {
        advance(to: time)
        defer {
            refreshOverlay()
            refreshView()
        }
        switch event {
        case .key(let key):
            return handle(key)
        case .mouse(let mouse):
            handle(mouse)
        case .resize(let size):
            resize(to: size)
        case .focus(let focused):
            setTerminalFocus(focused)
        case .suspended:
            setSuspended(true)
            loader.isSuspended = true
        case .resumed:
            setSuspended(false)
            loader.isSuspended = false
        case .sourceLoaded(let load):
            apply(load)
        case .sourceChanged(let sectionID):
            markSourceChanged(sectionID: sectionID)
        case .feedReloaded(let newFeed):
            do throws(InvalidFeed) {
                try reload(with: newFeed)
            } catch {
                show("Reload failed: \(error)", kind: .error)
            }
        case .feedLoaded(let prepared, let isReload):
            reload(with: prepared, announced: isReload)
        case .reloadFailed(let reason, let details):
            showReloadFailure(reason, details: details)
        }
        return nil
    }

    private mutating func handle(_ key: Key) -> Effect? {
        let action = options.keyMap.action(for: key)
        if key == .interrupt { return .quit }
        if isTooSmall {
            return action == .quit ? .quit : nil
        }
        if overlay != nil {
            registerInput()
            handleOverlayKey(key)
            return nil
        }
        if action == .togglePause {
            toggleStickyPause()
            return nil
        }
        registerInput()
        guard let action else {
            digits.reset()
            show("\(Self.name(of: key)) does nothing here — press ? for the keys", kind: .warning)
            return nil
        }
        if case .digit(let digit) = action {
            typeDigit(digit)
            return nil
        }
        digits.reset()
        return perform(action)
    }

    private mutating func perform(_ action: Action) -> Effect? {
        let focused = navigation.focused
        switch action {
        case .previousSection: focus(focused - 1)
        case .nextSection: focus(focused + 1)
        case .previousPage: page(section: focused, by: -1)
        case .nextPage: page(section: focused, by: 1)
        case .screenUp: navigation.scroll(by: -layout.viewport.height, in: layout, at: now, motion: motion)
        case .screenDown: navigation.scroll(by: layout.viewport.height, in: layout, at: now, motion: motion)
        case .firstSection: focus(0)
        case .lastSection: focusLastSection()
        case .reload:
            requestSourcesInView()
            return .reloadFeed
        case .sourceDetails: showSourceDetails()
        case .help: open(.help)
        case .quit: return .quit
        case .togglePause, .digit: break
        }
        return nil
    }

    /// A failed reload: the first problem in the status line, with how many more there are and
    /// that `e` lists them all.
    private mutating func showReloadFailure(_ reason: String, details: [String]) {
        let problems = (details.isEmpty ? [reason] : details).map(drawable)
        reloadProblems = problems
        show("Reload failed: \(drawable(reason))", kind: .error)
        let more = problems.count - 1
        message?.trailer = (more > 0 ? "+\(more) more \(Glyphs(ascii: options.ascii).separator) " : "") + "e details"
    }

    /// `e`: the last reload's problems while its message shows, else the focused section's last
    /// source failure in full, or a word that there is none.
    private mutating func showSourceDetails() {
        if message?.kind == .error, reloadProblems != nil {
            open(.reloadDetails)
            return
        }
        let focused = navigation.focused
        guard let status = sections[focused].source else {
            show("This section has no source", kind: .warning)
            return
        }
        guard status.failure != nil else {
            show("The source of this section has not failed", kind: .info)
            return
        }
        open(.sourceDetails(section: focused))
    }

    /// Any key or mouse input pauses auto-advance for `resume_after`.
    private mutating func registerInput() {
        pause.lastInput = now
    }

    /// A dot tap by number; a page past the last is refused with a hint.
    private mutating func typeDigit(_ digit: Int) {
        let count = sections[navigation.focused].pageCount
        let page = digits.page(for: digit, at: now, pageCount: count)
        guard page <= count else {
            show("No page \(page): this section has \(count) page\(count == 1 ? "" : "s")", kind: .warning)
            return
        }
        jump(section: navigation.focused, to: page - 1)
    }

    private mutating func handle(_ mouse: MouseEvent) {
        guard !isTooSmall else { return }
        registerInput()
        if overlay != nil {
            handleOverlayMouse(mouse.kind)
            return
        }
        if mouse.y == -1, mouse.kind == .click {
            clickHeader(at: mouse.x)
            return
        }
        let row = mouse.y + verticalOffset
        let hit = (0..<layout.viewport.height).contains(mouse.y) ? layout.section(atRow: row) : nil
        switch mouse.kind {
        case .wheelUp: navigation.scroll(by: -3, in: layout, at: now, motion: motion)
        case .wheelDown: navigation.scroll(by: 3, in: layout, at: now, motion: motion)
        case .wheelLeft: page(section: hit ?? navigation.focused, by: -1)
        case .wheelRight: page(section: hit ?? navigation.focused, by: 1)
        case .click:
            guard let index = hit else { return }
            focus(index)
            // Card numbers along the strip are counted from where a ring's slide is renumbered to.
            sections[index].renumberAfterLoop()
            if let page = pageHit(section: index, x: mouse.x, row: row) {
                jump(section: index, to: page)
            }
        }
    }

    /// The header is the row above the viewport: a click on its `? help` opens the help.
    private mutating func clickHeader(at x: Int) {
        let help = HeaderView.helpColumns(for: self, width: size.width, glyphs: Glyphs(options: options))
        guard help?.contains(x) == true else { return }
        _ = perform(.help)
    }

    /// The page under a click on a section's dots or on one of its cards; on a ring, any card
    /// shown past either end (a position outside the pages, reached the short way).
    private func pageHit(section index: Int, x: Int, row: Int) -> Int? {
        let frame = layout.sections[index]
        let count = frame.pageCount
        if frame.pageControl.contains(x: x, y: row) {
            let control = PageControl(pageCount: count, currentPage: currentPage(ofSection: index),
                                      width: frame.pageControl.width, glyphs: Glyphs(options: options))
            return control.page(atColumn: x - frame.pageControl.x)
        }
        guard frame.cards.contains(x: x, y: row) else { return nil }
        let offset = horizontalOffset(ofSection: index)
        let card = floorDivide(x - layout.cardX + offset, layout.stride)
        let inCard = x - layout.cardFrame(section: index, page: card, offset: offset).x < layout.cardWidth
        guard inCard, card != currentPage(ofSection: index) else { return nil }
        return (0..<count).contains(card) || isRing(index) ? card : nil
    }

    private mutating func resize(to newSize: Size) {
        size = Self.clamped(newSize)
        // Too small: the old layout and offset wait, unchanged, for the viewport to grow again.
        guard !isTooSmall else { return }
        relayout()
    }

    /// A key's name for messages.
    static func name(of key: Key) -> String {
        switch key {
        case .character(let character): return "'\(character)'"
        case .enter: return "Enter"
        default: return "That key"
        }
    }

    // MARK: Moving

    /// Focuses section `index` (clamped) and scrolls just enough to show it whole.
    mutating func focus(_ index: Int) {
        let before = navigation.focused
        lastSectionWanted = false
        navigation.focus(index, in: layout, at: now, motion: motion)
        // A hint is about the section it was given for; an error stays until it expires.
        if navigation.focused != before, message?.kind != .error { message = nil }
    }

    /// End: the last section, or on a first part (`isFirstPart`) the section standing for the
    /// rest, and the real last section as soon as the rest arrives.
    private mutating func focusLastSection() {
        focus(sections.count - 1)
        guard isFirstPart else { return }
        lastSectionWanted = true
        show("The last section shows once the feed is in")
    }

    /// Pages section `index` by `step` pages from where it is going: a ring (`loop`) goes on
    /// round, the short way past either end; any other section stops at its first and last page.
    mutating func page(section index: Int, by step: Int) {
        sections[index].renumberAfterLoop()
        let last = sections[index].pageCount - 1
        let next = Int(sections[index].position.target) + step
        slide(section: index, to: Double(isRing(index) ? min(max(-1, next), last + 1) : min(max(0, next), last)))
    }

    /// Slides section `index` to `page` (0-based; -1 or the page count on a ring), replacing any
    /// move under way.
    mutating func jump(section index: Int, to page: Int) {
        sections[index].renumberAfterLoop()
        slide(section: index, to: Double(page))
    }

    private mutating func slide(section index: Int, to position: Double) {
        sections[index].move(to: position, at: now, duration: motion.duration(MotionTiming.slide))
        noteSliding(index)
    }

    // MARK: Reload

    /// Applies a new feed as a batch update: sections matched by id, each surviving section on
    /// its page (matched by page id), the focus on the same section.
    mutating func reload(with newFeed: Feed) throws(InvalidFeed) {
        reload(with: try PreparedFeed(newFeed, options: options), announced: true)
    }

    /// `reload(with:)` of a feed prepared elsewhere (redone here when it was prepared for other
    /// options).
    /// - Parameter announced: Says so in the status line; the feed the session started with
    ///   (`InputEvent.feedLoaded`) does not.
    mutating func reload(with prepared: PreparedFeed, announced: Bool) {
        let prepared = prepared.options == options
            ? prepared : (try? PreparedFeed(prepared.feed, options: options, isFirstPart: prepared.isFirstPart)) ?? prepared
        let newFeed = prepared.drawable
        let focused = navigation.focused
        // End pressed on a first part, and the focus still where End took it.
        let toLastSection = lastSectionWanted && focused == sections.count - 1
        // The new sections' states come made with the feed (on the loader's thread, for a big
        // one): here only the sections that continue old ones are set, in place.
        let (states, ids) = prepared.takeSectionStates()
        let update = FeedUpdate(from: sections.map(\.content.id), to: ids)
        let old = sections
        sections = states
        for (index, origin) in update.origins.enumerated() {
            guard let origin else { continue }
            let page = old[origin].targetPage
            sections[index].carryOn(page: page, id: old[origin].content.pages[page].id, shownSince: old[origin].shownSince, at: now)
        }
        // Sections that were in view stay in view without restarting their time; a new one
        // among them starts now (the others start when they come into view).
        let stillInView = update.origins.indices.filter { update.origins[$0].map(inView.contains) ?? false }
        inView = (stillInView.first ?? 0)..<((stillInView.last ?? -1) + 1)
        for index in inView where update.origins[index] == nil {
            sections[index].shownSince = now
        }
        title = newFeed.title
        autoplay = newFeed.autoplay
        sourceSettings = newFeed.sources
        loader.gap = max(0, newFeed.sources.gap)
        // An overlay stays open: the help as it was, a source's details on the same section.
        if case .sourceDetails(let section)? = overlay {
            overlay = update.origins.firstIndex(of: section).map { .sourceDetails(section: $0) }
        }
        reloadProblems = nil
        feedRevision += 1
        anySectionAutoplays = prepared.anySectionAutoplays
        hasLiveSections = prepared.hasLiveSections
        sliding = []
        navigation.focused = toLastSection
            ? newFeed.sections.count - 1 : update.origins.firstIndex(of: focused) ?? min(focused, newFeed.sections.count - 1)
        isFirstPart = prepared.isFirstPart
        lastSectionWanted = toLastSection && isFirstPart
        if toLastSection, !isFirstPart, message?.kind == .info { message = nil }
        if let layout = prepared.layout(for: size) {
            self.layout = layout
            navigation.jumpToFocus(in: layout)
        } else {
            relayout()
        }
        carrySources(from: old)
        guard announced else { return }
        let count = newFeed.sections.count
        show("Reloaded: \(count) section\(count == 1 ? "" : "s")")
    }
}
