#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// The reads of the feed that the run loop has under way, one at a time, each on the reader
/// thread (`FeedReadThread`): the first, which the app starts with, then the reloads (`r`, a
/// changed file).
///
/// A reload asked for while a read runs starts when it ends: the file may have changed after it
/// was read.
final class FeedReads {
    /// What a read gave, as the run loop acts on it.
    enum Event: Sendable {
        /// The first sections of the feed the app starts with, while the rest is read.
        case firstPart(Feed)
        /// A feed, with its warnings; prepared for the state when the reader thread knew how.
        case loaded(Feed, prepared: PreparedFeed?, warnings: [String], isReload: Bool)
        case refused(FeedRefusal, isReload: Bool)

        var endsARead: Bool {
            if case .firstPart = self { return false }
            return true
        }
    }

    private let thread: FeedReadThread
    private let readFeed: FeedReadFunction
    /// Whether the first read has not finished yet.
    private(set) var isReadingFirst = true
    private var isRunning = true
    private var reloadWanted = false

    /// Starts the first read at once.
    /// - Parameters:
    ///   - readFeed: Reads and checks the feed.
    ///   - firstHere: Runs the first read on this thread, before returning (a small feed); the
    ///     reloads still run on the reader thread.
    /// - Returns: `nil` when no descriptor is left for the reader thread's pipe.
    init?(readFeed: @escaping FeedReadFunction, firstHere: Bool = false) {
        guard let thread = FeedReadThread() else { return nil }
        self.thread = thread
        self.readFeed = readFeed
        thread.start(readFeed, isReload: false, here: firstHere)
    }

    /// Readable when a read has something for `takeEvents()`.
    var descriptor: Int32 { thread.descriptor }

    /// What a feed that is read is prepared for (on the reader thread) from now on.
    func prepare(for options: CarouselOptions, viewport: Size) {
        thread.prepare(for: options, viewport: viewport)
    }

    /// Reads the feed again, now or when the read under way ends.
    func requestReload() {
        guard !isRunning else {
            reloadWanted = true
            return
        }
        isRunning = true
        thread.start(readFeed, isReload: true)
    }

    /// What the reads delivered since the last call; starts a reload that was waiting.
    func takeEvents() -> [Event] {
        let events = thread.take()
        if events.contains(where: \.endsARead) {
            isReadingFirst = false
            isRunning = false
        }
        if reloadWanted, !isRunning {
            reloadWanted = false
            requestReload()
        }
        return events
    }

    /// Waits up to `seconds` (or without limit when `nil`) for the first read to finish, or for
    /// a terminating signal, and returns what the reads delivered meanwhile.
    func waitForFirst(seconds: Double?, signals: SignalFlags) -> [Event] {
        let deadline = seconds.map { MonotonicClock().now() + $0 }
        var events: [Event] = []
        while isReadingFirst, signals.terminatingSignal == nil {
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
