#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CarouselPictures
import CarouselSources
import CProcess
import SystemPackage

/// The interactive app on a real terminal: reads the feed on the reader thread, starts curses,
/// runs the loop, and always gives the terminal back. Where the options do not know the
/// ambiguous width (`AmbiguousWidth.Source.assumed`) it asks the terminal before the first frame.
public struct TerminalApp {
    private let name: String
    private let options: CarouselOptions
    private let statisticsPath: String?
    private let watchedFile: FilePath?
    private let readFeed: FeedReadFunction
    private let sourceDirectory: String
    private let hyperlinks: Bool
    private let cache: SourceCache?
    private let pictures: PictureResolver
    private let feedIsSmall: Bool

    /// A feed that loads within this time is shown at once, without a `Loading…` screen, and
    /// one that is refused this quickly never touches the terminal. Short enough that a slower
    /// feed's `Loading…` screen is up within 50 ms of the start.
    static let quietStart = 0.01

    /// - Parameters:
    ///   - name: The feed's name (its path as given), for the `Loading…` screen.
    ///   - statisticsPath: Where to write the run's statistics at exit (`CAROUSEL_STATS`).
    ///   - watchedFile: The feed file, reloaded by itself when it changes; `nil` for none.
    ///   - sourceDirectory: Where live sections' commands run and their file paths start: the
    ///     feed file's folder.
    ///   - cache: Where live sections' pages are kept, to be shown at the next start before
    ///     their sources run again; `nil` for nowhere (`--no-cache`).
    ///   - hyperlinks: Whether card titles with a link are OSC 8 hyperlinks (`HyperlinkSetting`).
    ///   - pictures: Where the pages' pictures are found, decoded on a worker thread.
    ///   - feedIsSmall: Whether the feed reads in a moment (`FeedSource.isSmall`): the first read
    ///     then runs on the app's own thread, before the terminal check.
    ///   - readFeed: Reads and checks the feed, on the reader thread: at start, and for `r` and
    ///     file changes.
    public init(
        name: String, options: CarouselOptions, statisticsPath: String?, watchedFile: FilePath?,
        sourceDirectory: String, cache: SourceCache? = nil, hyperlinks: Bool = false,
        pictures: PictureResolver = PictureResolver(embedded: [:]), feedIsSmall: Bool = false,
        readFeed: @escaping FeedReadFunction
    ) {
        self.feedIsSmall = feedIsSmall
        self.pictures = pictures
        self.cache = cache
        self.hyperlinks = hyperlinks
        self.name = name
        self.options = options
        self.statisticsPath = statisticsPath
        self.watchedFile = watchedFile
        self.sourceDirectory = sourceDirectory
        self.readFeed = readFeed
    }

    /// How the app ended.
    public enum Ending: Sendable {
        /// It ran and ended with this exit status (0, or 128 + a signal's number); the warnings
        /// about the feed it loaded at start, for standard error now that the terminal is back;
        /// and what it still holds, for the process to end with.
        case ended(status: Int32, warnings: [String], remains: Remains = .nothing)
        /// The feed it started with cannot be shown; the terminal is given back (or was never
        /// taken, when that was found at once).
        case feedRefused(FeedRefusal)
    }

    /// What an ended app still holds, its state and feed, handed to the caller rather than freed:
    /// the process ends next and takes it along. Freeing a big feed is hundreds of thousands of
    /// frees, and even a small one cost every exit a thread to free it and trim the heap.
    public struct Remains: Sendable {
        fileprivate let memory: RunLoop.FeedMemory?

        public static let nothing = Remains(memory: nil)
    }

