import ArgumentParser
import CarouselKit

/// The options every way of showing a feed shares (the main command and `render`).
struct CarouselOptionGroup: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "A feed file (.yaml, .yml or .json). Default: \(ConfigFeed.description) when it exists, else the built-in feed.",
        valueName: "feed"))
    var feedArgument: String?

    /// The feed to show: the one named, else the user's own (`ConfigFeed`) when it exists;
    /// `nil` for the built-in feed.
    var feed: String? {
        feedArgument ?? ConfigFeed.existingPath(environment: ProcessEnvironment.variables)
    }

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
        help: "Run the commands of live sections (feeds can come from anywhere: without this, a command section only names its command).")
    var allowCommands = false

    var overrides: FeedOverrides {
        FeedOverrides(interval: interval, resumeAfter: resumeAfter, wrap: wrap?.mode, disableAutoplay: noAutoplay)
    }

    func carouselOptions(environment: [String: String]) -> CarouselOptions {
        CarouselOptions(
            reducedMotion: reducedMotion, ascii: ascii,
            color: !noColor && (environment["NO_COLOR"] ?? "").isEmpty, allowCommands: allowCommands)
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
