import ArgumentParser
import CarouselKit
import CarouselTerminal

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
        let environment = ProcessEnvironment.variables
        // First: the locale decides whether anything beyond ASCII can be drawn.
        let canDrawUnicode = PrintedText.localeIsUTF8
        let source = FeedSource(argument: options.feed)
        let overrides = options.overrides
        let feed: Feed
        do {
            let loaded = try source.loadFeed(overrides: overrides)
            // Written before the alternate screen: readable again once the app quits.
            StandardError.write(warnings: loaded.warnings)
            feed = loaded.feed
        } catch {
            error.report()
            throw error.exitCode
        }
        var carouselOptions = options.carouselOptions(environment: environment)
        if !canDrawUnicode { carouselOptions.ascii = true }
        let app = TerminalApp(
            feed: feed, options: carouselOptions, statisticsPath: environment["CAROUSEL_STATS"],
            watchedFile: source.path, sourceDirectory: source.directory,
            reload: {
                do throws(FeedSource.Failure) {
                    return .feedReloaded(try source.load(overrides: overrides))
                } catch {
                    return .reloadFailed(error.firstProblem, details: error.lines)
                }
            })
        let status: Int32
        do throws(TerminalUnavailable) {
            status = try app.run(term: environment["TERM"])
        } catch {
            StandardError.write("carousel: no usable terminal: \(error.reason).")
            StandardError.write("carousel: to print a screen without a terminal, use: carousel render --size 100x30 [FEED]")
            throw ExitStatus.noTerminal
        }
        if status != 0 { throw ExitCode(status) }
    }
}
