#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

extension CommandRunner {
    /// Waits until every run has been reported and returns them in the order they were started:
    /// the whole driving loop — one poll() on the runner's descriptors, woken no later than its
    /// deadline, then `service`. For commands without a screen (`check --run`) and tests; the
    /// terminal's run loop does the same with its own descriptors added to the poll.
    public func runUntilIdle(clock: () -> Instant = MonotonicTime.now) -> [CommandResult] {
        var results: [CommandResult] = []
        while true {
            results += service(at: clock())
            guard activeCount > 0 else { break }
            var descriptors = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // Rounded up: waking before the deadline would only mean another wait.
            let timeout = nextDeadline().map { deadline in
                let milliseconds = ((deadline - clock()) * 1000).rounded(.up)
                return milliseconds > 0 ? Int32(min(86_400_000, milliseconds)) : 0
            }
            _ = poll(&descriptors, nfds_t(descriptors.count), timeout ?? -1)
        }
        return results.sorted { $0.id < $1.id }
    }
}
