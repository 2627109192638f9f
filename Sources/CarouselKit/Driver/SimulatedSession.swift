/// The driver on a simulated clock with an in-memory screen: `carousel render`, the tests and
/// headless hosts run a carousel through it exactly as the terminal app does on the real clock.
public struct SimulatedSession {
    /// How much of the way to an instant is drawn.
    public enum Frames: Sendable {
        /// Every frame the terminal would draw: for tests of what is drawn when.
        case every
        /// Only the screen at the end of each wait: since time is exact, the state is the same,
        /// and a long wait costs no drawing.
        case last
    }

    /// The driver underneath, for what the session does not forward.
    public private(set) var driver: Driver<GridScreen, SimulatedClock, ClosureHost>
    private let frames: Frames

    /// - Parameters:
    ///   - state: The carousel, sized to `screen`'s viewport (`Renderer.viewport(for:)`).
    ///   - frames: Whether every frame is drawn on the way, or only the last of each wait.
    ///   - reload: Reads the feed again when the state asks (`r`).
    ///   - runSource: Runs a live section's source when the loader starts it, answering
    ///     `.sourceLoaded` at once: a run takes no simulated time.
    ///   - loadPicture: Decodes and scales a card's picture, answering `.pictureLoaded` at once;
    ///     without it, cards show their alt text.
    ///   - onFrame: Told every frame drawn, its changes and its simulated instant.
    public init(
        state: CarouselState, frames: Frames = .every, reload: @escaping () -> InputEvent? = { nil },
        runSource: @escaping (SourceRun) -> InputEvent? = { _ in nil },
        loadPicture: @escaping (PictureRequest) -> InputEvent? = { _ in nil },
        onFrame: ((ScreenGrid, [GridRun], Instant) -> Void)? = nil
    ) {
        let clock = SimulatedClock(time: state.now)
        let screen = GridScreen(
            size: Renderer.screen(for: state.size),
            onShow: onFrame.map { onFrame in { frame, changes in onFrame(frame, changes, clock.time) } })
        driver = Driver(
            state: state, screen: screen, clock: clock,
            host: ClosureHost(reload: reload, runSource: runSource, loadPicture: loadPicture))
        self.frames = frames
        driver.updateNow()
    }

    /// The carousel as of the simulated time now.
    public var state: CarouselState { driver.state }
    /// The simulated time now.
    public var time: Instant { driver.clock.time }
    /// The screen as last drawn.
    public var screen: ScreenGrid { driver.screen.frame }
    /// Whether a quitting input ended the session.
    public var hasQuit: Bool { driver.hasQuit }

    /// Lets simulated time pass until `end`, drawing as `frames` says.
    public mutating func run(until end: Instant) {
        if frames == .every {
            while let wake = driver.nextWake(), wake <= end {
                let before = time
                driver.clock.time = max(time, wake)
                driver.update()
                // A wake that neither moves time on nor moves itself would never end.
                if time == before, driver.nextWake() == wake { break }
            }
        }
        driver.clock.time = max(time, end)
        draw()
    }

    /// Lets `seconds` of simulated time pass.
    public mutating func wait(_ seconds: Double) {
        run(until: time + seconds)
    }

    /// Sends an event (in screen terms) now, and draws what it changed.
    public mutating func send(_ event: InputEvent) {
        driver.send(event)
        draw()
    }

    private mutating func draw() {
        switch frames {
        case .every: driver.update()
        case .last: driver.updateNow()
        }
    }

    /// Plays a `render --keys` script: its keys now, its waits as simulated time.
    public mutating func play(_ script: KeyScript) {
        for step in script.steps {
            switch step {
            case .key(let key): send(.key(key))
            case .wait(let seconds): wait(seconds)
            }
        }
    }
}
