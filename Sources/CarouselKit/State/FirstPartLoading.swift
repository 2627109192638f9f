/// A big feed shown while it is read: its first part, with a section standing for the rest,
/// and End pressed there, kept until the rest arrives.
struct FirstPartLoading: Sendable {
    /// Whether the feed shown is the first part of one still being read (`PreparedFeed.isFirstPart`).
    private(set) var isFirstPart = false
    /// End was pressed on a first part: the feed that completes it shows its last section, if
    /// the focus is still on the section standing for the rest by then.
    private(set) var lastSectionWanted = false

    /// End: on a first part, remembers it for the rest.
    /// - Returns: What the status line says, if anything.
    mutating func wantLastSection() -> String? {
        guard isFirstPart else { return nil }
        lastSectionWanted = true
        return "The last section shows once the feed is in"
    }

    /// The focus moved elsewhere.
    mutating func forgetLastSection() {
        lastSectionWanted = false
    }

    /// A new feed arrives with the focus on `focused` of `count` sections before it.
    /// - Returns: Whether it should show its last section (End was pressed and still holds).
    mutating func arrive(_ prepared: PreparedFeed, focused: Int, count: Int) -> Bool {
        let toLastSection = lastSectionWanted && focused == count - 1
        isFirstPart = prepared.isFirstPart
        lastSectionWanted = toLastSection && isFirstPart
        return toLastSection
    }
}
