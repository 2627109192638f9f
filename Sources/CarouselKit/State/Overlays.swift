/// What is drawn over the feed and beside it: the box over it (the help, a failure's details,
/// the reader) with its scroll, the status line's message, and the last failed reload's problems that `e`
/// shows. A box taller than the screen scrolls with ↑ ↓ j k (a line), PgUp PgDn (a box), Home
/// End and the wheel; every other key closes it, and so does every key when all of it fits
/// (there is nothing to scroll, and a key that did nothing would leave the user wondering) —
/// but the reader, which has keys of its own (`handle(_:extent:)`).
struct Overlays: Sendable {
    /// The box drawn over the feed, if any.
    var overlay: CarouselState.Overlay?
    /// The first line of the box shown, when it is longer than the screen.
    private(set) var scroll = 0
    /// Every problem of the last reload that failed, made safe to draw; `nil` once a reload works.
    var reloadProblems: [String]?
    /// The status line's message, until it expires.
    var message: StatusMessage?

    /// How many lines a box has, and how many of them fit on the screen.
    struct Extent {
        var lines: Int
        var visible: Int
    }

    /// Opens `overlay` (of `extent`) on its first lines, or a source's details on their last:
    /// standard error ends with its error.
    mutating func open(_ overlay: CarouselState.Overlay, extent: Extent?) {
        self.overlay = overlay
        scroll = 0
        if case .sourceDetails = overlay, let extent { scroll = max(0, extent.lines - extent.visible) }
    }

    /// What a key asks of the reader beyond scrolling it.
    enum ReaderRequest: Equatable {
        /// The card `step` cards before or after the one shown.
        case turn(by: Int)
        /// Its link.
        case openLink
    }

    /// A key while a box of `extent` is open: one of its scroll keys scrolls it where it is taller
    /// than the screen; any other key closes it. The reader takes ←/→ (h/l) to the card before
    /// or after and `o` to its link, which are the caller's to carry out; Esc, `v`, `q` and
    /// Enter close it, and it ignores other keys, so that a stray key never loses the place.
    mutating func handle(_ key: Key, extent: Extent?) -> ReaderRequest? {
        let step = extent.flatMap { Self.scrollStep(for: key, page: max(1, $0.visible), lines: $0.lines) }
        guard case .reader? = overlay else {
            guard let extent, extent.lines > extent.visible, let step else {
                overlay = nil
                return nil
            }
            scroll(by: step, extent: extent)
            return nil
        }
        if let step {
            scroll(by: step, extent: extent)
            return nil
        }
        switch key {
        case .left, .character("h"): return .turn(by: -1)
        case .right, .character("l"): return .turn(by: 1)
        case .character("o"): return .openLink
        case .escape, .enter, .character("v"), .character("q"): overlay = nil
        default: break
        }
        return nil
    }

    /// The wheel over a box scrolls it three lines (where it fits, nothing happens); a click
    /// closes it.
    mutating func handle(_ kind: MouseEvent.Kind, extent: Extent?) {
        switch kind {
        case .wheelUp: scroll(by: -3, extent: extent)
        case .wheelDown: scroll(by: 3, extent: extent)
        default: overlay = nil
        }
    }

    /// The lines `key` scrolls a box by, or `nil` for a key that closes it.
    static func scrollStep(for key: Key, page: Int, lines: Int) -> Int? {
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

    /// Scrolls the open box by `step` lines, within its lines.
    mutating func scroll(by step: Int, extent: Extent?) {
        guard let extent else { return }
        scroll = min(max(0, scroll + step), max(0, extent.lines - extent.visible))
    }

    /// After any event: a details box or a reader with nothing left to show (`shows` false: a reload worked,
    /// the source ran fine) closes; one still open keeps its scroll within its lines, which a
    /// reload or a resize may have changed.
    mutating func refresh(extent: Extent?, shows: Bool) {
        guard let overlay else { return }
        if overlay != .help, !shows {
            self.overlay = nil
        } else {
            scroll(by: 0, extent: extent)
        }
    }

    /// Shows `text` in the status line from `now`, for as long as its kind says.
    mutating func show(_ text: String, kind: StatusMessage.Kind, at now: Instant, ascii: Bool) {
        let text = ascii ? TerminalText.asciiFallback(text) : text
        message = StatusMessage(text: text, kind: kind, expires: now + StatusMessage.lifetime(of: kind))
    }

    /// Drops the message once it expired at `now`.
    mutating func expire(at now: Instant) {
        if let message, message.expires <= now { self.message = nil }
    }

    /// A failed reload: the first problem in the status line, with how many more there are and
    /// that `e` lists them all. `problems` and `reason` are safe to draw.
    mutating func showReloadFailure(_ reason: String, problems: [String], at now: Instant, glyphs: Glyphs) {
        reloadProblems = problems
        show("Reload failed: \(reason)", kind: .error, at: now, ascii: glyphs.isASCII)
        let more = problems.count - 1
        message?.trailer = (more > 0 ? "+\(more) more \(glyphs.separator) " : "") + "e details"
    }
}
