/// How the carousel behaves and looks, beyond what the feed says.
public struct CarouselOptions: Hashable, Sendable {
    /// Every move is instant (docs/behaviour.md §3.3 `--reduced-motion`).
    public var reducedMotion: Bool
    /// Draw only ASCII: borders, dots, arrows and the ellipsis (docs/behaviour.md §2 `--ascii`).
    public var ascii: Bool
    /// Use colours; without, a clean monochrome look of bold, dim and reverse.
    public var color: Bool
    /// The proportions of cards, gaps and peeks.
    public var metrics: LayoutMetrics
    /// Whether command sources may run (`--allow-commands`); without, a command section shows
    /// one card that names its command. File sources always load.
    public var allowCommands: Bool
    /// Which keys do what; the help overlay and the status line's hints are drawn from it.
    public var keyMap: KeyMap
    /// How wide the terminal draws East Asian Ambiguous characters (docs/text.md): every width
    /// is measured with it.
    public var ambiguousWidth: AmbiguousWidth
    /// How `ambiguousWidth` was chosen, for the help overlay.
    public var ambiguousWidthSource: AmbiguousWidth.Source
    /// The lines around cards and the help box (`--border`).
    public var border: BorderStyle
    /// How pictures are drawn in cards (`--images`): with `.none`, cards show their alt text.
    public var pictures: PictureMode
    /// How `pictures` was chosen, in a few words for the help overlay (`as set`, `auto`).
    public var picturesChosenBy: String
    /// The block symbols pictures are drawn with in cells (`--symbols`).
    public var symbols: SymbolSet

    /// Options with Carousel's defaults: animated, Unicode, in colour, standard metrics and keys,
    /// ambiguous characters one column wide, borders chosen for that width, pictures in quadrants.
    public init(
        reducedMotion: Bool = false, ascii: Bool = false, color: Bool = true, metrics: LayoutMetrics = .standard,
        keyMap: KeyMap = .standard, allowCommands: Bool = false,
        ambiguousWidth: AmbiguousWidth = .narrow, ambiguousWidthSource: AmbiguousWidth.Source = .option,
        border: BorderStyle = .auto, pictures: PictureMode = .symbols, picturesChosenBy: String = "",
        symbols: SymbolSet = .quadrant
    ) {
        self.pictures = pictures
        self.picturesChosenBy = picturesChosenBy
        self.symbols = symbols
        self.allowCommands = allowCommands
        self.reducedMotion = reducedMotion
        self.ascii = ascii
        self.color = color
        self.metrics = metrics
        self.keyMap = keyMap
        self.ambiguousWidth = ambiguousWidth
        self.ambiguousWidthSource = ambiguousWidthSource
        self.border = border
    }
}

extension CarouselOptions {
    /// Text from outside (a source, a reload's problems) made safe to draw, as the feed's own is.
    /// (On the options, not the state: a closure over the state would hold a second reference to
    /// its sections, and changing one section would copy them all.)
    func drawable(_ text: String) -> String {
        TerminalText.drawable(text, asciiOnly: ascii, ambiguous: ambiguousWidth)
    }
}
