/// The styles of every part of the screen, in colour or in monochrome (`NO_COLOR`, `--no-color`).
///
/// A host that embeds a carousel may change any of them.
public struct Theme: Hashable, Sendable {
    /// The header row behind its text.
    public var header: Style
    /// The feed's title in the header.
    public var headerTitle: Style
    /// "▶ auto" in the header.
    public var autoplayRunning: Style
    /// "⏸ 4s", "⏸ paused" and "⏸ unfocused" in the header.
    public var autoplayPaused: Style
    /// Quiet text: "? help", page numbers beside titles.
    public var hint: Style
    /// The focused section's title and its marker.
    public var focusedTitle: Style
    /// Every other section's title.
    public var title: Style
    /// The current card's title.
    public var cardTitle: Style
    /// The current card's text.
    public var body: Style
    /// Neighbouring cards, border and text.
    public var peekingCard: Style
    /// The tag band under the cards.
    public var tag: Style
    /// The current page's dot (and its draining countdown).
    public var currentDot: Style
    /// Every other dot.
    public var otherDot: Style
    /// The `12/40` label and the `‹ ›` marks of a long page control.
    public var dotLabel: Style
    /// The status line, its place and its hints, and an info message.
    public var status: Style
    /// A warning in the status line (a key that does nothing, a page that does not exist).
    public var statusWarning: Style
    /// An error in the status line (a reload that failed).
    public var statusError: Style
    /// The help overlay's box and text.
    public var overlay: Style
    /// The keys and the heading in the help overlay.
    public var overlayKey: Style

    /// The mark after the title of a section whose source failed.
    public var sourceWarning: Style
    /// A card whose page says `status: ok`: its border's colour and the glyph before its title.
    public var okCard: Style
    /// A card whose page says `status: warn`, as `okCard`, and the header's count of them.
    public var warnCard: Style
    /// A card whose page says `status: error`, as `okCard`, and the header's count of them.
    public var errorCard: Style

    /// Whether the theme uses colours (accents on card borders) or only attributes.
    public var color: Bool

    /// Carousel's own theme, in colour or in monochrome.
    public init(color: Bool) {
        self.color = color
        if color {
            header = Style()
            headerTitle = Style(attributes: .bold)
            autoplayRunning = Style(foreground: .green)
            autoplayPaused = Style(foreground: .yellow, attributes: .bold)
            hint = Style(attributes: .dim)
            focusedTitle = Style(foreground: .cyan, attributes: .bold)
            title = Style()
            cardTitle = Style(attributes: .bold)
            body = Style()
            peekingCard = Style(attributes: .dim)
            tag = Style(foreground: .magenta, attributes: .italic)
            currentDot = Style(foreground: .cyan, attributes: .bold)
            otherDot = Style(attributes: .dim)
            dotLabel = Style(attributes: .dim)
            status = Style(foreground: .black, background: .white)
            statusWarning = Style(foreground: .black, background: .yellow)
            statusError = Style(foreground: .white, background: .red, attributes: .bold)
            overlay = Style(foreground: .white, background: .blue)
            overlayKey = Style(foreground: .yellow, background: .blue, attributes: .bold)
            sourceWarning = Style(foreground: .yellow, attributes: .bold)
            okCard = Style(foreground: .green)
            warnCard = Style(foreground: .yellow)
            errorCard = Style(foreground: .red)
        } else {
            header = Style()
            headerTitle = Style(attributes: .bold)
            autoplayRunning = Style()
            autoplayPaused = Style(attributes: .bold)
            hint = Style(attributes: .dim)
            focusedTitle = Style(attributes: [.bold, .underline])
            title = Style()
            cardTitle = Style(attributes: .bold)
            body = Style()
            peekingCard = Style(attributes: .dim)
            tag = Style(attributes: .italic)
            currentDot = Style(attributes: .bold)
            otherDot = Style(attributes: .dim)
            dotLabel = Style(attributes: .dim)
            status = Style(attributes: .reverse)
            statusWarning = Style(attributes: [.reverse, .bold])
            statusError = Style(attributes: [.reverse, .bold])
            overlay = Style(attributes: .reverse)
            overlayKey = Style(attributes: [.reverse, .bold])
            sourceWarning = Style(attributes: .bold)
            // The glyphs say it without colour; bold makes the two that need a look stand out.
            okCard = Style()
            warnCard = Style(attributes: .bold)
            errorCard = Style(attributes: .bold)
        }
    }

    /// The style of a card whose page has `status`.
    func style(for status: PageStatus) -> Style {
        switch status {
        case .ok: okCard
        case .warn: warnCard
        case .error: errorCard
        }
    }

    /// The border of a card: its page's status colour, its accent, the focus colour, or plain. A
    /// peeking card's is dim, in its status's colour: a failure beside the current card shows.
    func border(accent: Accent?, status: PageStatus?, focused: Bool, current: Bool) -> Style {
        let statusColour = status.map { Style(foreground: style(for: $0).foreground) }
        guard current else { return statusColour.map(peekingCard.overlaid(with:)) ?? peekingCard }
        guard color else { return focused ? Style(attributes: .bold) : Style() }
        if let statusColour { return statusColour }
        if let accent { return Style(foreground: Style.Color(accent)) }
        return focused ? Style(foreground: .cyan) : Style()
    }
}

extension Style.Color {
    init(_ accent: Accent) {
        switch accent {
        case .red: self = .red
        case .green: self = .green
        case .yellow: self = .yellow
        case .blue: self = .blue
        case .magenta: self = .magenta
        case .cyan: self = .cyan
        case .white: self = .white
        }
    }
}
