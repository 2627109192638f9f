/// The sequential loader of live sources as a pure state machine: one queue, first come first
/// served unless the caller ranks it (`rank(by:)`), at most one run at a time, the next start no
/// sooner than `gap` seconds after the previous run ended — success, failure, timeout or
/// cancellation alike — and each section queued at most once.
///
/// It decides which run starts and when; running it is the host's job, which reports back with
/// `finish(_:at:)`. Time is a value passed in, so tests drive it on simulated time.
public struct LoaderQueue<ID: Hashable & Sendable>: Hashable, Sendable {
    /// Seconds from the end of one run to the start of the next; never negative.
    public var gap: Double
    /// The sections waiting, the next to run first.
    public private(set) var waiting: [ID] = []
    /// The section whose source runs now.
    public private(set) var running: ID?
    /// When the last run ended.
    public private(set) var lastEnd: Instant?
    /// While suspended (Ctrl-Z) nothing starts; requests still queue.
    public var isSuspended = false

    /// - Parameter gap: Seconds from the end of one run to the start of the next (negative is 0).
    public init(gap: Double = 2) {
        self.gap = max(0, gap)
    }

    /// Queues `id` unless it is already waiting or running.
    /// - Returns: Whether it was queued.
    @discardableResult
    public mutating func request(_ id: ID) -> Bool {
        guard running != id, !waiting.contains(id) else { return false }
        waiting.append(id)
        return true
    }

    /// Drops a waiting request (a section that left the feed).
    public mutating func cancel(_ id: ID) {
        waiting.removeAll { $0 == id }
    }

    /// Orders the waiting requests by `urgency`, most urgent (lowest) first and those of equal
    /// urgency in the order they came, and drops the requests it gives no urgency: the view
    /// moved, and a section that left its reach waits until it comes back rather than run first.
    public mutating func rank(by urgency: (ID) -> Int?) {
        let ranked = waiting.enumerated().compactMap { arrival, id in urgency(id).map { (id, $0, arrival) } }
        waiting = ranked.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map(\.0)
    }

    /// The earliest instant the next run may start, or `nil` while none can (nothing waits, one
    /// runs, or the program is suspended).
    public var nextStart: Instant? {
        guard running == nil, !isSuspended, !waiting.isEmpty else { return nil }
        return lastEnd.map { $0 + gap } ?? .zero
    }

    /// Starts the next run if it may start at `time`.
    /// - Returns: The section whose source must run now.
    public mutating func start(at time: Instant) -> ID? {
        guard let due = nextStart, due <= time else { return nil }
        let id = waiting.removeFirst()
        running = id
        return id
    }

    /// The run of `id` ended at `time`, however it ended.
    public mutating func finish(_ id: ID, at time: Instant) {
        guard running == id else { return }
        running = nil
        lastEnd = time
    }
}
