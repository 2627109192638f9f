/// How a cell is drawn: colours and attributes, independent of any terminal library.
///
/// Its colours are kept as two 16-bit codes (`Color.Code`), so that a style is five bytes and a
/// cell 24: every frame copies and compares every cell, and a cell of 24-bit colours would make
/// every frame of every feed dearer. A `.rgb` colour is kept at 5 bits a channel.
public struct Style: Hashable, Sendable {
    private var foregroundCode: Color.Code
    private var backgroundCode: Color.Code
    /// Bold, dim, reverse, underline, italic.
    public var attributes: Attributes

    /// A style; the defaults leave the terminal's own colours.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        foregroundCode = Color.Code(foreground)
        backgroundCode = Color.Code(background)
        self.attributes = attributes
    }

    /// The colour of the text.
    public var foreground: Color {
        get { foregroundCode.color }
        set { foregroundCode = Color.Code(newValue) }
    }

    /// The colour behind it.
    public var background: Color {
        get { backgroundCode.color }
        set { backgroundCode = Color.Code(newValue) }
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// The terminal's eight basic colours, "whatever the terminal uses by default", and the
    /// 256-colour palette that text's own colours use (a source's `colors: true`).
    public enum Color: Hashable, Sendable {
        /// The terminal's own foreground or background colour.
        case `default`
        /// ANSI colour 0.
        case black
        /// ANSI colour 1.
        case red
        /// ANSI colour 2.
        case green
        /// ANSI colour 3.
        case yellow
        /// ANSI colour 4.
        case blue
        /// ANSI colour 5.
        case magenta
        /// ANSI colour 6.
        case cyan
        /// ANSI colour 7.
        case white
        /// An entry of the xterm 256-colour palette: 8–15 the bright colours, 16–231 a 6×6×6
        /// cube, 232–255 greys (0–7 are the basic cases above; see `palette(_:)`).
        case palette(UInt8)
        /// A colour of its own (a picture's): drawn as it is where the terminal has 24-bit colour,
        /// else as the nearest palette entry it has (`nearest(red:green:blue:)`). A style keeps
        /// 5 bits of each channel (32 levels, more than a half block of a picture shows), so a
        /// style given `rgb(red: 128, …)` draws `rgb(red: 132, …)`, as does one given 130.
        case rgb(red: UInt8, green: UInt8, blue: UInt8)
    }

    /// Text attributes, any combination of them.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// One bit per attribute.
        public let rawValue: UInt8
        /// The attributes whose bits are set in `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Heavier text.
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Fainter text.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Foreground and background swapped.
        public static let reverse = Attributes(rawValue: 1 << 2)
        /// Underlined text.
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Slanted text, where the terminal has it.
        public static let italic = Attributes(rawValue: 1 << 4)
    }
}
