import CarouselKit
import CNcursesw

/// The work before the first frame that does not need the feed, done on a thread of its own while
/// the app's thread reads a small feed: the terminal check (its terminfo entry and capabilities,
/// `TerminalUnavailable.check`) and the core's lookup tables (`LookupTables.prepare`).
///
/// A small feed is read sooner by the thread that is already running than by a new one, which
/// first has to be scheduled and to set up memory of its own; the check and the tables are the
/// shorter half of the work, so they take the new thread. `result()` waits for them, and curses
/// then starts on the app's thread (the join orders curses' calls on the two threads).
final class TerminalPreparation {
    private let work: Work
    /// The thread to join, until `result()` has; `nil` when the work was done in `init`.
    private var thread: pthread_t?

    /// The check's stack: terminfo is read into the heap, so a small one does.
    private static let stackBytes = 256 << 10

    /// Starts the check of `term` and the tables on a new thread (or does both here, when no
    /// thread can be made).
    init(term: String?) {
        work = Work(term: term)
        var started = pthread_t()
        let context = Unmanaged.passRetained(work).toOpaque()
        let status = carousel_start_joinable_thread({ context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context, Self.stackBytes, &started)
        if status == 0 {
            thread = started
        } else {
            Unmanaged<Work>.fromOpaque(context).release()
            work.run()
        }
    }

    deinit {
        if let thread { carousel_join_thread(thread) }
    }

    /// Waits for the check and the tables.
    /// - Returns: The terminal's capabilities, read from the terminfo entry the check loaded.
    /// - Throws: `TerminalUnavailable` when the check failed.
    func result() throws(TerminalUnavailable) -> TerminalCapabilities {
        if let thread {
            carousel_join_thread(thread)
            self.thread = nil
        }
        return try work.checked.get()
    }

    /// What the thread does and finds. Unchecked: `checked` is written on the thread before it
    /// ends and read on the app's thread only after joining it.
    private final class Work: @unchecked Sendable {
        let term: String?
        private(set) var checked: Result<TerminalCapabilities, TerminalUnavailable> =
            .failure(TerminalUnavailable(reason: "the terminal was not checked"))

        init(term: String?) {
            self.term = term
        }

        func run() {
            checked = Result { () throws(TerminalUnavailable) in try TerminalUnavailable.check(term: term) }
            LookupTables.prepare()
        }
    }
}
