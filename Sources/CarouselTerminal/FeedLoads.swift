#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// The loads of the feed that the run loop has under way, one at a time, each on the loader
/// thread: the first, which the app starts with, then the reloads (`r`, a changed file).
///
/// A reload asked for while a load runs starts when it ends: the file may have changed after it
/// was read.
final class FeedLoads {
    /// What a load gave, as the run loop acts on it.
    enum Event: Sendable {
        /// The first sections of the feed the app starts with, while the rest is read.
        case firstPart(Feed)
        /// A feed, with its warnings; prepared for the state when the loader knew how.
        case loaded(Feed, prepared: PreparedFeed?, warnings: [String], isReload: Bool)
        case refused(FeedRefusal, isReload: Bool)

        var endsALoad: Bool {
            if case .firstPart = self { return false }
            return true
        }
    }

    private let thread: FeedLoadThread
    private let load: FeedLoading
    /// Whether the first load has not finished yet.
    private(set) var isLoadingFirst = true
    private var isRunning = true
    private var reloadWanted = false

    /// Starts the first load at once.
    /// - Parameters:
    ///   - load: Reads and checks the feed.
    ///   - firstHere: Runs the first load on this thread, before returning (a small feed); the
    ///     reloads still run on the loader thread.
    /// - Returns: `nil` when no descriptor is left for the loader's pipe.
    init?(load: @escaping FeedLoading, firstHere: Bool = false) {
        guard let thread = FeedLoadThread() else { return nil }
        self.thread = thread
        self.load = load
        thread.start(load, isReload: false, here: firstHere)
    }

    /// Readable when a load has something for `takeEvents()`.
    var descriptor: Int32 { thread.descriptor }

    /// What a loaded feed is prepared for (on the loader thread) from now on.
    func prepare(for options: CarouselOptions, viewport: Size) {
        thread.prepare(for: options, viewport: viewport)
    }

    /// Reads the feed again, now or when the load under way ends.
    func requestReload() {
        guard !isRunning else {
            reloadWanted = true
            return
        }
        isRunning = true
        thread.start(load, isReload: true)
    }

    /// What the loads delivered since the last call; starts a reload that was waiting.
    func takeEvents() -> [Event] {
        let events = thread.take()
        if events.contains(where: \.endsALoad) {
            isLoadingFirst = false
            isRunning = false
        }
        if reloadWanted, !isRunning {
            reloadWanted = false
            requestReload()
        }
        return events
    }

    /// Waits up to `seconds` (or without limit when `nil`) for the first load to finish, or for
    /// a terminating signal, and returns what the loads delivered meanwhile.
    func waitForFirst(seconds: Double?, signals: SignalFlags) -> [Event] {
        let deadline = seconds.map { MonotonicClock().now() + $0 }
        var events: [Event] = []
        while isLoadingFirst, signals.terminatingSignal == nil {
            let left = deadline.map { max(0, $0 - MonotonicClock().now()) }
            var descriptors = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let count = poll(&descriptors, 2, left.map { Int32(($0 * 1000).rounded(.up)) } ?? -1)
            events += takeEvents()
            // Other signals (a resize) keep their flags for the run loop.
            if descriptors[1].revents != 0 { signals.drain() }
            if left == 0 || (count < 0 && errno != EINTR) { break }
        }
        return events
    }
}
