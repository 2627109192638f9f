/// Runs a `CarouselState` on a simulated clock exactly as the terminal's run loop does on the
/// real one: the state is brought up to every deadline it asks for (each animation frame, each
/// timer) in order. `carousel render` and the tests drive the core through it.
public struct SimulatedSession: Sendable {
    public private(set) var state: CarouselState
    /// The simulated time now.
    public private(set) var time: Instant
    private var lastFrame: Instant?
    /// Whether a `q` (or another quitting input) ended the session.
    public private(set) var hasQuit = false

    public init(state: CarouselState) {
        self.state = state
        self.time = state.now
    }

    /// Lets simulated time pass until `end`, visiting every deadline on the way.
    public mutating func run(until end: Instant) {
        while let deadline = state.nextDeadline(lastFrame: lastFrame), deadline <= end {
            state.advance(to: deadline)
            lastFrame = deadline
            // A deadline that does not move time forward would never end; step past it.
            if deadline <= time, state.nextDeadline(lastFrame: lastFrame) == deadline { break }
            time = deadline
        }
        time = max(time, end)
        state.advance(to: time)
    }

    /// Lets `seconds` of simulated time pass.
    public mutating func wait(_ seconds: Double) {
        run(until: time + seconds)
    }

    /// Sends an event now. After a quit, events are ignored.
    /// - Returns: The effect the state asked for, for the caller to perform (a reload, say).
    @discardableResult
    public mutating func send(_ event: InputEvent) -> Effect? {
        guard !hasQuit else { return nil }
        let effect = state.handle(event, at: time)
        if effect == .quit { hasQuit = true }
        return effect
    }
}
