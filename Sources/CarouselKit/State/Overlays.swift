/// What is drawn over the feed and beside it: the box over it (help, details), the status
/// line's message, and the last failed reload's problems that `e` shows.
struct Overlays: Sendable {
    /// The box drawn over the feed, if any; the next key or click closes it.
    var overlay: CarouselState.Overlay?
    /// The first line of the help shown, when it is longer than the screen.
    private(set) var helpScroll = 0
    /// Every problem of the last reload that failed, made safe to draw; `nil` once a reload works.
    var reloadProblems: [String]?
    /// The status line's message, until it expires.
    var message: StatusMessage?

    /// Opens the help at its first line.
    mutating func openHelp() {
        overlay = .help
        helpScroll = 0
    }

    /// A key while a box is open: in the help ↑ ↓ scroll a line and PgUp PgDn a box; any other
    /// key closes it.
    mutating func handle(_ action: Action?, keyMap: KeyMap, screenHeight: Int) {
        let page = max(1, HelpOverlay.visibleLineCount(keyMap: keyMap, screenHeight: screenHeight))
        let step: Int? = switch action {
        case .previousSection: -1
        case .nextSection: 1
        case .screenUp: -page
        case .screenDown: page
        default: nil
        }
        if overlay == .help, let step {
            scrollHelp(by: step, keyMap: keyMap, screenHeight: screenHeight)
        } else {
            overlay = nil
        }
    }

    /// The mouse while a box is open: the wheel scrolls the help; anything else closes the box.
    mutating func handle(_ mouse: MouseEvent, keyMap: KeyMap, screenHeight: Int) {
        if overlay == .help, mouse.kind == .wheelUp || mouse.kind == .wheelDown {
            scrollHelp(by: mouse.kind == .wheelUp ? -3 : 3, keyMap: keyMap, screenHeight: screenHeight)
        } else {
            overlay = nil
        }
    }

    private mutating func scrollHelp(by step: Int, keyMap: KeyMap, screenHeight: Int) {
        let limit = HelpOverlay.scrollLimit(keyMap: keyMap, screenHeight: screenHeight)
        helpScroll = min(max(0, helpScroll + step), limit)
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

    /// `e` while a failed reload's message shows: its problems in a box.
    mutating func showReloadDetails() -> Bool {
        guard message?.kind == .error, reloadProblems != nil else { return false }
        overlay = .reloadDetails
        return true
    }
}
