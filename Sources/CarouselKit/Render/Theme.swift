/// The styles of every part of the screen, in colour or in monochrome (`NO_COLOR`, `--no-color`).
///
/// A host that embeds a carousel may change any of them.
public struct Theme: Hashable, Sendable {
    public var header: Style
    public var headerTitle: Style
    public var autoplayRunning: Style
    public var autoplayPaused: Style
    public var hint: Style
    public var focusedTitle: Style
    public var title: Style
    public var cardTitle: Style
    public var body: Style
    public var peekingCard: Style
    public var tag: Style
    public var currentDot: Style
    public var otherDot: Style
    public var dotLabel: Style
    public var status: Style
    public var statusWarning: Style
    public var statusError: Style
    public var overlay: Style
    public var overlayKey: Style

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
        }
    }

    /// The border of a card: its page's accent, the focus colour, or plain.
    func border(accent: Accent?, focused: Bool, current: Bool) -> Style {
        guard current else { return peekingCard }
        guard color else { return focused ? Style(attributes: .bold) : Style() }
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
