#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The wall clock, in seconds since the Unix epoch: what file times are told in, so what another
/// process's cache entry is dated by. Runs and timeouts use `MonotonicTime`.
enum WallClock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
