/// The bytes of the style switches a frame makes most, kept inline in a small direct-mapped
/// table keyed by the two styles' keys (`StyleSequences.key(of:)`): a hit is two comparisons and
/// one 32-byte copy, where `StyleSequences` hashes the pair and hands back an array to retain and
/// release. A frame switches between the same few styles again and again (a card's border, its
/// title, its body).
struct StyleSwitchCache: ~Copyable {
    /// The longest switch kept; a longer one (a reset and three 256-colour codes) is asked for
    /// each time.
    static let maximumCount = 32

    struct Entry {
        /// `UInt64.max` for an empty slot: no style's key has all 64 bits set (a style is 5 bytes).
        var from: UInt64 = .max
        var to: UInt64 = .max
        var count = 0
        var bytes = SIMD32<UInt8>()
    }

    /// Stands for "the terminal's style is not known" as the `from` key.
    private static let unknown = UInt64.max - 1
    private let entries = DirectMappedTable(slots: 64, empty: Entry())

    /// Appends the bytes that switch from the style of key `from` (`nil`: not known) to that of
    /// key `to`, when they are kept; returns whether they were.
    @inline(__always)
    func append(from: UInt64?, to: UInt64, to output: inout OutputBuffer) -> Bool {
        let entry = entries.entry(Self.slot(from: from ?? Self.unknown, to: to))
        guard entry.pointee.from == from ?? Self.unknown, entry.pointee.to == to else { return false }
        output.reserve(Self.maximumCount)
        output.appendReserved(entry.pointee.bytes, count: entry.pointee.count)
        return true
    }

    /// Keeps `bytes` as the switch between the styles of keys `from` and `to`, in place of
    /// whatever shared their slot.
    func keep(_ bytes: [UInt8], from: UInt64?, to: UInt64) {
        guard bytes.count <= Self.maximumCount else { return }
        var inline = SIMD32<UInt8>()
        for (index, byte) in bytes.enumerated() { inline[index] = byte }
        entries.entry(Self.slot(from: from ?? Self.unknown, to: to)).pointee = Entry(
            from: from ?? Self.unknown, to: to, count: bytes.count, bytes: inline)
    }

    /// The pair's keys mixed, their top six bits: one of the table's 64 slots.
    @inline(__always)
    private static func slot(from: UInt64, to: UInt64) -> Int {
        Int(truncatingIfNeeded: (((from &* 0x9E37_79B9_7F4A_7C15) ^ to) &* 0xBF58_476D_1CE4_E5B9) >> 58)
    }
}
