import ArgumentParser
import CarouselKit
import CarouselSources
import CarouselTerminal

/// The options every way of showing a feed shares (the main command and `render`).
struct CarouselOptionGroup: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "A feed file (.yaml, .yml or .json). Default: \(ConfigFeed.description) when it exists, else the built-in feed.",
        valueName: "feed"))
    var feedArgument: String?

    // `.unconditional` reads `--interval -1` as the value -1 (refused with the allowed range)
    // rather than as an unknown option `-1`.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds each page is shown before auto-advance (above 0, at most 86400).", valueName: "S"),
        transform: CommandLineValue.positiveSeconds)
    var interval: Double? = nil

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds without input before paused auto-advance resumes (above 0, at most 86400).", valueName: "S"),
        transform: CommandLineValue.positiveSeconds)
    var resumeAfter: Double? = nil

    @Option(help: "After the last page: rewind (slide back), jump (show page 1 at once) or loop (slide on to page 1).")
    var wrap: WrapModeArgument?

    @Flag(help: "No section auto-advances.")
    var noAutoplay = false

    @Flag(help: "Every move is instant.")
    var reducedMotion = false

    @Flag(help: "Draw with ASCII only.")
    var ascii = false

    @Flag(help: "No colours (also when NO_COLOR is set).")
    var noColor = false

    @Flag(
        name: [.customLong("allow-commands"), .customShort("x")],
        help: ArgumentHelp(
            "Run the commands of live sections, and let file sources read outside the feed's folder (feeds can "
                + "come from anywhere: without this, a command section only names its command)."))
    var allowCommands = false

    @Flag(help: ArgumentHelp(
        "Neither show nor keep the last pages of live sections (kept in $XDG_CACHE_HOME/carousel, else "
            + "~/.cache/carousel, and shown at start until the sources have run again)."))
    var noCache = false

    @Option(help: ArgumentHelp(
        "Columns the terminal gives East Asian Ambiguous characters (box drawing, ● ○ …, arrows): "
            + "auto (ask the terminal; render: 1), 1 or 2. Default: $\(AmbiguousWidthArgument.variable), else auto.",
        valueName: "auto|1|2"))
    var ambiguousWidth: AmbiguousWidthArgument?

    @Option(help: "Lines around cards: auto (rounded, or ascii where ambiguous characters are two columns), rounded, ascii or none.")
    var border: BorderStyle?

    @Option(help: ArgumentHelp(
        "Card titles with a link as terminal hyperlinks (OSC 8): auto (in kitty, WezTerm, iTerm2, VTE 0.50 and later, "
            + "foot; not in tmux), always or never. render writes plain text either way.",
        valueName: "auto|always|never"))
    var hyperlinks: HyperlinkSetting = .auto

    @Option(help: ArgumentHelp(
        "How pictures are drawn: auto, kitty, sixel, symbols (block symbols in colour, in any terminal) or none "
            + "(the alt text). auto: kitty where the terminal answers its graphics query, else sixel where it "
            + "reports sixel, else symbols; symbols inside tmux. Default: $\(ImagesArgument.variable), else auto.",
        valueName: "mode"))
    var images: ImagesArgument?

    @Option(help: ArgumentHelp(
        "Block symbols pictures are drawn with in cells: half (▀ ▄, in any font), quadrant (2 × 2 pixels a cell, "
            + "in every common monospace font) or sextant (2 × 3, drawn by kitty, WezTerm and foot; elsewhere "
            + "only with a font that has them). Default: $\(ShowSettings.symbolsVariable), else sextant in kitty, "
            + "WezTerm and foot, quadrant elsewhere.",
        valueName: "half|quadrant|sextant"))
    var symbols: SymbolSet?

    @Flag(help: ArgumentHelp(
        "Plain lines of text for screen readers instead of a drawn screen (also $\(ShowSettings.screenReaderVariable)=1).",
        discussion: "Auto-advance is off in this mode but where the feed says autoplay: true, or with --autoplay."
    ))
    var screenReader = false

    @Flag(help: "With --screen-reader: let every section auto-advance (each change is said).")
    var autoplay = false

    @Flag(help: ArgumentHelp("Show the built-in feed, also where \(ConfigFeed.description) exists."))
    var demo = false

    /// The values given, for the commands that show a feed.
    var settings: ShowSettings {
        ShowSettings(
            feedArgument: feedArgument, interval: interval, resumeAfter: resumeAfter, wrap: wrap?.mode,
            noAutoplay: noAutoplay, reducedMotion: reducedMotion, ascii: ascii, noColor: noColor,
            allowCommands: allowCommands, noCache: noCache, ambiguousWidth: ambiguousWidth, border: border,
            hyperlinks: hyperlinks, images: images, symbols: symbols, screenReader: screenReader, autoplay: autoplay,
            demo: demo)
    }

    func validate() throws {
        do {
            try settings.validate(environment: ProcessEnvironment())
        } catch {
            throw ValidationError(error.message)
        }
    }
}

/// `--wrap`, with its allowed values listed in `--help` and in the error for a bad one.
struct WrapModeArgument: ExpressibleByArgument {
    let mode: WrapMode

    init?(argument: String) {
        guard let mode = WrapMode(rawValue: argument) else { return nil }
        self.mode = mode
    }

    static var allValueStrings: [String] { WrapMode.allCases.map(\.rawValue) }
}

/// `--ambiguous-width` and `CAROUSEL_AMBIGUOUS_WIDTH`: `auto`, `1` or `2`.
enum AmbiguousWidthArgument: String, ExpressibleByArgument, CaseIterable {
    case auto
    case one = "1"
    case two = "2"

    static let variable = "CAROUSEL_AMBIGUOUS_WIDTH"

    /// The width given, or `nil` for `auto`.
    var width: AmbiguousWidth? {
        switch self {
        case .auto: return nil
        case .one: return .narrow
        case .two: return .wide
        }
    }
}

/// `--images` and `CAROUSEL_IMAGES`: how pictures are drawn.
enum ImagesArgument: String, ExpressibleByArgument, CaseIterable {
    case auto, kitty, sixel, symbols, none

    static let variable = "CAROUSEL_IMAGES"

    /// The mode asked for: `auto` is symbols until the terminal is asked (`picturesChosenBy`
    /// says "auto"), and where none can be asked (`render`).
    var mode: PictureMode {
        PictureMode(rawValue: rawValue) ?? .symbols
    }
}

/// `--hyperlinks`: its values are its raw values.
extension HyperlinkSetting: ExpressibleByArgument {}

/// `--border`: its values are its raw values, listed in `--help` and in the error for a bad one.
extension BorderStyle: ExpressibleByArgument {}

/// `--symbols`: its values are its raw values, listed in `--help` and in the error for a bad one.
extension SymbolSet: ExpressibleByArgument {}
