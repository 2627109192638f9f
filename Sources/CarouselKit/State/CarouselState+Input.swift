/// Keys, mouse and terminal events (SPEC §3.5).
extension CarouselState {
    /// Applies one event at `time` (after bringing the state up to it).
    /// - Returns: What the caller must do next, if anything.
    public mutating func handle(_ event: InputEvent, at time: Instant) -> Effect? {
        advance(to: time)
        defer { updateClocks() }
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
        case .resumed:
            setSuspended(false)
        case .feedReloaded(let newFeed):
            reload(with: newFeed)
        case .reloadFailed(let reason):
            show("Reload failed, still showing the old feed: \(TerminalText.sanitize(reason))", kind: .error)
        }
        return nil
    }

    private mutating func handle(_ key: Key) -> Effect? {
        if key == .interrupt { return .quit }
        if isTooSmall {
            return key == .escape || key == .character("q") ? .quit : nil
        }
        if isShowingHelp {
            isShowingHelp = false
            registerInput()
            return nil
        }
        if key == .space {
            toggleStickyPause()
            return nil
        }
        registerInput()
        if case .character(let character) = key, let digit = character.wholeNumberValue, character.isASCII {
            typeDigit(digit)
            return nil
        }
        digits.reset()
        switch key {
        case .up, .backTab, .character("k"): focus(focusedSection - 1)
        case .down, .tab, .character("j"): focus(focusedSection + 1)
        case .left, .character("h"): page(section: focusedSection, by: -1)
        case .right, .character("l"): page(section: focusedSection, by: 1)
        case .pageUp: scroll(by: -layout.viewport.height)
        case .pageDown: scroll(by: layout.viewport.height)
        case .home, .character("g"): focus(0)
        case .end, .character("G"): focus(feed.sections.count - 1)
        case .character("r"): return .reloadFeed
        case .character("?"): isShowingHelp = true
        case .character("q"), .escape: return .quit
        default: show("\(Self.name(of: key)) does nothing here — press ? for the keys", kind: .warning)
        }
        return nil
    }

    /// A dot tap by number (SPEC §3.5); a page past the last is refused with a hint.
    private mutating func typeDigit(_ digit: Int) {
        let count = feed.sections[focusedSection].pages.count
        let page = digits.page(for: digit, at: now, pageCount: count)
        guard page <= count else {
            show("No page \(page): this section has \(count) page\(count == 1 ? "" : "s")", kind: .warning)
            return
        }
        jump(section: focusedSection, to: page - 1)
    }

    private mutating func handle(_ mouse: MouseEvent) {
        guard !isTooSmall else { return }
        registerInput()
        if isShowingHelp {
            isShowingHelp = false
            return
        }
        let row = mouse.y - Self.viewportTop + verticalOffset
        let hit = (0..<layout.viewport.height).contains(mouse.y - Self.viewportTop) ? layout.section(atRow: row) : nil
        switch mouse.kind {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        case .wheelLeft: page(section: hit ?? focusedSection, by: -1)
        case .wheelRight: page(section: hit ?? focusedSection, by: 1)
        case .click:
            guard let index = hit else { return }
            focus(index)
            if let page = pageHit(section: index, x: mouse.x, row: row) {
                jump(section: index, to: page)
            }
        }
    }

    /// The page under a click on a section's dots or on one of its cards.
    private func pageHit(section index: Int, x: Int, row: Int) -> Int? {
        let frame = layout.sections[index]
        let count = frame.pageCount
        if frame.pageControl.contains(x: x, y: row) {
            let control = PageControl(pageCount: count, currentPage: currentPage(ofSection: index),
                                      width: frame.pageControl.width, glyphs: Glyphs(ascii: options.ascii))
            return control.page(atColumn: x - frame.pageControl.x)
        }
        guard frame.cards.contains(x: x, y: row) else { return nil }
        let offset = horizontalOffset(ofSection: index)
        let card = floorDivide(x - layout.cardX + offset, layout.stride)
        let inCard = x - layout.cardFrame(section: index, page: card, offset: offset).x < layout.cardWidth
        guard inCard, card != currentPage(ofSection: index) else { return nil }
        return (0..<count).contains(card) ? card : nil
    }

    private mutating func resize(to size: Size) {
        screenSize = size
        // Too small: the old layout and offset wait, unchanged, for the terminal to grow again.
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
}
