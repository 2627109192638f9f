/// Where the app screen's parts go: the header on the first row, the feed's viewport under it,
/// the status line on the last row. The one place that knows it, for the renderer, the driver
/// and the state's mouse handling alike (`target(at:in:)` says what is under a point).
public struct ScreenLayout: Hashable, Sendable {
    /// Below this screen the app shows a "terminal too small" notice; the feed's state waits.
    public static let minimumScreen = Size(width: 20, height: 8)
    /// The viewport of the smallest screen: below it the state keeps its layout and waits.
    public static let minimumViewport = ScreenLayout(screen: minimumScreen).viewportSize

    /// The rows above the viewport (the header) and below it (the status line).
    private static let headerRows = 1, statusRows = 1

    /// The whole screen.
    public let screen: Size

    /// The layout of a screen of `screen` cells.
    public init(screen: Size) {
        self.screen = Size(width: max(0, screen.width), height: max(0, screen.height))
    }

    /// The layout of the screen that holds a feed viewport of `viewport` cells.
    public init(viewport: Size) {
        self.init(screen: Size(width: viewport.width, height: viewport.height + Self.headerRows + Self.statusRows))
    }

    /// The header row.
    public var header: Rect { Rect(x: 0, y: 0, width: screen.width, height: Self.headerRows) }

    /// The rectangle the feed is drawn in: every row but the header and the status line.
    public var viewport: Rect {
        Rect(x: 0, y: Self.headerRows, width: screen.width,
             height: max(0, screen.height - Self.headerRows - Self.statusRows))
    }

    /// The viewport's size: the state is sized to it.
    public var viewportSize: Size { Size(width: viewport.width, height: viewport.height) }

    /// The status line.
    public var statusLine: Rect {
        Rect(x: 0, y: max(0, screen.height - Self.statusRows), width: screen.width, height: Self.statusRows)
    }

    /// The whole screen as a rectangle.
    public var whole: Rect { Rect(x: 0, y: 0, width: screen.width, height: screen.height) }

    /// Whether the screen is below `minimumScreen`.
    public var isTooSmall: Bool {
        screen.width < Self.minimumScreen.width || screen.height < Self.minimumScreen.height
    }

    /// A mouse event at a screen cell, in the viewport's terms (row 0 is the viewport's first).
    public static func viewportEvent(_ mouse: MouseEvent) -> MouseEvent {
        MouseEvent(mouse.kind, x: mouse.x, y: mouse.y - headerRows)
    }

    /// A mouse event in the viewport's terms, back at its screen cell.
    public static func screenEvent(_ mouse: MouseEvent) -> MouseEvent {
        MouseEvent(mouse.kind, x: mouse.x, y: mouse.y + headerRows)
    }
}
