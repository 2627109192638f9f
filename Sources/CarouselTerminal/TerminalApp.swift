import CarouselKit
import CarouselSources
import CNcursesw
import SystemPackage

/// The interactive app on a real terminal: starts curses, runs the loop, and always gives the
/// terminal back. Where the options do not know the ambiguous width (`AmbiguousWidth.Source.assumed`)
/// it asks the terminal before the first frame.
public struct TerminalApp {
    private let feed: Feed
    private let options: CarouselOptions
    private let statisticsPath: String?
    private let watchedFile: FilePath?
    private let reload: () -> InputEvent
    private let sourceDirectory: String

    /// - Parameters:
    ///   - statisticsPath: Where to write the run's statistics at exit (`CAROUSEL_STATS`).
    ///   - watchedFile: The feed file, reloaded by itself when it changes; `nil` for none.
    ///   - reload: Reads the feed again, for `r` and file changes: `.feedReloaded` or
    ///     `.reloadFailed`.
    ///   - sourceDirectory: Where live sections' commands run and their file paths start: the
    ///     feed file's folder.
    public init(
        feed: Feed, options: CarouselOptions, statisticsPath: String?, watchedFile: FilePath?,
        sourceDirectory: String, reload: @escaping () -> InputEvent
    ) {
        self.sourceDirectory = sourceDirectory
        self.feed = feed
        self.options = options
        self.statisticsPath = statisticsPath
        self.watchedFile = watchedFile
        self.reload = reload
    }

    /// Runs until the user quits, a terminating signal arrives or input ends.
    /// - Parameter term: The `TERM` variable, for messages.
    /// - Returns: The exit status: 0, or 128 + the signal's number.
    /// - Throws: `TerminalUnavailable` before touching the terminal when it cannot be used.
    public func run(term: String?) throws(TerminalUnavailable) -> Int32 {
        // Before curses starts, so that curses does not install handlers of its own.
        guard let signals = SignalFlags.install() else {
            throw TerminalUnavailable(reason: "signal handling could not be set up")
        }
        let screen = try CursesScreen.start(term: term)
        // Anything written to stderr now would vanish with the alternate screen.
        _ = carousel_capture_stderr()
        let options = screen.probeAmbiguousWidth(options)
        screen.prepare(for: options)
        let clock = MonotonicClock()
        let driver: Driver<TerminalScreen, MonotonicClock, TerminalHost>
        do throws(InvalidFeed) {
            driver = try Driver(
                feed: feed, options: options, screen: TerminalScreen(curses: screen), clock: clock,
                host: TerminalHost(reload: reload, sources: SourceHost(directory: sourceDirectory), clock: clock))
        } catch {
            screen.end()
            carousel_release_stderr()
            throw TerminalUnavailable(reason: "the feed cannot be shown: \(error)")
        }
        // Loading a big feed freed a parse tree larger than the feed itself: give it back.
        carousel_release_free_memory()
        let watcher = watchedFile.map { FeedWatcher(path: $0, now: clock.now()) }
        var loop = RunLoop(driver: driver, signals: signals, watcher: watcher, sourceDirectory: sourceDirectory)
        let termination = loop.run()
        screen.end()
        carousel_release_stderr()
        if let statisticsPath {
            loop.statistics.save(to: statisticsPath, endedAt: clock.now())
        }
        return termination.exitStatus
    }
}
