#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CProcess
import Synchronization

/// Runs one read of the feed on a thread of its own, so that the run loop never waits for a big
/// file: it hands over what it found (a first part, then the result) as `FeedReads.Event`s, and a
/// byte on a pipe that the run loop waits on with the terminal. The feed is also prepared there
/// for the state (`PreparedFeed`: its text made drawable, its layout), once the run loop has said
/// for which options and viewport (`prepare(for:viewport:)`).
///
/// The thread has every signal blocked (they belong to the run loop's thread, whose waits they
/// interrupt) and touches nothing but the read function and this object; the state stays on the
/// run loop's thread. A read that is still running when the app quits simply ends with the process.
final class FeedReadThread: Sendable {
    /// Readable once something was delivered.
    let descriptor: Int32
    private let writeEnd: Int32
    private let deliveries = Mutex<[FeedReads.Event]>([])
    fileprivate let preparation = Mutex<(options: CarouselOptions, viewport: Size)?>(nil)

    /// The thread's stack: the readers and the validator do not recurse deeper than the
    /// nesting limit, but the default for a new thread can be as small as the system likes.
    private static let stackBytes = 8 << 20

    /// `nil` when no pipe can be made (out of descriptors).
    init?() {
        var ends: [Int32] = [-1, -1]
        guard carousel_open_wake_pipe(&ends) == 0 else { return nil }
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }

    /// Starts `readFeed` on a new thread (or, if no thread can be made, runs it here and now).
    /// - Parameters:
    ///   - isReload: Whether the app already shows a feed; only the first read asks for a first
    ///     part.
    ///   - here: Runs it here and now instead (a small feed, read before a new thread would
    ///     have started).
    func start(_ readFeed: @escaping FeedReadFunction, isReload: Bool, here: Bool = false) {
        let job = Job(thread: self, readFeed: readFeed, isReload: isReload)
        if here || !DetachedThread.start(stackBytes: Self.stackBytes, { job.run() }) {
            job.run()
        }
    }

    /// What a feed that is read is prepared for from now on: the state's options and viewport.
    func prepare(for options: CarouselOptions, viewport: Size) {
        preparation.withLock { $0 = (options, viewport) }
    }

    /// Everything delivered since the last call, in order.
    func take() -> [FeedReads.Event] {
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) > 0 {}
        return deliveries.withLock { delivered in
            defer { delivered = [] }
            return delivered
        }
    }

    fileprivate func deliver(_ event: FeedReads.Event) {
        deliveries.withLock { $0.append(event) }
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up.
        _ = write(writeEnd, &byte, 1)
    }

    /// One read.
    private final class Job: Sendable {
        let thread: FeedReadThread
        let readFeed: FeedReadFunction
        let isReload: Bool

        init(thread: FeedReadThread, readFeed: @escaping FeedReadFunction, isReload: Bool) {
            self.thread = thread
            self.readFeed = readFeed
            self.isReload = isReload
        }

        func run() {
            let thread = thread
            let show: @Sendable (Feed) -> Void = { feed in thread.deliver(.firstPart(feed)) }
            switch readFeed(isReload ? nil : show) {
            case .loaded(let feed, let warnings):
                let prepared = thread.preparation.withLock { $0 }.flatMap { options, viewport in
                    try? PreparedFeed(feed, options: options, viewport: viewport)
                }
                thread.deliver(.loaded(feed, prepared: prepared, warnings: warnings, isReload: isReload))
            case .refused(let refusal):
                thread.deliver(.refused(refusal, isReload: isReload))
            }
        }
    }
}