    /// Runs until the user quits, a terminating signal arrives or input ends.
    /// - Parameter term: The `TERM` variable, for messages.
    /// - Throws: `TerminalUnavailable` before touching the terminal when it cannot be used (and
    ///   the feed can: otherwise its refusal wins, as before the terminal was looked at).
    public func run(term: String?) throws(TerminalUnavailable) -> Ending {
        // Before curses starts, so that curses does not install handlers of its own.
        guard let signals = SignalFlags.install() else {
            throw TerminalUnavailable(reason: "signal handling could not be set up")
        }
        // A small feed is read here, a bigger one on the reader thread. Not on a thread of its
        // own for a small feed: making, scheduling and ending one cost more than the 0.2 M
        // instructions it took off this thread (docs/terminal.md). The terminal is only checked
        // and written to once the feed is known to be showable: a refused feed's message wins.
        guard let feedReads = FeedReads(readFeed: readFeed, firstHere: feedIsSmall) else {
            throw TerminalUnavailable(reason: "no file descriptor is left for loading the feed")
        }
        var start = Start(name: name)
        start.take(feedReads.waitForFirst(seconds: Self.quietStart, signals: signals))
        if let refusal = start.refusal { return .feedRefused(refusal) }
        if let signal = signals.terminatingSignal {
            return .ended(status: Termination.signal(signal).exitStatus, warnings: [])
        }
        let screen: CursesScreen
        do throws(TerminalUnavailable) {
            try TerminalUnavailable.check(term: term)
            screen = try CursesScreen.start(term: term)
        } catch {
            start.take(feedReads.waitForFirst(seconds: nil, signals: signals))
            if let refusal = start.refusal { return .feedRefused(refusal) }
            throw error
        }
        screen.capabilities.hyperlinks = hyperlinks
        // Anything written to stderr now would vanish with the alternate screen.
        _ = carousel_capture_stderr()
        // The width question travels while the loop is made and its first frame drawn and written
        // for the likeliest reply (one column); the loop is made again in the rare case of
        // another. Where the terminal is asked about graphics too, the width's reply is heard
        // first: the graphics question would read it.
        let feedHasPictures = start.feed.sections.contains { $0.pages.contains { $0.image != nil } }
        let picturesPlan = screen.planPictures(
            options, environment: getenv("TMUX").map { String(cString: $0) }, feedHasPictures: feedHasPictures)
        var widthQuestion = screen.askAmbiguousWidth(options)
        var options = options
        if let question = widthQuestion, picturesPlan.asksTerminal {
            options = AmbiguousWidthProbe.options(options, replied: question.answer())
            widthQuestion = nil
        }
        let chosen: (options: CarouselOptions, graphics: GraphicsChoice) = screen.choosePictures(
            widthQuestion == nil ? options : AmbiguousWidthProbe.options(options, replied: .narrow),
            plan: picturesPlan)
        let clock = MonotonicClock()
        let pictureWorker = chosen.options.pictures == .none
            ? nil : PictureWorker(
                resolver: pictures, cellPixels: chosen.graphics.cellPixels, colorRegisters: chosen.graphics.colorRegisters)
        // One screen for the loop and for one made again after the width's reply: what the first
        // frame wrote is known to the second.
        let frameScreen = TerminalScreen(curses: screen, kittyPassthrough: chosen.graphics.passthrough)
        func makeLoop(_ options: CarouselOptions) throws(TerminalUnavailable) -> RunLoop {
            do throws(InvalidFeed) {
                var loop = try RunLoop(
                    feed: start.feed, options: options, curses: screen, screen: frameScreen, feedReads: feedReads,
                    signals: signals, watchedFile: watchedFile, sourceDirectory: sourceDirectory, cache: cache,
                    firstLoadWarnings: start.warnings, pictures: pictureWorker)
                if let preview = start.firstPart { loop.showFirstPart(preview) }
                return loop
            } catch {
                screen.end()
                carousel_release_stderr()
                throw TerminalUnavailable(reason: "the feed cannot be shown: \(error)")
            }
        }
        var loop = try makeLoop(chosen.options)
        if let question = widthQuestion {
            loop.drawFirstFrame()
            let replied = AmbiguousWidthProbe.options(chosen.options, replied: question.answer())
            if replied != chosen.options {
                // Another width moves every row: the frame the terminal drew with it is cleared
                // first. No reply leaves one column, assumed: the same cells, written over.
                if replied.ambiguousWidth != chosen.options.ambiguousWidth { frameScreen.invalidate() }
                loop = try makeLoop(replied)
            }
        }
        let termination = loop.run()
        screen.end()
        carousel_release_stderr()
        if let statisticsPath {
            loop.statistics.save(to: statisticsPath, endedAt: clock.now())
        }
        let warnings = loop.firstLoadWarnings
        let remains = Remains(memory: loop.feedMemory)
        _ = consume loop
        if case .feedRefused(let refusal) = termination { return .feedRefused(refusal) }
        return .ended(status: termination.exitStatus, warnings: warnings, remains: remains)
    }

    /// What the first read gave before the terminal was taken: the feed to start with.
    private struct Start {
        var feed: Feed
        /// The first part of a big feed, when that is all that came: shown as a first part (End
        /// on it is kept until the rest arrives), over the `Loading…` stand-in in `feed`.
        var firstPart: Feed?
        var warnings: [String] = []
        var refusal: FeedRefusal?

        init(name: String) {
            feed = StandInFeed.loading(name: name)
        }

        mutating func take(_ events: [FeedReads.Event]) {
            for event in events {
                switch event {
                case .firstPart(let preview): firstPart = preview
                case .loaded(let loaded, _, let found, _):
                    feed = loaded
                    firstPart = nil
                    warnings = found
                case .refused(let refused, _): refusal = refused
                }
            }
        }
    }
}
