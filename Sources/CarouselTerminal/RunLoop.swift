import CarouselKit
import CarouselSources
import CProcess
import SystemPackage

/// The interactive loop: wait → read input (and signals, file changes) → driver.
///
/// It sleeps in one place (`InputWaiter`) for exactly as long as the driver says nothing will
/// change (`nextWake`), or without limit when nothing will; it never polls at a fixed rate. The
/// driver brings the core up to each instant and decides when a frame is drawn.
struct RunLoop {
    private var driver: Driver<TerminalScreen, MonotonicClock, TerminalHost>
    /// The edges the loop waits on and acts on itself; the driver shows frames on `screen` and
    /// hands effects to a host made of `feedReads` and `sources`.
    private let curses: CursesScreen
    private let screen: TerminalScreen
    private let feedReads: FeedReads
    private let sources: SourceHost
    private let links = LinkOpener()
    /// The cards' pictures, decoded on the worker's thread; `nil` with pictures off.
    private var pictures: PictureFiles?
    private let signals: SignalFlags
    /// What the loop waits on besides the waiter's lasting descriptors, gathered again before
    /// every wait into the same array: running commands, opened links, the watches of the
    /// source files and of the pictures.
    private var others: [Int32] = []
    /// The feed file, reloaded by itself when it changes; `nil` for none.
    private let watchedFile: FilePath?
    /// The feed file's watch, made by `run` once the first frame is written.
    private var watcher: FeedWatcher?
    /// When to reload after the feed file changed (a short settle time after the last change).
    private var reloadDue: Instant?
    /// The files of the feed's file sources, watched like the feed.
    private var sourceFiles: SourceFileWatcher
    /// The folder source paths are relative to.
    private let sourceDirectory: String
    /// The feed revision `sourceFiles` was made for: a reload may name other files.
    private var sourceFilesRevision: Int
    private let clock = MonotonicClock()
    private var reader = InputReader()
    private(set) var statistics: RunStatistics
    /// The warnings about the feed the app started with, once it has loaded.
    private(set) var firstLoadWarnings: [String]
    /// The last feed given to the state, kept so that the text it shares with the state is freed
    /// on another thread when a new feed replaces it.
    private var shownFeed: PreparedFeed?

    /// A loop around a driver of `feed` on `curses`, drawing on `screen` (which a loop made before
    /// it for another width may have drawn on: `TerminalApp`).
    /// - Throws: `InvalidFeed` when the feed cannot be shown.
    init(
        feed: Feed, options: CarouselOptions, curses: CursesScreen, screen: TerminalScreen, feedReads: FeedReads,
        signals: SignalFlags, watchedFile: FilePath?, sourceDirectory: String, cache: SourceCache? = nil,
        firstLoadWarnings: [String] = [], pictures: PictureWorker? = nil
    ) throws(InvalidFeed) {
        let sources = SourceHost(directory: sourceDirectory, filesAnywhere: options.allowCommands, cache: cache)
        driver = try Driver(
            feed: feed, options: options, screen: screen, clock: MonotonicClock(),
            host: TerminalHost(
                feedReads: feedReads,
                processes: ProcessEffects(sources: sources, links: links, clock: MonotonicClock()), pictures: pictures))
        // Frames are all the app shows: a deadline that changes none is no reason to wake.
        driver.skipsWakesThatShowNothing = true
        self.pictures = pictures.map(PictureFiles.init)
        self.curses = curses
        self.screen = screen
        self.feedReads = feedReads
        self.sources = sources
        self.firstLoadWarnings = firstLoadWarnings
        self.sourceDirectory = sourceDirectory
        self.sourceFiles = SourceFileWatcher(
            SourceFileWatcher.Files(of: driver.state, directory: sourceDirectory), now: driver.state.now)
        self.sourceFilesRevision = driver.state.feedRevision
        self.signals = signals
        self.watchedFile = watchedFile
        self.statistics = RunStatistics(startedAt: driver.state.now)
        feedReads.prepare(for: driver.state.options, viewport: driver.state.size)
        showCachedPages()
    }

    /// Everything that holds the feed, left unfreed when the app ends (`TerminalApp.Remains`): a
    /// big feed is hundreds of thousands of frees (0.2 s for 100,000 sections) that the shell
    /// would wait for.
    var feedMemory: FeedMemory { FeedMemory(state: driver.state, shownFeed: shownFeed) }

