import CarouselKit
import CarouselSources

/// The run loop's clock: monotonic, so that changing the wall clock never jumps an animation. The
/// same clock as the source runner's deadlines (`MonotonicTime`), so their instants compare.
struct MonotonicClock {
    /// Now, in seconds since an arbitrary origin (the machine's boot).
    func now() -> Instant { MonotonicTime.now() }
}
