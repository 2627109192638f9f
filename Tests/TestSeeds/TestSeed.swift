import Foundation
import PropertyBased

/// The seed random tests draw from. Fixed, so that every run (CI, `make sanitize`, a merge that
/// changed nothing there) draws the same inputs; `CAROUSEL_TEST_SEED` names another to explore
/// (or to repeat one a failure printed), and `CAROUSEL_TEST_SEED=random` draws a fresh one.
public enum TestSeed {
    /// 32 bytes of base64, a `Xoshiro` state.
    public static let fixed = "Q2Fyb3VzZWw6IHRoZSBzYW1lIGlucHV0cyBhbHdheXM="

    /// What `CAROUSEL_TEST_SEED` says, else `fixed`; each use of `random` is a new seed.
    public static var current: String {
        switch ProcessInfo.processInfo.environment["CAROUSEL_TEST_SEED"] {
        case nil, "": fixed
        case "random": Xoshiro().currentSeed
        case let seed?: seed
        }
    }
}
