import CarouselKit
import CNcursesw

/// The interactive loop: wait → read input (and signals, file changes) → core → render → diff
/// → curses.
///
/// It sleeps in one place (`InputWaiter`) for exactly as long as the core says nothing will
/// change (`nextDeadline`), or without limit when nothing will; it never polls at a fixed
/// rate. A frame is sent only when the rendered grid differs from what the terminal shows.
struct RunLoop {
    private var state: CarouselState
    private let screen: CursesScreen
    private let signals: SignalFlags
    private let waiter: InputWaiter
    private let reload: () -> InputEvent
    private let watcher: FeedWatcher?
    /// When to reload after the feed file changed (a short settle time after the last change).
    private var reloadDue: Instant?
    private let clock = MonotonicClock()
    private let renderer = Renderer()
    private let writer = FrameWriter()
    private let reader = InputReader()
    /// What the terminal shows now; `nil` forces the next frame to write every cell.
    private var shown: ScreenGrid?
    /// The grid rendered into, kept to reuse its storage.
    private var next: ScreenGrid
    /// When the state was last rendered (sent or not): frames are paced from here.
    private var lastRender: Instant?
    /// Something happened too soon after the last render; render at the next frame time.
    private var needsDraw = false
    private(set) var statistics: RunStatistics

    init(
        state: CarouselState, screen: CursesScreen, signals: SignalFlags, watcher: FeedWatcher?,
        reload: @escaping () -> InputEvent
    ) {
        self.state = state
        self.screen = screen
        self.signals = signals
        self.watcher = watcher
        self.waiter = InputWaiter(
            inputDescriptor: 0, signalDescriptor: signals.wakeDescriptor, watchDescriptor: watcher?.descriptor)
        self.reload = reload
        self.next = ScreenGrid(size: state.screenSize)
        self.statistics = RunStatistics(startedAt: state.now)
    }

    /// Runs until a quit, a terminating signal or the end of input.
    mutating func run() -> Termination {
        drawIfDue()
        while true {
            let wake = waiter.wait(timeout: timeout(from: clock.now()))
            statistics.wokeUp(at: clock.now())
            if wake.signal { signals.drain() }
            if let signal = signals.terminatingSignal { return .signal(signal) }
            if signals.takeSuspendRequest() { suspend() }
            if signals.takeContinued() { repaintAll() }
            if signals.takeResize() {
                screen.updateSizeFromTerminal()
                followTerminalSize()
            }
            if wake.input, let termination = handleInput() { return termination }
            if wake.inputEnded { return .endOfInput }
            if watcher?.takeChange(woken: wake.fileChanged, at: clock.now()) == true {
                reloadDue = clock.now() + FeedWatcher.settleTime
            }
            if let due = reloadDue, clock.now() >= due {
                reloadDue = nil
                _ = send(reload())
            }
            state.advance(to: clock.now())
            drawIfDue()
        }
    }

    /// Seconds until the next thing to do, or `nil` to sleep until input or a signal.
    private func timeout(from now: Instant) -> Double? {
        var deadline = state.nextDeadline(lastFrame: lastRender)
        if let reloadDue { deadline = min(deadline ?? reloadDue, reloadDue) }
        if let check = watcher?.nextCheck { deadline = min(deadline ?? check, check) }
        if needsDraw, let lastRender {
            let frame = lastRender + MotionTiming.frameInterval
            deadline = min(deadline ?? frame, frame)
        }
        guard var deadline else { return nil }
        // A deadline the core has already reached would have been handled by `advance`; if one
        // ever stays behind, waiting a frame keeps that from spinning the CPU.
        if deadline <= state.now, !needsDraw {
            deadline = now + MotionTiming.frameInterval
        }
        return max(0, deadline - now)
    }

    /// Reads everything pending and hands it to the core.
    private mutating func handleInput() -> Termination? {
        let inputs = reader.readAll()
        statistics.received(inputs.count)
        for input in inputs {
            switch input {
            case .event(let event):
                if send(event) == .quit { return .quit }
            case .suspend:
                suspend()
            case .resize:
                // curses' own echo of a resize already handled from SIGWINCH, or a real one.
                followTerminalSize()
            }
        }
        return nil
    }

    /// Hands one event to the core at the current time and performs what it asks for.
    private mutating func send(_ event: InputEvent) -> Effect? {
        let effect = state.handle(event, at: clock.now())
        if effect == .reloadFeed {
            _ = state.handle(reload(), at: clock.now())
        }
        return effect
    }

    /// Tells the core about a new terminal size and repaints everything; nothing when the
    /// size is the one the core has.
    private mutating func followTerminalSize() {
        let size = screen.size
        guard size != state.screenSize else { return }
        _ = send(.resize(size))
        repaintAll()
    }

    /// Suspends (Ctrl-Z or SIGTSTP): terminal back to the shell, stop, and on SIGCONT take it
    /// again and repaint. The core pauses auto-advance meanwhile, so nothing catches up.
    private mutating func suspend() {
        _ = send(.suspended)
        screen.suspend { carousel_stop_self() }
        _ = signals.takeContinued()
        screen.updateSizeFromTerminal()
        followTerminalSize()
        repaintAll()
        _ = send(.resumed)
    }

    /// Forgets what the terminal shows, so the next frame rewrites every cell.
    private mutating func repaintAll() {
        screen.invalidate()
        shown = nil
    }

    /// Renders when the frame rate allows, and sends the frame only when a cell changed.
    private mutating func drawIfDue() {
        let start = clock.now()
        if let lastRender, start - lastRender < MotionTiming.frameInterval {
            needsDraw = true
            return
        }
        needsDraw = false
        lastRender = start
        renderer.render(state, into: &next)
        // One diff decides both whether to draw and what: an unchanged screen has no runs.
        let runs = next.changedRuns(since: shown)
        guard !runs.isEmpty else { return }
        let cells = writer.write(runs, colors: &screen.colors)
        statistics.drewFrame(cells: cells, full: shown == nil, at: start, duration: clock.now() - start)
        // Swap rather than copy: the next render then clears a buffer nothing else shares,
        // instead of copying the whole grid first.
        let previous = shown
        shown = next
        next = previous ?? ScreenGrid(size: next.size)
    }
}