    /// The state and the last feed given to it.
    struct FeedMemory: Sendable {
        let state: CarouselState
        let shownFeed: PreparedFeed?
    }

    /// Draws and writes the first frame on the screen the width question left clear, while the
    /// terminal answers it; the app makes another loop if the answer is not the one this loop
    /// was made for (`TerminalApp`).
    mutating func drawFirstFrame() {
        screen.startsOnClearScreen = true
        update(cause: .other)
    }

    /// Runs until a quit, a terminating signal or the end of input. Every source command still
    /// running is killed on the way out.
    mutating func run() -> Termination {
        defer {
            sources.killAll()
            screen.releasePictures()
        }
        // Made after the first frame is written, not on the way to it: the feed file's watch
        // (inotify, the file's folder and link resolved) and the epoll set are a dozen system
        // calls the first screen need not wait for. As before, a save between the feed's read
        // and the watch (now about 3 ms, 1.5 before) is seen at the next change of the file.
        watcher = watchedFile.map { FeedWatcher(path: $0, now: clock.now()) }
        let waiter = InputWaiter(
            inputDescriptor: 0, signalDescriptor: signals.wakeDescriptor, watchDescriptor: watcher?.descriptor,
            feedReadDescriptor: feedReads.descriptor, lasting: pictures.map { [$0.worker.descriptor] } ?? [])
        // Keys typed while the terminal was probed wait in curses' queue, not on the descriptor.
        let received = statistics.inputEvents
        if let termination = handleWaitingInput() { return termination }
        if driver.framesShown == 0 || statistics.inputEvents != received { update(cause: .other) }
        while true {
            gatherOthers()
            let wake = waiter.wait(timeout: timeout(from: clock.now()), others: others)
            statistics.wokeUp(at: clock.now())
            let moving = driver.state.isAnimating
            if wake.signal { signals.drain() }
            if let signal = signals.terminatingSignal { return .signal(signal) }
            if signals.takeSuspendRequest() { suspend() }
            if signals.takeContinued() { repaintAll() }
            if signals.takeResize() {
                curses.updateSizeFromTerminal()
                followTerminalSize()
            }
            if wake.input, let termination = handleWaitingInput() { return termination }
            if wake.inputEnded { return .endOfInput }
            if watcher?.takeChange(woken: wake.fileChanged, at: clock.now()) == true {
                reloadDue = clock.now() + FeedWatcher.settleTime
            }
            if let due = reloadDue, clock.now() >= due {
                reloadDue = nil
                feedReads.requestReload()
            }
            if wake.feedRead, let termination = takeFeedReads() { return termination }
            serviceSources(woken: wake.other)
            update(cause: FrameCause(wake: wake, moving: moving))
        }
    }

    private mutating func gatherOthers() {
        others.removeAll(keepingCapacity: true)
        others += sources.descriptors
        others += links.descriptors
        if let descriptor = sourceFiles.descriptor { others.append(descriptor) }
        pictures?.addDescriptors(to: &others)
    }

    /// Seconds until the next thing to do, or `nil` to sleep until input or a signal.
    ///
    /// Mutating only so that the driver is read in place: called on a copy of the loop, the
    /// driver's method (generic, in CarouselKit) would be handed a copy of the whole driver,
    /// once a frame.
    private mutating func timeout(from now: Instant) -> Double? {
        var deadline = driver.nextWake()
        func include(_ other: Instant?) {
            if let other { deadline = min(deadline ?? other, other) }
        }
        include(reloadDue)
        include(watcher?.nextCheck)
        include(sources.nextDeadline())
        include(sourceFiles.nextCheck)
        include(pictures?.nextCheck)
        return deadline.map { max(0, $0 - now) }
    }

    /// Hands the driver what the feed's reads delivered; a refusal of the first feed ends the loop.
    private mutating func takeFeedReads() -> Termination? {
        for event in feedReads.takeEvents() {
            switch event {
            case .firstPart(let preview):
                showFirstPart(preview)
            case .loaded(let feed, let prepared, let warnings, let isReload):
                if !isReload { firstLoadWarnings = warnings }
                show(feed, prepared: prepared, isReload: isReload)
            case .refused(let refusal, isReload: false):
                return .feedRefused(refusal)
            case .refused(let refusal, isReload: true):
                driver.send(.reloadFailed(refusal.firstProblem, details: refusal.problems))
            }
        }
        return nil
    }

