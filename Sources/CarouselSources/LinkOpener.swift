#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CCommandSpawn

/// Opens links for `o` and Enter (`Effect.openLink`): the browser runs under a keeper process
/// (`carousel_open_detached`) in a session of its own, with no terminal, and outlives carousel;
/// carousel's cleanup of strays spares it. The run loop polls `descriptors` and calls
/// `service(at:)`, which reaps the keepers that ended and reports a browser that failed soon
/// after it started. `render` never has one.
public final class LinkOpener {
    /// A browser that exits with a failure within this many seconds is reported; later, it was
    /// the user's browser session ending, not the link failing to open.
    public static let failureWindow = 5.0

    private struct Keeper {
        let pid: pid_t
        /// -1 without pidfds: then the keeper is looked at whenever the loop wakes.
        let exitDescriptor: Int32
        let program: String
        let startedAt: Instant
    }

    private var keepers: [Keeper] = []
    private let browser: String?
    private let searchPath: String

    /// - Parameter environment: Where `BROWSER` and `PATH` are read (default: carousel's own).
    public init(environment: some EnvironmentVariables = ProcessEnvironment()) {
        browser = environment["BROWSER"]
        searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    }

    deinit {
        for keeper in keepers where keeper.exitDescriptor >= 0 { close(keeper.exitDescriptor) }
    }

    /// Starts the browser on `link`, or says why it could not (`xdg-open not found`).
    public func open(_ link: PageLink, at now: Instant) -> LinkOutcome {
        let command: BrowserCommand
        switch BrowserCommand.choose(url: link.url, browser: browser, searchPath: searchPath) {
        case .success(let chosen): command = chosen
        case .failure(let problem): return .failed(problem.reason)
        }
        guard !command.words.contains(where: { $0.utf8.contains(0) }) else {
            return .failed("$BROWSER contains a NUL byte")
        }
        let program = command.words[0]
        var pid: pid_t = 0
        var exitDescriptor: Int32 = -1
        let error = CStringList.with(command.words) { argv in
            carousel_open_detached(command.path, argv, carousel_environment(), &pid, &exitDescriptor)
        }
        guard error == 0 else { return .failed(StartFailure(program: program, errno: error).reason) }
        keepers.append(Keeper(pid: pid, exitDescriptor: exitDescriptor, program: program, startedAt: now))
        return .opened(link)
    }

    /// The keepers' pidfds, to poll with the loop's own; ask before every wait.
    public var descriptors: [Int32] { keepers.map(\.exitDescriptor).filter { $0 >= 0 } }

    /// Reaps the keepers that ended; returns the failures of browsers that ended soon after they
    /// started.
    public func service(at now: Instant) -> [LinkOutcome] {
        guard !keepers.isEmpty else { return [] }
        var failures: [LinkOutcome] = []
        keepers.removeAll { keeper in
            var status: Int32 = -1
            var signal: Int32 = 0
            let ended = carousel_child_ended(keeper.pid, &status, &signal)
            guard ended != 0 else { return false }
            if ended == 1 { carousel_reap_child(keeper.pid, 0) }
            carousel_forget_kept(keeper.pid)
            if keeper.exitDescriptor >= 0 { close(keeper.exitDescriptor) }
            if ended == 1, now - keeper.startedAt < Self.failureWindow, status != 0 {
                failures.append(.failed(Self.failure(of: keeper.program, status: status, signal: signal)))
            }
            return true
        }
        return failures
    }

    private static func failure(of program: String, status: Int32, signal: Int32) -> String {
        switch status {
        case 127: return "\(program) could not be run"
        case -1: return "\(program) was killed by signal \(signal)"
        default: return "\(program) exited with status \(status)"
        }
    }
}
