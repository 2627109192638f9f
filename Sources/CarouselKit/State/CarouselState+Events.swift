/// Events from outside: keys (through the key map), the mouse, resizes, focus, suspension; each
/// is applied at its instant, after the state is brought up to it, by the part it concerns.
extension CarouselState {
    /// Applies one event at `time` (after bringing the state up to it). Mouse positions are in the
    /// viewport's terms (`ScreenLayout.viewportEvent(_:)`): the header is the row above it.
    /// - Returns: What the caller must do next, if anything.
    public mutating func handle(_ event: InputEvent, at time: Instant) -> Effect? {
        advance(to: time)
        defer {
            let shows = switch overlay {
            case .help?: true
            case .reader(let section, let card)?:
                sections.indices.contains(section) && sections[section].content.pages.indices.contains(card)
            case let details?: OverlayText(details, state: self) != nil
            case nil: false
            }
            overlays.refresh(extent: Overlays.Extent(of: overlay, in: self), shows: shows)
            autoplayRun.setReading(overlay.map(\.isReader) ?? false, at: now)
            refreshView()
        }
        switch event {
        case .key(let key):
            return handle(key)
        case .mouse(let mouse):
            handle(mouse)
        case .resize(let newSize):
            size = newSize.clampedToLargestScreen
            // Too small: the old layout and offset wait, unchanged, for the viewport to grow again.
            if !isTooSmall { relayout() }
        case .focus(let focused):
            autoplayRun.setTerminalFocus(focused, at: now)
        case .suspended, .resumed:
            autoplayRun.setSuspended(event == .suspended, at: now)
            sources.setSuspended(event == .suspended)
        case .sourceLoaded(let load):
            apply(load)
        case .sourceCached(let load):
            apply(load, cached: true)
        case .sourceChanged(let sectionID):
            return sources.markChanged(sectionID, in: &paging.sections, at: now).map { .cancelSourceRuns([$0]) }
        case .linkOpened(let outcome):
            let (text, kind) = CardLinks.message(for: outcome, drawable: options.drawable)
            show(text, kind: kind)
        case .pictureLoaded(let request, let outcome):
            let clean = if case .failed(let reason) = outcome { PictureOutcome.failed(options.drawable(reason)) }
                else { outcome }
            _ = pictures.take(clean, for: request)
        case .pictureChanged(let name):
            pictures.markChanged(name)
        case .feedLoaded(let prepared, let isReload):
            return reload(with: prepared, announced: isReload)
        case .reloadFailed(let reason, let details):
            let problems = (details.isEmpty ? [reason] : details).map(options.drawable)
            overlays.showReloadFailure(
                options.drawable(reason), problems: problems, at: now, glyphs: Glyphs(options: options))
        }
        return nil
    }

