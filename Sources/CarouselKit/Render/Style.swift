/// How a cell is drawn: colours and attributes, independent of any terminal library.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    /// The terminal's eight basic colours, "whatever the terminal uses by default", and the
    /// 256-colour palette that text's own colours use (a source's `colors: true`).
    public enum Color: Hashable, Sendable {
        case `default`, black, red, green, yellow, blue, magenta, cyan, white
        /// An entry of the xterm 256-colour palette: 8–15 the bright colours, 16–231 a 6×6×6
        /// cube, 232–255 greys (0–7 are the basic cases above; see `palette(_:)`). 24-bit
        /// colours are kept as their nearest entry (`nearest(red:green:blue:)`): ncurses draws
        /// palette colours, and a cell stays a small plain value.
        case palette(UInt8)
    }

    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let reverse = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let italic = Attributes(rawValue: 1 << 4)
    }
}
