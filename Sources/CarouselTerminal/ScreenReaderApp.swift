import CarouselKit
import CarouselPictures
import CarouselSources
import CProcess

/// The app for screen readers (`--screen-reader`): the same driver and core as the drawn app,
/// its screen silent, and what changed said in plain lines (`Announcer`) on a terminal in raw
/// mode (`PlainTerminal`). The feed is read before the terminal is taken, and again for `r`.
public struct ScreenReaderApp {
    private let options: CarouselOptions
    private let sourceDirectory: String
    private let cache: SourceCache?
    private let pictures: PictureResolver
    private let readFeed: FeedReadFunction

    /// - Parameters:
    ///   - sourceDirectory: Where live sections' commands run and their file paths start.
    ///   - cache: Where live sections' pages are kept for the next start; `nil` for nowhere.
    ///   - pictures: Where the pages' pictures are found: each is read on a worker thread, as in
    ///     the drawn app, so that a picture that cannot be shown is said, and why.
    ///   - readFeed: Reads and checks the feed: at start, and for `r`.
    public init(options: CarouselOptions, sourceDirectory: String, cache: SourceCache? = nil,
                pictures: PictureResolver = PictureResolver(embedded: [:]), readFeed: @escaping FeedReadFunction) {
        self.options = options
        self.sourceDirectory = sourceDirectory
        self.cache = cache
        self.pictures = pictures
        self.readFeed = readFeed
    }

    /// Runs until the user quits, a terminating signal arrives or input ends; the terminal's
    /// settings are put back on every way out.
    public func run() throws(TerminalUnavailable) -> TerminalApp.Ending {
        guard let signals = SignalFlags.install() else {
            throw TerminalUnavailable(reason: "signal handling could not be set up")
        }
        let feed: Feed, warnings: [String]
        switch readFeed(nil) {
        case .loaded(let loaded, let found): (feed, warnings) = (loaded, found)
        case .refused(let refusal): return .feedRefused(refusal)
        }
        let terminal = try PlainTerminal.take()
        defer { terminal.restore() }
        let clock = MonotonicClock()
        let sources = SourceHost(directory: sourceDirectory, filesAnywhere: options.allowCommands, cache: cache)
        defer { sources.killAll() }
        let links = LinkOpener()
        // Never too small: the layout only decides which sections count as in view.
        let size = terminal.size, least = Renderer.minimumScreen
        let screen = SilentScreen(
            size: Size(width: max(size.width, least.width), height: max(size.height, least.height)))
        let processes = ProcessEffects(sources: sources, links: links, clock: clock)
        let worker = options.pictures == .none ? nil : PictureWorker(resolver: pictures)
        var driver: ReaderDriver
        do throws(InvalidFeed) {
            let host = ReaderHost(readFeed: readFeed, options: options, processes: processes, pictures: worker)
            driver = try Driver(feed: feed, options: options, screen: screen, clock: clock, host: host)
        } catch {
            throw TerminalUnavailable(reason: "the feed cannot be shown: \(error)")
        }
        for load in sources.cachedLoads(for: driver.state) { driver.send(.sourceCached(load)) }
        terminal.say(Announcer.opening(driver.state))
        var loop = ReaderLoop(
            terminal: terminal, signals: signals, clock: clock, sources: sources, links: links,
            pictures: worker.map(PictureFiles.init))
        return .ended(status: loop.run(&driver).exitStatus, warnings: warnings)
    }
}

/// The screen-reader mode's loop: waits on the keys, the signals and the source commands, and
/// says what each event and each deadline changed.
private struct ReaderLoop {
    let terminal: PlainTerminal
    let signals: SignalFlags
    let clock: MonotonicClock
    let sources: SourceHost
    let links: LinkOpener
    /// The pictures' answers (what cannot be shown is said) and their files, watched.
    var pictures: PictureFiles?
    var decoder = PlainKeyDecoder()

