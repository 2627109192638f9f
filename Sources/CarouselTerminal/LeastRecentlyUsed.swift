/// A cache bounded by the bytes its values take: past `byteLimit`, the values used least recently
/// go first. Small (a worker's pictures): finding the oldest is a scan.
struct LeastRecentlyUsed<Key: Hashable, Value> {
    private struct Kept {
        var value: Value
        var bytes: Int
        var lastUse: Int
    }

    /// The most bytes the values may take together; one value larger than this is not kept.
    let byteLimit: Int
    private var kept: [Key: Kept] = [:]
    private var uses = 0
    /// The bytes the values take now.
    private(set) var bytes = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The value kept for `key`, now the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard kept[key] != nil else { return nil }
        uses += 1
        kept[key]?.lastUse = uses
        return kept[key]?.value
    }

    /// Keeps `value`, of `size` bytes, for `key`; the least recently used go until all fit.
    mutating func keep(_ value: Value, size: Int, for key: Key) {
        if let old = kept.removeValue(forKey: key) { bytes -= old.bytes }
        guard size <= byteLimit else { return }
        while bytes + size > byteLimit, let oldest = kept.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.bytes
            kept[oldest.key] = nil
        }
        uses += 1
        kept[key] = Kept(value: value, bytes: size, lastUse: uses)
        bytes += size
    }
}
