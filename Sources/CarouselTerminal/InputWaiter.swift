#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sleeps until the terminal has input, a signal arrived, the feed file changed, the feed's
/// loader handed something over, or a deadline passed — the only place the app waits, so an idle app makes no wake-ups of its own.
struct InputWaiter {
    let inputDescriptor: Int32
    let signalDescriptor: Int32
    /// The feed file's watch, if any.
    let watchDescriptor: Int32?
    /// The feed loader's wake-up pipe (`FeedLoads`).
    let loadDescriptor: Int32

    /// What woke the wait.
    struct Wake {
        var input = false
        /// The terminal hung up or its descriptor failed: no more input will come.
        var inputEnded = false
        var signal = false
        var fileChanged = false
        /// The feed loader has something to hand over.
        var feedLoaded = false
        /// One of the `others` descriptors is readable (or hung up).
        var other = false
    }

    /// Waits for at most `timeout` seconds, or without limit when `nil`, also on `others`: the
    /// pipes of running source commands and the source files' watch.
    func wait(timeout: Double?, others: [Int32] = []) -> Wake {
        var descriptors = [
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
            // poll skips negative descriptors.
            pollfd(fd: watchDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: loadDescriptor, events: Int16(POLLIN), revents: 0),
        ] + others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        // Rounded up: waking a little early would only mean another wake-up with nothing to do.
        let milliseconds = timeout.map { Int32(min(86_400_000, max(0, ($0 * 1000).rounded(.up)))) } ?? -1
        let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        guard count > 0 else { return Wake() }
        let input = descriptors[0].revents
        let ended = Int16(POLLHUP | POLLERR | POLLNVAL)
        return Wake(
            input: input & Int16(POLLIN) != 0,
            inputEnded: input & ended != 0 || (input & Int16(POLLIN) != 0 && Self.isAtEndOfFile(inputDescriptor)),
            signal: descriptors[1].revents & Int16(POLLIN) != 0,
            fileChanged: descriptors[2].revents & Int16(POLLIN) != 0,
            feedLoaded: descriptors[3].revents != 0,
            other: descriptors.dropFirst(4).contains { $0.revents != 0 })
    }

    /// Readable with nothing to read means end of file.
    private static func isAtEndOfFile(_ descriptor: Int32) -> Bool {
        var pending: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &pending) == 0 && pending == 0
    }
}