    mutating func run(_ driver: inout ReaderDriver) -> Termination {
        let waiter = InputWaiter(
            inputDescriptor: 0, signalDescriptor: signals.wakeDescriptor, watchDescriptor: nil, feedReadDescriptor: -1,
            lasting: pictures.map { [$0.worker.descriptor] } ?? [])
        while true {
            let deadlines = [driver.nextWake(), sources.nextDeadline(), pictures?.nextCheck].compactMap { $0 }
            let timeout = deadlines.min().map { max(0, $0 - clock.now()) }
            var others = sources.descriptors + links.descriptors
            pictures?.addDescriptors(to: &others)
            let wake = waiter.wait(timeout: timeout, others: others)
            if wake.signal { signals.drain() }
            if let signal = signals.terminatingSignal { return .signal(signal) }
            if signals.takeSuspendRequest() { suspend(&driver) }
            _ = signals.takeResize()
            _ = signals.takeContinued()
            if wake.input {
                var inputs = decoder.decode(terminal.readAvailable())
                // An Esc alone, or the start of a sequence whose rest is on its way.
                if decoder.isWaiting {
                    let more = terminal.hasInput(within: 25)
                    inputs += more ? decoder.decode(terminal.readAvailable()) : decoder.finish()
                }
                for input in inputs {
                    switch input {
                    case .event(let event):
                        say(&driver) { $0.send(event) }
                        if driver.hasQuit { return .quit }
                    case .suspend: suspend(&driver)
                    case .resize: break
                    }
                }
            }
            if wake.inputEnded { return .endOfInput }
            for load in sources.service(at: clock.now()) { say(&driver) { $0.send(.sourceLoaded(load)) } }
            for outcome in links.service(at: clock.now()) { say(&driver) { $0.send(.linkOpened(outcome)) } }
            for event in pictures?.takeEvents(woken: wake.other, at: clock.now(), adopt: \.outcome) ?? [] {
                say(&driver) { $0.send(event) }
            }
            say(&driver) { $0.update() }
        }
    }

    /// Runs `change` on the driver and says what it changed.
    private func say(_ driver: inout ReaderDriver, _ change: (inout ReaderDriver) -> Void) {
        let before = driver.state
        change(&driver)
        terminal.say(Announcer.changes(from: before, to: driver.state))
    }

    /// Ctrl-Z or SIGTSTP: the terminal's settings back, stop, and raw keys again on SIGCONT.
    private func suspend(_ driver: inout ReaderDriver) {
        driver.send(.suspended)
        terminal.restore()
        carousel_stop_self()
        _ = signals.takeContinued()
        terminal.enterRawMode()
        driver.send(.resumed)
    }
}

/// The driver of the screen-reader mode.
typealias ReaderDriver = Driver<SilentScreen, MonotonicClock, ReaderHost>

/// The driver's screen in the screen-reader mode: frames are drawn (the driver's pacing and the
/// core stay as in the drawn app) and never shown.
struct SilentScreen: FrameScreen {
    let size: Size
    func show(_ frame: ScreenGrid, changes: [GridRun]) {}
}

/// Performs the core's effects in the screen-reader mode: `r` reads the feed again at once;
/// source runs and links as in the drawn app (`ProcessEffects`), pictures on the worker.
struct ReaderHost: DriverHost {
    let readFeed: FeedReadFunction
    /// The session's options, which the feed read again is prepared for.
    let options: CarouselOptions
    let processes: ProcessEffects
    let pictures: PictureWorker?

    func perform(_ effect: Effect) -> InputEvent? {
        if case .loadPicture(let request) = effect {
            pictures?.request(request)
            return nil
        }
        guard effect == .reloadFeed else { return processes.perform(effect) }
        switch readFeed(nil) {
        case .loaded(let feed, _):
            do throws(InvalidFeed) {
                return .feedLoaded(try PreparedFeed(feed, options: options), isReload: true)
            } catch {
                return .reloadFailed("\(error)")
            }
        case .refused(let refusal): return .reloadFailed(refusal.firstProblem, details: refusal.problems)
        }
    }
}
