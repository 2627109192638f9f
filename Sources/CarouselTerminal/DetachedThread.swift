import CProcess

/// A detached thread with every signal blocked (`carousel_start_thread`), so that signals keep
/// interrupting the run loop's waits and writes: the feed's reader, the picture worker and the
/// terminal check run on one each.
enum DetachedThread {
    /// Runs `body` on a new thread with a stack of `stackBytes`.
    /// - Returns: Whether the thread was made; when not, `body` has not run, and the caller
    ///   decides what to do without it.
    static func start(stackBytes: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = carousel_start_thread({ context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context, stackBytes)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// The closure, boxed to cross into the thread as one pointer.
    private final class Body: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
