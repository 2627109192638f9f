#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CNcursesw

/// The work before the first frame that does not need the feed: the terminal check (its terminfo
/// entry and capabilities, `TerminalUnavailable.check`) and the core's lookup tables
/// (`LookupTables.prepare`) — done on a thread of its own while the app's thread reads a small
/// feed, or on the app's thread while the loader thread reads a bigger one.
///
/// A small feed is read sooner by the thread that is already running than by a new one, which
/// first has to be scheduled and to set up memory of its own; the check and the tables are the
/// shorter half of the work, so they take the new thread. `result()` waits for them, and curses
/// then starts on the app's thread: the semaphore the thread posts when it is done orders curses'
/// calls on the two threads. (Joining the thread instead waited for the kernel to end it, 0.18 ms
/// after its work was done.)
final class TerminalPreparation {
    private let work: Work
    private var isDone = false

    /// The check's stack: terminfo is read into the heap, so a small one does.
    private static let stackBytes = 256 << 10

    /// Starts the check of `term` and the tables.
    /// - Parameter onItsOwnThread: On a new thread (or here, when no thread can be made), rather
    ///   than here and now.
    init(term: String?, onItsOwnThread: Bool) {
        let work = Work(term: term)
        self.work = work
        if !onItsOwnThread || !DetachedThread.start(stackBytes: Self.stackBytes, { work.run() }) {
            work.run()
        }
    }

    deinit {
        // Nothing of the thread's may be left running once the app goes on without its answer.
        if !isDone { work.waitUntilDone() }
    }

    /// Waits for the check and the tables.
    /// - Returns: The terminal's capabilities, read from the terminfo entry the check loaded.
    /// - Throws: `TerminalUnavailable` when the check failed.
    func result() throws(TerminalUnavailable) -> TerminalCapabilities {
        if !isDone {
            work.waitUntilDone()
            isDone = true
        }
        return try work.checked.get()
    }

    /// What the thread does and finds. Unchecked: `checked` is written on the thread before it
    /// posts `done`, and read on the app's thread only after waiting for it.
    private final class Work: @unchecked Sendable {
        let term: String?
        private(set) var checked: Result<TerminalCapabilities, TerminalUnavailable> =
            .failure(TerminalUnavailable(reason: "the terminal was not checked"))
        private let done = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

        init(term: String?) {
            self.term = term
            sem_init(done, 0, 0)
        }

        deinit {
            sem_destroy(done)
            done.deallocate()
        }

        func run() {
            checked = Result { () throws(TerminalUnavailable) in try TerminalUnavailable.check(term: term) }
            LookupTables.prepare()
            sem_post(done)
        }

        func waitUntilDone() {
            while sem_wait(done) != 0, errno == EINTR {}
        }
    }
}
