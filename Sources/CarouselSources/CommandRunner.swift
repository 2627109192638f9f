import CarouselKit
import CCommandSpawn

/// Runs source commands as child processes without ever blocking (docs/behaviour.md §3.11).
///
/// The caller owns the only wait: it polls `descriptors` for input together with its own, sleeps
/// no later than `nextDeadline()`, and calls `service(at:)` whenever it wakes. Time is a value it
/// passes in. Single-threaded: use one runner from one thread.
public final class CommandRunner {
    private let limits: CommandLimits
    private let givenEnvironment: [String]?
    /// Copied when the first command starts, not when the runner is made: a feed without
    /// commands never needs it, and the app makes its runner before the first frame.
    private lazy var environment: [String] = givenEnvironment ?? Self.currentEnvironment()
    private var runs: [CommandRun] = []
    /// Runs that could not start, reported by the next `service`.
    private var failures: [CommandResult] = []
    private var lastID = 0
    /// Where pipes are drained into; allocated by the first `service` with a run to drain.
    private var buffer: UnsafeMutableRawBufferPointer?

    /// - Parameter environment: `KEY=value` entries the commands inherit (default: carousel's
    ///   own, as it is when the first command starts); `COLUMNS` and `LINES` are removed, the
    ///   `CAROUSEL_` variables added.
    public init(limits: CommandLimits = .standard, environment: [String]? = nil) {
        self.limits = limits
        givenEnvironment = environment
    }

    deinit {
        killAll()
        buffer?.deallocate()
    }

    /// Starts a command. A command that cannot start (not found, say) is reported by the next
    /// `service` as `failedToStart`, like any other end, and `nextDeadline()` is then `now`.
    @discardableResult
    public func start(_ request: CommandRequest, at now: Instant) -> CommandRunID {
        lastID += 1
        let id = CommandRunID(value: lastID)
        let variables = request.addedEnvironment
        let hidden = Set(["COLUMNS", "LINES"] + variables.map { Self.name(of: $0) })
        let environment = self.environment.filter { !hidden.contains(Self.name(of: $0)) } + variables
        switch ChildProcess.start(request.invocation, directory: request.directory, environment: environment) {
        case .success(let child):
            runs.append(CommandRun(id: id, request: request, child: child, limits: limits, at: now))
        case .failure(let failure):
            failures.append(CommandResult(
                id: id, request: request, outcome: .failedToStart(reason: failure.reason), output: [],
                errorLines: [], processID: nil, started: now, ended: now))
        }
        return id
    }

    /// How many runs have not been reported yet.
    public var activeCount: Int { runs.count + failures.count }

    /// The descriptors the caller's poll() must wait on for input (POLLIN); they change as runs
    /// go on, so ask before every wait.
    public var descriptors: [Int32] { runs.flatMap(\.descriptors) }

    /// The latest instant the caller may sleep until; nil when only descriptors can wake it.
    public func nextDeadline() -> Instant? {
        guard activeCount > 0 else { return nil }
        return (failures.map(\.ended) + runs.compactMap(\.deadline)).min()
    }

    /// Reads what is available, applies the limits due at `now`, and returns the runs that ended.
    public func service(at now: Instant) -> [CommandResult] {
        // Asked at every wake-up of the run loop, which is mostly a frame with nothing running.
        guard activeCount > 0 else { return [] }
        var ended = failures
        failures.removeAll()
        let buffer = drainBuffer
        for index in runs.indices.reversed() {
            runs[index].drainPipes(using: buffer, at: now)
            if let result = runs[index].advance(to: now) {
                ended.append(result)
                runs.remove(at: index)
            }
        }
        return ended.sorted { $0.id < $1.id }
    }

    /// SIGKILL to run `id`'s group, then reaps it; it is never reported. For a run whose output
    /// is no longer wanted.
    public func kill(_ id: CommandRunID) {
        failures.removeAll { $0.id == id }
        guard let index = runs.firstIndex(where: { $0.id == id }) else { return }
        runs[index].killNow()
        runs.remove(at: index)
    }

    /// SIGKILL to every running command's group, then reaps them; nothing is reported. For leaving
    /// carousel (every run's group dies with it) — a SIGKILLed process ends at once.
    public func killAll() {
        for index in runs.indices {
            runs[index].killNow()
        }
        runs.removeAll()
        failures.removeAll()
    }

    private var drainBuffer: UnsafeMutableRawBufferPointer {
        if let buffer { return buffer }
        let made = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
        buffer = made
        return made
    }

    private static func currentEnvironment() -> [String] {
        var entries: [String] = []
        var entry = carousel_environment()
        while let pointer = entry?.pointee {
            entries.append(String(cString: pointer))
            entry = entry?.advanced(by: 1)
        }
        return entries
    }

    private static func name(of entry: String) -> String {
        String(entry.prefix { $0 != "=" })
    }
}
