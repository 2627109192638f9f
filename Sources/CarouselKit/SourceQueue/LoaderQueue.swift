/// The loader of live sources as a pure state machine: one queue, first come first served unless
/// the caller ranks it (`rank(by:)`), at most `parallel` runs at once, and each of those slots
/// starting its next run no sooner than `gap` seconds after its previous run ended — success,
/// failure, timeout or cancellation alike. Each section is queued at most once.
///
/// It decides which run starts and when; running it is the host's job, which reports back with
/// `finish(_:at:)`. Time is a value passed in, so tests drive it on simulated time.
public struct LoaderQueue<ID: Hashable & Sendable>: Hashable, Sendable {
    /// Seconds from the end of one run to the start of the next in the same slot; never negative.
    public var gap: Double
    /// How many runs may go at once. Fewer than are running now lets those end; none replaces
    /// them until the count is below it.
    public var parallel: Int {
        didSet {
            parallel = max(1, parallel)
            fitIdleSlots()
        }
    }
    /// The sections waiting, the next to run first.
    public private(set) var waiting: [ID] = []
    /// The sections whose sources run now, in the order they started.
    public private(set) var running: [ID] = []
    /// The slots no run holds, by when their last run ended, the earliest first; `nil` for a slot
    /// that has not run yet.
    private var idleSince: [Instant?]
    /// While suspended (Ctrl-Z) nothing starts; requests still queue.
    public var isSuspended = false

    /// - Parameters:
    ///   - gap: Seconds from the end of one run to the start of the next in its slot (negative is 0).
    ///   - parallel: How many runs may go at once (at least 1).
    public init(gap: Double = 2, parallel: Int = 1) {
        self.gap = max(0, gap)
        self.parallel = max(1, parallel)
        idleSince = Array(repeating: nil, count: self.parallel)
    }

    /// Queues `id` unless it is already waiting or running.
    /// - Returns: Whether it was queued.
    @discardableResult
    public mutating func request(_ id: ID) -> Bool {
        guard !running.contains(id), !waiting.contains(id) else { return false }
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

    /// The earliest instant the next run may start, or `nil` while none can (nothing waits, every
    /// slot runs, or the program is suspended).
    public var nextStart: Instant? {
        guard !isSuspended, !waiting.isEmpty, let slot = idleSince.first else { return nil }
        return slot.map { $0 + gap } ?? .zero
    }

    /// Starts the next run if it may start at `time`, in the slot idle the longest.
    /// - Returns: The section whose source must run now.
    public mutating func start(at time: Instant) -> ID? {
        guard let due = nextStart, due <= time else { return nil }
        idleSince.removeFirst()
        let id = waiting.removeFirst()
        running.append(id)
        return id
    }

    /// The run of `id` ended at `time`, however it ended: its slot waits out the gap.
    public mutating func finish(_ id: ID, at time: Instant) {
        guard let index = running.firstIndex(of: id) else { return }
        running.remove(at: index)
        guard running.count + idleSince.count < parallel else { return }
        let place = idleSince.firstIndex { $0.map { $0 > time } ?? false } ?? idleSince.endIndex
        idleSince.insert(time, at: place)
    }

    /// Keeps as many idle slots as `parallel` leaves beside the runs: new ones have not run yet,
    /// and those dropped are the ones that would start last.
    private mutating func fitIdleSlots() {
        let idle = max(0, parallel - running.count)
        if idleSince.count > idle {
            idleSince.removeLast(idleSince.count - idle)
        } else {
            idleSince.insert(contentsOf: repeatElement(nil, count: idle - idleSince.count), at: 0)
        }
    }
}
