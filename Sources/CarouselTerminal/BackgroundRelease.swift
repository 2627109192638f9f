import CProcess

/// Frees what a replaced feed leaves behind on a thread of its own, then gives the freed memory
/// back to the system: dropping a big feed is hundreds of thousands of frees, and trimming the
/// heap after it walks all of it, which the run loop's thread would otherwise spend instead of
/// answering keys.
enum BackgroundRelease {
    /// Drops `garbage` and trims the heap, on another thread. Hand it over with `consume`, so
    /// that the reference given is the last one and the thread is the one that frees it.
    static func release(_ garbage: consuming some Sendable) {
        let context = Unmanaged.passRetained(Box(garbage)).toOpaque()
        let started = carousel_start_thread({ context in
            guard let context else { return nil }
            Unmanaged<AnyObject>.fromOpaque(context).release()
            carousel_release_free_memory()
            return nil
        }, context, 256 * 1024)
        if started != 0 {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            carousel_release_free_memory()
        }
    }

    private final class Box<Value: Sendable>: Sendable {
        let value: Value

        init(_ value: consuming Value) {
            self.value = value
        }
    }
}
