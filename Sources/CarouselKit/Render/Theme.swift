/// The styles of every part of the screen, in colour or in monochrome (`NO_COLOR`, `--no-color`).
struct Theme: Sendable {
    let header: Style
    let headerTitle: Style
    let autoplayRunning: Style
    let autoplayPaused: Style
    let hint: Style
    let focusedTitle: Style
    let title: Style
    let cardTitle: Style
    let body: Style
    let peekingCard: Style
    let tag: Style
    let currentDot: Style
    let otherDot: Style
    let dotLabel: Style
    let status: Style
    let statusWarning: Style
    let statusError: Style
    let overlay: Style
    let overlayKey: Style

    let color: Bool

    init(color: Bool) {
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
