#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One board, many viewers (docs/behaviour.md §3.18): the run that will write an entry holds an
/// `flock` on the entry's lock file, so that two instances of a feed never run the same source
/// at once; the other waits and shows the output the run keeps.
extension SourceCache {
    /// The lock on the runs of one entry's source. The kernel lets go of it when the process
    /// ends, however it ends, so a viewer that died never blocks the others.
    public final class RunLock {
        private var descriptor: Int32

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Lets the others run the source: after the run's output is kept, or when it failed.
        public func release() {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
        }

        deinit { release() }
    }

    /// What asking for the lock of an entry's runs gave.
    public enum RunClaim {
        /// This instance runs the source: it holds the lock until the output is kept.
        case held(RunLock)
        /// Another instance runs it now: its output will land in the entry.
        case busy
        /// No lock can be had (no cache folder, a file in the way that is not a lock): run
        /// without one, as a viewer alone would.
        case unlocked
    }

    /// Asks, without waiting, for the lock on the runs of `key`'s source.
    public func claimRun(of key: SourceCacheEntry.Key) -> RunClaim {
        guard let folder = folder(create: true) else { return .unlocked }
        let name = key.lockName
        // O_NONBLOCK: a FIFO put in the lock's place is not waited on.
        let descriptor = openat(folder, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0o600)
        guard descriptor >= 0 else {
            if errno != ENOENT { clear(name, in: folder) }
            return .unlocked
        }
        guard Self.isPrivateFile(descriptor, limit: 0) else {
            close(descriptor)
            clear(name, in: folder)
            return .unlocked
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            close(descriptor)
            return busy ? .busy : .unlocked
        }
        return .held(RunLock(descriptor: descriptor))
    }

    /// Removes lock file `name` unless a run holds it: evicted as the entries are, so that the
    /// sources that fail, and keep no entry, leave no more than the cache's bound. A run that
    /// opened it just before may then run beside one that makes a new one: one run too many,
    /// never a wrong output.
    /// - Returns: Whether it went.
    @discardableResult
    func removeLock(_ name: String, in folder: Int32) -> Bool {
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) == 0 && unlinkat(folder, name, 0) == 0
    }
}
