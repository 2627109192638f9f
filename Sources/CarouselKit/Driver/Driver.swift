/// Runs a `CarouselState` against a clock and a screen: brings the state through every deadline
/// up to now, performs the effects it asks for, and draws a frame when something visible changed
/// — at most 60 a second while something moves, none at all while nothing does.
///
/// The terminal's run loop and the simulation (`carousel render`, the tests) are both this
/// driver; they differ only in their clock, their screen and their host. The run loop waits on
/// its own file descriptors and timers and tells the driver what happened; `nextWake()` says how
/// long it may sleep.
///
/// Events given to the driver are in screen terms: `.resize` carries the whole screen's size and
/// mouse positions count from its top-left corner; the driver maps them onto the feed's viewport
/// (`ScreenLayout`).
public struct Driver<Screen: FrameScreen, Clock: DriverClock, Host: DriverHost> {
    /// The carousel being driven, as of the last event or update.
    public private(set) var state: CarouselState
    /// Where frames are shown.
    public var screen: Screen
    /// Where the driver reads the time for each event and update.
    public let clock: Clock
    /// Performs the effects the core asks for, such as reading the feed again.
    public var host: Host
    /// Whether a quitting input ended the session; later events are ignored.
    public private(set) var hasQuit = false
    /// The frames sent to the screen.
    public private(set) var framesShown = 0
    /// The frames considered but skipped because nothing visible had changed.
    public private(set) var framesSkipped = 0

    private let renderer: Renderer
    private var pacer = FramePacer()
    /// What the screen shows now; `nil` forces the next frame to write every cell.
    private var shown: ScreenGrid?
    /// What `shown` shows, part by part: a frame with the same parts is skipped.
    private var shownParts: Renderer.Parts?
    /// The grid rendered into, kept between frames: the renderer draws again only the parts of
    /// it that changed (`Renderer.update`), and only their rows are compared with `shown`.
    private var next: ScreenGrid
    /// What `next` holds, part by part (`nil` before the first frame).
    private var drawn: Renderer.Parts?
    /// The pictures the screen shows in pixels (`--images sixel`): a card coming to rest changes
    /// them, and nothing else on screen, so they count as much as the parts in what changed.
    private var shownPictures: [PicturePlacement] = []

    /// - Parameters:
    ///   - feed: The feed to show.
    ///   - options: How it behaves and looks.
    ///   - screen: Where frames are shown; the state is sized to its viewport.
    ///   - clock: Where the driver reads the time; the carousel starts at its instant now.
    ///   - host: Performs the effects the core asks for.
    ///   - renderer: Draws the screen; give one with your own theme or glyphs.
    /// - Throws: `InvalidFeed` for a feed without sections or with a section without pages.
    public init(
        feed: Feed, options: CarouselOptions = .init(), screen: Screen, clock: Clock, host: Host,
        renderer: Renderer = Renderer()
    ) throws(InvalidFeed) {
        let state = try CarouselState(
            feed: feed, options: options, size: ScreenLayout(screen: screen.size).viewportSize, now: clock.now())
        self.init(state: state, screen: screen, clock: clock, host: host, renderer: renderer)
    }

    /// Drives an existing state (sized to `screen`'s viewport).
    public init(state: CarouselState, screen: Screen, clock: Clock, host: Host, renderer: Renderer = Renderer()) {
        self.state = state
        self.screen = screen
        self.clock = clock
        self.host = host
        self.renderer = renderer
        self.next = ScreenGrid(size: screen.size)
    }

    /// Hands an event to the core at the clock's instant and performs what it asks for.
    public mutating func send(_ event: InputEvent) {
        guard !hasQuit else { return }
        let event = Self.viewportEvent(event)
        let now = clock.now()
        var effect = state.handle(event, at: now)
        while let asked = effect {
            if asked == .quit {
                hasQuit = true
                return
            }
            effect = host.perform(asked).flatMap { state.handle($0, at: now) }
        }
        startDueSources()
    }

    /// Hands the host every source run the loader allows now, then every picture the cards in
    /// view want; a host that answers at once (a file read, `render`) has its answer applied
    /// before the next run may start.
    private mutating func startDueSources() {
        while let run = state.startSourceRun() {
            guard let answer = host.perform(.runSource(run)) else { continue }
            _ = state.handle(answer, at: state.now)
        }
        while let picture = state.startPictureLoad() {
            guard let answer = host.perform(.loadPicture(picture)) else { continue }
            _ = state.handle(answer, at: state.now)
        }
    }

    /// Brings the state up to the clock's instant and shows a frame when one is due and
    /// something visible changed.
    public mutating func update() {
        let now = clock.now()
        state.advance(to: now)
        startDueSources()
        guard pacer.takeSlot(at: now) else { return }
        draw()
    }

    /// Brings the state up to the clock's instant and shows its frame now, whatever the frame
    /// rate: for a host that shows only the last frame of a stretch of time.
    public mutating func updateNow() {
        state.advance(to: clock.now())
        startDueSources()
        draw()
    }

