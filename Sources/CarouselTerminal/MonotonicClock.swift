#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// The run loop's clock: monotonic, so that changing the wall clock never jumps an animation.
struct MonotonicClock {
    /// Now, in seconds since an arbitrary origin (the machine's boot).
    func now() -> Instant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(seconds: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }
}
