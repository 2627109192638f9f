/// The boxes over the feed — the help and a failure's details — and the input they take. Taller
/// than the screen, one scrolls with ↑ ↓ j k (a line), PgUp PgDn (a box), Home End and the wheel;
/// every other key closes it, and so does every key when all of it fits (there is nothing to
/// scroll, and a key that did nothing would leave the user wondering).
extension CarouselState {
    /// How many lines the open overlay has and how many of them fit on the screen.
    var overlayExtent: (lines: Int, visible: Int)? {
        switch overlay {
        case nil:
            return nil
        case .help?:
            let count = HelpOverlay.lineCount(options.keyMap)
            return (count, HelpOverlay.visibleLineCount(lineCount: count, screenHeight: size.height + 2))
        case let details?:
            let screen = Renderer.screen(for: size)
            let whole = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            let glyphs = Glyphs(options: options)
            guard let (box, lines) = DetailsOverlay(details, state: self)?.layout(in: whole, glyphs: glyphs) else {
                return nil
            }
            return (lines.count, box.lineCount)
        }
    }

    /// Opens `overlay` on its first lines, or on its last where it says so.
    mutating func open(_ overlay: Overlay) {
        self.overlay = overlay
        helpScroll = 0
        if case .sourceDetails = overlay, let extent = overlayExtent {
            helpScroll = max(0, extent.lines - extent.visible)
        }
    }

    /// A key while an overlay is open: one of its scroll keys scrolls it where it is taller than
    /// the screen; any other key closes it.
    mutating func handleOverlayKey(_ key: Key) {
        guard let extent = overlayExtent, extent.lines > extent.visible,
              let step = Self.overlayScrollStep(for: key, page: max(1, extent.visible), lines: extent.lines) else {
            overlay = nil
            return
        }
        scrollOverlay(by: step)
    }

    /// The wheel over an overlay scrolls it three lines (where it fits, nothing happens); a
    /// click closes it.
    mutating func handleOverlayMouse(_ kind: MouseEvent.Kind) {
        switch kind {
        case .wheelUp: scrollOverlay(by: -3)
        case .wheelDown: scrollOverlay(by: 3)
        default: overlay = nil
        }
    }

    /// The lines `key` scrolls an overlay by, or `nil` for a key that closes it.
    static func overlayScrollStep(for key: Key, page: Int, lines: Int) -> Int? {
        switch key {
        case .up, .character("k"): -1
        case .down, .character("j"): 1
        case .pageUp: -page
        case .pageDown: page
        case .home: -lines
        case .end: lines
        default: nil
        }
    }

    /// Scrolls the open overlay by `step` lines, within its lines.
    mutating func scrollOverlay(by step: Int) {
        guard let extent = overlayExtent else { return }
        helpScroll = min(max(0, helpScroll + step), max(0, extent.lines - extent.visible))
    }

    /// After any event: a details overlay whose failure is gone (a reload worked, the source ran
    /// fine) closes; one still open keeps its scroll within its lines, which a reload or a
    /// resize may have changed.
    mutating func refreshOverlay() {
        guard let overlay else { return }
        if overlay != .help, DetailsOverlay(overlay, state: self) == nil {
            self.overlay = nil
        } else {
            scrollOverlay(by: 0)
        }
    }
}
