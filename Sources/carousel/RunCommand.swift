import ArgumentParser
import CarouselFeed
import CarouselKit
import CarouselTerminal
import CarouselSources

/// `carousel [FEED]`: the interactive app.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show a feed in the terminal (the default command).",
        discussion: """
            Needs a terminal on stdin and stdout and a TERM that can move the cursor; without \
            one it exits with code 69 (use `carousel render` instead). With CAROUSEL_STATS=FILE \
            it writes frame and wake-up counts to FILE at exit.
            """,
        shouldDisplay: false
    )

    @OptionGroup var options: CarouselOptionGroup

    func run() throws {
        try Self.show(options.settings)
    }

    /// Shows the feed the settings name until the user quits, then ends the process with the
    /// app's exit status; throws for an exit status of its own (no terminal, a refused feed).
    static func show(_ options: ShowSettings) throws {
        let environment = ProcessEnvironment()
        // First: the locale decides whether anything beyond ASCII can be drawn.
        let canDrawUnicode = PrintedText.localeIsUTF8
        let source = FeedSource(argument: options.feed)
        let overrides = options.overrides
        var carouselOptions = options.carouselOptions(environment: environment)
        if !canDrawUnicode { carouselOptions.ascii = true }
        let readFeed: FeedReadFunction = { show in
            do throws(FeedSource.Failure) {
                let loaded = try source.readFeed(overrides: overrides, preview: show.map { FeedPreview(deliver: $0) })
                return .loaded(loaded.feed, warnings: loaded.warnings.map(StandardError.line(for:)))
            } catch {
                return .refused(error.refusal)
            }
        }
        let cache = options.sourceCache(for: source, environment: environment)
        // The feed is read on the app's reader thread, at start and for every reload.
        let app = TerminalApp(
            name: source.name, options: carouselOptions, statisticsPath: environment["CAROUSEL_STATS"],
            watchedFile: source.path, sourceDirectory: source.directory, cache: cache,
            hyperlinks: options.hyperlinks.isOn(environment: environment),
            pictures: source.pictures(allowOutside: carouselOptions.allowCommands), feedIsSmall: source.isSmall,
            readFeed: readFeed)
        let ending: TerminalApp.Ending
        do throws(TerminalUnavailable) {
            if options.isScreenReader(environment: environment) {
                let reader = ScreenReaderApp(
                    options: carouselOptions, sourceDirectory: source.directory, cache: cache,
                    pictures: source.pictures(allowOutside: carouselOptions.allowCommands), readFeed: readFeed)
                ending = try reader.run()
            } else {
                ending = try app.run(term: environment["TERM"])
            }
        } catch {
            StandardError.write("carousel: no usable terminal: \(error.reason).")
            StandardError.write(
                "carousel: to print a screen without a terminal, use: carousel render --size 100x30 [FEED]")
            throw ExitStatus.noTerminal
        }
        switch ending {
        case .ended(let status, let warnings, let remains):
            // After the alternate screen, where they stay readable.
            StandardError.write(warningLines: warnings)
            // The process ends holding what the app left (`TerminalApp.Remains`), unfreed.
            withExtendedLifetime(remains) { exitProcess(status) }
        case .feedRefused(let refusal):
            for line in refusal.problems { StandardError.write("carousel: \(line)") }
            throw ExitCode(refusal.exitStatus)
        }
    }
}