    /// Shows the first sections of a feed still being read, and a section standing for the rest
    /// (`PreparedFeed.isFirstPart`: End there is kept until the rest arrives).
    mutating func showFirstPart(_ preview: Feed) {
        show(StandInFeed.firstPart(preview), prepared: nil, isReload: false, isFirstPart: true)
    }

    /// Shows a feed in place of the one shown (prepared here if the reader thread could not), and
    /// frees the one it replaces on another thread, which then trims the heap (reading freed more
    /// than the feed itself takes).
    private mutating func show(_ feed: Feed, prepared: PreparedFeed?, isReload: Bool, isFirstPart: Bool = false) {
        guard let prepared = prepared ?? (try? PreparedFeed(
            feed, options: driver.state.options, viewport: driver.state.size, isFirstPart: isFirstPart))
        else { return }
        let replaced = shownFeed
        shownFeed = prepared
        driver.send(.feedLoaded(prepared, isReload: isReload))
        showCachedPages()
        BackgroundRelease.release(consume replaced)
    }

    /// Shows the pages kept from an earlier session in the live sections that have none yet,
    /// before the next frame: the board is useful while its sources run.
    private mutating func showCachedPages() {
        for load in sources.cachedLoads(for: driver.state) { driver.send(.sourceCached(load)) }
    }

    /// Hands the driver the source runs that ended, the source files that changed and the
    /// pictures' answers and changes.
    private mutating func serviceSources(woken: Bool) {
        let now = clock.now()
        for load in sources.service(at: now) {
            driver.send(.sourceLoaded(load))
        }
        for outcome in links.service(at: now) {
            driver.send(.linkOpened(outcome))
        }
        for section in sourceFiles.takeChangedSections(woken: woken, at: now) {
            driver.send(.sourceChanged(section))
        }
        for event in pictures?.takeEvents(woken: woken, at: now, adopt: screen.adopt) ?? [] {
            driver.send(event)
        }
        screen.sixelPictures.prune { driver.state.picture(for: $0) != nil }
        if driver.state.feedRevision != sourceFilesRevision {
            sourceFilesRevision = driver.state.feedRevision
            let files = SourceFileWatcher.Files(of: driver.state, directory: sourceDirectory)
            if files != sourceFiles.files { sourceFiles = SourceFileWatcher(files, now: now) }
        }
    }

    /// Hands all input waiting to the driver, a batch at a time (`InputReader.batch`): a flood
    /// is read and handled batch by batch, never held whole.
    private mutating func handleWaitingInput() -> Termination? {
        repeat {
            let inputs = reader.readAll()
            statistics.received(inputs.count)
            for input in inputs {
                switch input {
                case .event(let event):
                    driver.send(event)
                    if driver.hasQuit { return .quit }
                case .suspend:
                    suspend()
                case .resize:
                    // curses' own echo of a resize already handled from SIGWINCH, or a real one.
                    followTerminalSize()
                }
            }
        } while reader.moreWaiting
        return nil
    }

    /// Lets the driver follow the terminal's size; a repaint of everything when it changed.
    private mutating func followTerminalSize() {
        guard curses.size != Renderer.screen(for: driver.state.size) else { return }
        screen.invalidate()
        driver.screenResized()
        feedReads.prepare(for: driver.state.options, viewport: driver.state.size)
    }

    /// Suspends (Ctrl-Z or SIGTSTP): terminal back to the shell, stop, and on SIGCONT take it
    /// again and repaint. The core pauses auto-advance meanwhile, so nothing catches up.
    private mutating func suspend() {
        driver.send(.suspended)
        curses.suspend { carousel_stop_self() }
        _ = signals.takeContinued()
        curses.updateSizeFromTerminal()
        followTerminalSize()
        repaintAll()
        driver.send(.resumed)
    }

    /// Forgets what the terminal shows, so the next frame rewrites every cell.
    private mutating func repaintAll() {
        screen.invalidate()
        driver.repaintAll()
    }

    /// The driver's update, timed and counted by `cause` for the statistics when it drew a frame.
    private mutating func update(cause: FrameCause) {
        let start = clock.now()
        let shownBefore = driver.framesShown
        driver.update()
        guard driver.framesShown > shownBefore else { return }
        let frame = screen.lastFrame
        statistics.drewFrame(
            cells: frame.cells, full: frame.full, at: start, duration: clock.now() - start, cause: cause)
    }
}