    private mutating func handle(_ key: Key) -> Effect? {
        let action = options.keyMap.action(for: key)
        if key == .interrupt { return .quit }
        if isTooSmall {
            return action == .quit ? .quit : nil
        }
        if let open = overlay {
            autoplayRun.pause.lastInput = now
            guard let request = overlays.handle(key, extent: Overlays.Extent(of: open, in: self)),
                  case .reader(let section, let card) = open else { return nil }
            switch request {
            case .turn(let step):
                let next = min(max(0, card + step), sections[section].content.pages.count - 1)
                // The board follows the reader: its page and focused card are the card read.
                let page = next / sections[section].cardsPerPage
                if page != targetPage(ofSection: section) {
                    paging.jump(section: section, to: page, at: now, motion: motion)
                }
                paging.sections[section].focus(card: next)
                overlays.open(.reader(section: section, card: next), extent: nil)
            case .openLink:
                guard let link = sections[section].content.pages[card].link else {
                    show("No link on this card", kind: .warning)
                    return nil
                }
                return .openLink(link)
            }
            return nil
        }
        if action == .togglePause {
            show(autoplayRun.toggleStickyPause(at: now))
            return nil
        }
        autoplayRun.pause.lastInput = now
        guard let action else {
            paging.resetDigits()
            show("\(key.messageName) does nothing here — press ? for the keys", kind: .warning)
            return nil
        }
        if case .digit(let digit) = action {
            if let refusal = paging.type(digit, section: focusedSection, at: now, motion: motion) {
                show(refusal, kind: .warning)
            }
            return nil
        }
        paging.resetDigits()
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
        case .lastSection:
            focus(sections.count - 1)
            if let note = loading.wantLastSection() { show(note) }
        case .nextChanged:
            let count = sections.count
            guard let next = (1...count).lazy.map({ (focused + $0) % count })
                .first(where: { self.sections[$0].isChangedSinceSeen }) else {
                show("No section changed since you saw it")
                return nil
            }
            focus(next)
        case .reload:
            sources.request(layout.sections(intersecting: visibleRows), in: sections, at: now,
                            allowCommands: options.allowCommands, always: true)
            return .reloadFeed
        case .sourceDetails: showSourceDetails()
        case .help: overlays.open(.help, extent: Overlays.Extent(of: .help, in: self))
        case .read: overlays.open(.reader(section: focused, card: sections[focused].focusedCard), extent: nil)
        case .openLink:
            guard let effect = CardLinks.opening(sections[navigation.focused]) else {
                show("No link on this card", kind: .warning)
                return nil
            }
            return effect
        case .quit: return .quit
        case .togglePause, .digit: break
        }
        return nil
    }

    /// `e`: the last reload's problems while its message shows, else why the focused card's
    /// picture is not shown, else the focused section's last source failure in full, or a word
    /// that there is none.
    private mutating func showSourceDetails() {
        if message?.kind == .error, reloadProblems != nil {
            overlays.open(.reloadDetails, extent: Overlays.Extent(of: .reloadDetails, in: self))
            return
        }
        let focused = navigation.focused
        if CardPictures(state: self).focusedFailure() != nil {
            let details = Overlay.pictureDetails(section: focused)
            overlays.open(details, extent: Overlays.Extent(of: details, in: self))
            return
        }
        guard let status = sections[focused].source else {
            show("This section has no source", kind: .warning)
            return
        }
        guard status.failure != nil else {
            show("The source of this section has not failed", kind: .info)
            return
        }
        let details = Overlay.sourceDetails(section: focused)
        overlays.open(details, extent: Overlays.Extent(of: details, in: self))
    }

    /// A click or wheel turn, on what `ScreenLayout` finds under it.
    private mutating func handle(_ mouse: MouseEvent) {
        guard !isTooSmall else { return }
        autoplayRun.pause.lastInput = now
        let screen = ScreenLayout(viewport: size)
        if overlay != nil {
            overlays.handle(mouse.kind, extent: Overlays.Extent(of: overlay, in: self))
            return
        }
        let point = ScreenLayout.screenEvent(mouse)
        let target = screen.target(atX: point.x, y: point.y, in: self, glyphs: Glyphs(options: options))
        let section: Int? = switch target {
        case .section(let index), .card(let index, _, _), .dot(let index, _): index
        default: nil
        }
        switch mouse.kind {
        case .wheelUp: navigation.scroll(by: -3, in: layout, at: now, motion: motion)
        case .wheelDown: navigation.scroll(by: 3, in: layout, at: now, motion: motion)
        case .wheelLeft: page(section: section ?? navigation.focused, by: -1)
        case .wheelRight: page(section: section ?? navigation.focused, by: 1)
        case .click:
            if target == .helpHint { overlays.open(.help, extent: Overlays.Extent(of: .help, in: self)) }
            guard let section else { return }
            focus(section)
            // Card numbers along the strip are counted from where a ring's slide is renumbered to.
            paging.sections[section].renumberAfterLoop()
            switch screen.target(atX: point.x, y: point.y, in: self, glyphs: Glyphs(options: options)) {
            case .dot(_, let page):
                paging.jump(section: section, to: page, at: now, motion: motion)
            case .card(_, let page, let card):
                if page != currentPage(ofSection: section) {
                    paging.jump(section: section, to: page, at: now, motion: motion)
                }
                paging.sections[section].focus(card: card)
            default: break
            }
        }
    }

    /// Pages section `index` by `step` pages: round a ring, else up to its first or last page.
    private mutating func page(section index: Int, by step: Int) {
        paging.page(section: index, by: step, ring: autoplayRun.isRing(sections[index]), at: now, motion: motion)
    }

    /// Focuses section `index` (clamped) and scrolls just enough to show it whole.
    mutating func focus(_ index: Int) {
        let before = navigation.focused
        loading.forgetLastSection()
        navigation.focus(index, in: layout, at: now, motion: motion)
        // A hint is about the section it was given for; an error stays until it expires.
        if navigation.focused != before, message?.kind != .error { overlays.message = nil }
    }
}
