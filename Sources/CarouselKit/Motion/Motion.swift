/// Whether moves animate or happen at once (`--reduced-motion`).
struct Motion: Hashable, Sendable {
    var reduced: Bool

    /// The duration function for a move of the given kind, or `nil` (instant) with reduced motion.
    func duration(_ timing: @escaping @Sendable (Double) -> Double) -> (@Sendable (Double) -> Double)? {
        reduced ? nil : timing
    }
}