    /// Shows the state's frame when something visible changed since the last one.
    private mutating func draw() {
        let parts = renderer.parts(of: state)
        let pictures = Self.pixelPictures(of: state)
        let partsChanged = shown == nil || parts != shownParts
        guard partsChanged || pictures != shownPictures else {
            framesSkipped += 1
            return
        }
        guard partsChanged else {
            drawPictures(pictures, changes: [])
            return
        }
        shownParts = parts
        let rows = renderer.update(state, parts: parts, into: &next, drawn: &drawn)
        let changes: [GridRun]
        if var previous = shown, previous.size == next.size, rows != [0..<next.size.height] {
            // The screen is to show `next`, which differs from `shown` in the rows drawn again
            // at most. Taken out of `shown` first, so that it copies into a buffer nothing else
            // shares.
            shown = nil
            changes = previous.adopt(rows, of: next)
            shown = previous
        } else {
            changes = next.changedRuns(since: shown)
            shown = next
        }
        if let shown, !changes.isEmpty {
            screen.show(shown, changes: changes)
            framesShown += 1
        }
        if !changes.isEmpty || pictures != shownPictures { drawPictures(pictures, changes: changes) }
    }

    /// Shows the pictures in pixels after a frame wrote `changes` (none: only the pictures changed).
    private mutating func drawPictures(_ pictures: [PicturePlacement], changes: [GridRun]) {
        shownPictures = pictures
        guard let shown, state.options.pictures == .sixel else { return }
        screen.showPixelPictures(pictures, over: shown, changes: changes)
    }

    /// The pictures `state` shows in pixels (`CarouselState.restingPictures`), with `--images sixel`.
    private static func pixelPictures(of state: CarouselState) -> [PicturePlacement] {
        state.options.pictures == .sixel ? state.restingPictures() : []
    }

    /// The next instant the driver needs `update()`: the state's next deadline, or the next frame
    /// while something moves or a frame is pending; `nil` when nothing will change by itself.
    ///
    /// With `skipsWakesThatShowNothing`, a deadline at which nothing shown changes and nothing
    /// is to start is passed over: the state goes through it in order at the next wake all the
    /// same (time is exact), and waking for it was a wake-up for nothing.
    public func nextWake() -> Instant? {
        guard var wake = Self.wake(for: state, pacer: pacer, framePending: pacer.isPending || shown == nil) else {
            return nil
        }
        guard skipsWakesThatShowNothing, wake.isDeadline, let shownParts else { return wake.instant }
        var ahead = state
        for _ in 0..<Self.deadlinesLookedThrough where wake.isDeadline {
            ahead.advance(to: wake.instant)
            // Asked of the copy: a run or a picture it would start must start at its time.
            guard renderer.parts(of: ahead) == shownParts, Self.pixelPictures(of: ahead) == shownPictures,
                  ahead.startSourceRun() == nil,
                  ahead.startPictureLoad() == nil,
                  let later = Self.wake(for: ahead, pacer: pacer, framePending: false) else { break }
            wake = later
        }
        return wake.instant
    }

    /// Whether `nextWake()` passes over the deadlines at which nothing shown changes: for a host
    /// that acts on frames alone (the terminal app), not one that reports every change of state.
    public var skipsWakesThatShowNothing = false

    /// At most this many deadlines in a row are passed over (a slide settling, then the next
    /// auto-advance turn, whose first frame slots move less than a cell).
    private static var deadlinesLookedThrough: Int { 3 }

    /// When the driver of `state` needs `update()` next, and whether that is for a deadline rather
    /// than a frame.
    private static func wake(
        for state: CarouselState, pacer: FramePacer, framePending: Bool
    ) -> (instant: Instant, isDeadline: Bool)? {
        // A frame is considered at a slot, and none sooner: a deadline before it (a slide
        // settling) is met then, as the state takes every deadline up to the time it is given in
        // order. Waking for it found nothing to draw.
        let slot = pacer.nextSlot(after: state.now)
        if framePending { return (slot, false) }
        guard state.isAnimating else { return state.nextDeadline().map { ($0, true) } }
        // While something moves, not at the slots where every move is still in the cell it is
        // drawn in (the first and last of an eased slide): such a frame would be skipped, and
        // waking for it cost a wake-up for nothing.
        let deadline = state.nextDeadline().map { max($0, slot) }
        guard let motion = state.nextVisibleMotion(from: slot, every: MotionTiming.frameInterval) else {
            return (deadline ?? slot, deadline != nil)
        }
        guard let deadline, deadline < motion else { return (motion, false) }
        return (deadline, true)
    }

    /// Tells the core the screen's size when it changed, and repaints everything.
    public mutating func screenResized() {
        if screen.size != ScreenLayout(viewport: state.size).screen {
            send(.resize(screen.size))
        }
        repaintAll()
    }

    /// Forgets what the screen shows, so that the next frame rewrites every cell.
    public mutating func repaintAll() {
        shown = nil
        shownParts = nil
    }

    /// `event` in the feed viewport's terms.
    static func viewportEvent(_ event: InputEvent) -> InputEvent {
        switch event {
        case .resize(let screen):
            return .resize(ScreenLayout(screen: screen).viewportSize)
        case .mouse(let mouse):
            return .mouse(ScreenLayout.viewportEvent(mouse))
        default:
            return event
        }
    }
}
