/// Turns digit keys into page numbers (docs/behaviour.md §3.5): `3` is page 3, `0` is page 10, and a digit
/// typed within 0.6 s of the previous one extends the number when that page exists.
struct DigitEntry: Hashable, Sendable {
    static let window = 0.6

    private var typed = ""
    private var lastAt: Instant?

    /// The page number (1-based) that `digit` asks for in a section of `pageCount` pages.
    mutating func page(for digit: Int, at time: Instant, pageCount: Int) -> Int {
        defer { lastAt = time }
        if let lastAt, time - lastAt <= Self.window, !typed.isEmpty,
           let extended = Int(typed + String(digit)), extended <= pageCount {
            typed += String(digit)
            return extended
        }
        typed = digit == 0 ? "" : String(digit)
        return digit == 0 ? 10 : digit
    }

    mutating func reset() {
        typed = ""
        lastAt = nil
    }
}
