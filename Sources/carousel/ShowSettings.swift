import CarouselKit
import CarouselSources
import CarouselTerminal

/// What the options every way of showing a feed shares (`CarouselOptionGroup`: the main command
/// and `render`) decide, as plain values, so that the common command line can reach them without
/// ArgumentParser (`QuickCommandLine`).
struct ShowSettings: Equatable {
    var feedArgument: String?
    var interval: Double?
    var resumeAfter: Double?
    var wrap: WrapMode?
    var noAutoplay = false
    var reducedMotion = false
    var ascii = false
    var noColor = false
    var allowCommands = false
    var noCache = false
    var ambiguousWidth: AmbiguousWidthArgument?
    var border: BorderStyle?
    var hyperlinks: HyperlinkSetting = .auto
    var images: ImagesArgument?
    var symbols: SymbolSet?
    var screenReader = false
    var autoplay = false
    var demo = false

    /// A setting the environment gives that is not one of its values.
    struct Refused: Error {
        var message: String
    }

    static let screenReaderVariable = "CAROUSEL_SCREEN_READER"
    static let symbolsVariable = "CAROUSEL_SYMBOLS"

    /// The feed to show: the one named, else the user's own (`ConfigFeed`) when it exists;
    /// `nil` for the built-in feed.
    var feed: String? {
        demo ? nil : feedArgument ?? ConfigFeed.existingPath(environment: ProcessEnvironment())
    }

    /// Refuses what the environment sets wrongly, before anything is shown.
    func validate(environment: some EnvironmentVariables) throws(Refused) {
        if let feedArgument {
            if demo { throw Refused(message: "--demo shows the built-in feed; leave out \(feedArgument) or --demo") }
            if let command = MisspeltCommand.suggestion(for: feedArgument) {
                throw Refused(message: "no feed file or command \(feedArgument); did you mean `carousel \(command)`?")
            }
        }
        _ = try ambiguousWidthSetting(environment: environment)
        _ = try imagesSetting(environment: environment)
        _ = try symbolsSetting(environment: environment)
    }

    /// Where live sections' pages are kept between sessions: `nil` with `--no-cache`, for the
    /// built-in feed, and when neither `XDG_CACHE_HOME` nor `HOME` is an absolute path.
    func sourceCache(for source: FeedSource, environment: some EnvironmentVariables) -> SourceCache? {
        guard !noCache, let path = source.path, let folder = SourceCache.folderPath(environment: environment) else {
            return nil
        }
        return SourceCache(folder: folder, feedPath: path.string)
    }

    /// `--screen-reader`, or `CAROUSEL_SCREEN_READER=1`.
    func isScreenReader(environment: some EnvironmentVariables) -> Bool {
        screenReader || environment[Self.screenReaderVariable] == "1"
    }

    /// `--images`, else `CAROUSEL_IMAGES`, else `auto`.
    func imagesSetting(environment: some EnvironmentVariables) throws(Refused) -> ImagesArgument {
        if let images { return images }
        guard let value = environment[ImagesArgument.variable], !value.isEmpty else { return .auto }
        guard let setting = ImagesArgument(rawValue: value) else {
            throw Refused(message: "\(ImagesArgument.variable)=\(value) is not a way to draw pictures; expected "
                + ImagesArgument.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return setting
    }

    /// `--symbols`, else `CAROUSEL_SYMBOLS`, else what the terminal draws (`TerminalSymbols`).
    func symbolsSetting(environment: some EnvironmentVariables) throws(Refused) -> SymbolSet {
        if let symbols { return symbols }
        guard let value = environment[Self.symbolsVariable], !value.isEmpty else {
            return TerminalSymbols.standard(environment: environment)
        }
        guard let setting = SymbolSet(rawValue: value) else {
            throw Refused(message: "\(Self.symbolsVariable)=\(value) is not a set of symbols; expected "
                + SymbolSet.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return setting
    }

    /// `--ambiguous-width`, else `CAROUSEL_AMBIGUOUS_WIDTH`, else `auto`.
    func ambiguousWidthSetting(environment: some EnvironmentVariables) throws(Refused) -> AmbiguousWidthArgument {
        if let ambiguousWidth { return ambiguousWidth }
        guard let value = environment[AmbiguousWidthArgument.variable], !value.isEmpty else { return .auto }
        guard let setting = AmbiguousWidthArgument(rawValue: value) else {
            throw Refused(message: "\(AmbiguousWidthArgument.variable)=\(value) is not a width; expected auto, 1 or 2")
        }
        return setting
    }

    /// The command line's settings for the feed; in the screen-reader mode only the sections the
    /// feed asks to turn (`autoplay: true`) auto-advance, unless `--autoplay` lets them all.
    var overrides: FeedOverrides {
        let quiet = isScreenReader(environment: ProcessEnvironment()) && !autoplay
        return FeedOverrides(
            interval: interval, resumeAfter: resumeAfter, wrap: wrap, disableAutoplay: noAutoplay,
            autoplayOnlyWhereAsked: quiet)
    }

    /// The options, with the ambiguous width as given or, for `auto`, one column assumed until
    /// the terminal says otherwise.
    func carouselOptions(environment: some EnvironmentVariables) -> CarouselOptions {
        let given = (try? ambiguousWidthSetting(environment: environment))?.width
        let images = (try? imagesSetting(environment: environment)) ?? .auto
        let symbols = (try? symbolsSetting(environment: environment)) ?? TerminalSymbols.standard(environment: environment)
        return CarouselOptions(
            // Nothing slides for a screen reader: a page is said once, where it lands.
            reducedMotion: reducedMotion || isScreenReader(environment: environment), ascii: ascii,
            color: !noColor && (environment["NO_COLOR"] ?? "").isEmpty, allowCommands: allowCommands,
            ambiguousWidth: given ?? .narrow, ambiguousWidthSource: given == nil ? .assumed : .option,
            border: border ?? .auto, pictures: images.mode,
            picturesChosenBy: images == .auto ? "auto"
                : images.mode.rawValue == images.rawValue ? "as set" : "for \(images)",
            symbols: symbols)
    }
}
