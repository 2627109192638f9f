#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// The clock for runs: monotonic, so a change of the wall clock never fires a timeout.
public enum MonotonicTime {
    public static func now() -> Instant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(seconds: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }
}
