/// The pictures of the cards in view: which were asked for, which are ready or failed, and which
/// changed on disk and are to be asked for again. The edge decodes and scales; this part only
/// remembers its answers, each with a stamp that changes whenever the answer does, so that a card
/// drawn from it is drawn again exactly when its picture changes.
struct Pictures: Sendable {
    /// One request's answer so far.
    struct Slot: Sendable {
        /// `nil` until the first answer.
        var outcome: PictureOutcome?
        /// Changes with every answer (`revision` when it came).
        var stamp: Int
        /// Whether an answer is awaited (asked for, not yet answered).
        var awaited: Bool
        /// Whether its file changed on disk since it was asked for: asked again while in view.
        var stale = false
    }

    private(set) var slots: [PictureRequest: Slot] = [:]
    /// Counts the answers taken: every section with pictures is drawn again after one.
    private(set) var revision = 0

    /// More slots than this are forgotten, except those in view: a screen shows a dozen.
    private static let limit = 256

    /// The slot of `request`, if it was ever asked for.
    subscript(request: PictureRequest) -> Slot? { slots[request] }

    /// Whether `request` is to be handed to the edge now: never asked, or changed on disk since.
    func needs(_ request: PictureRequest) -> Bool {
        guard let slot = slots[request] else { return true }
        return slot.stale && !slot.awaited
    }

    /// Notes that `request` was handed to the edge.
    mutating func asked(_ request: PictureRequest, keeping inView: Set<PictureRequest>) {
        if slots.count >= Self.limit { slots = slots.filter { inView.contains($0.key) || $0.value.awaited } }
        slots[request, default: Slot(outcome: nil, stamp: 0, awaited: true)].awaited = true
        slots[request]?.stale = false
    }

    /// Takes an answer; one to a request no longer awaited is dropped.
    /// - Returns: Whether it was taken.
    mutating func take(_ outcome: PictureOutcome, for request: PictureRequest) -> Bool {
        guard slots[request]?.awaited == true else { return false }
        revision += 1
        slots[request] = Slot(outcome: outcome, stamp: revision, awaited: false)
        return true
    }

    /// The picture named `name` changed on disk: every size of it is asked for again when in view.
    mutating func markChanged(_ name: String) {
        for (request, _) in slots where request.name == name { slots[request]?.stale = true }
    }
}
