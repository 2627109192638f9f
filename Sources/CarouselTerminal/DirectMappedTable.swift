/// A fixed number of entries allocated once, for the encoder's caches that find an entry by a
/// slot worked out from its key and keep the latest there (`CellBytes`, `StyleSwitchCache`): no
/// hashing, no growth and no reference counting on the way of every cell.
struct DirectMappedTable<Entry>: ~Copyable {
    /// How many slots the table has.
    let slots: Int
    private let entries: UnsafeMutablePointer<Entry>

    /// A table of `slots` entries, each `empty`.
    init(slots: Int, empty: Entry) {
        self.slots = slots
        entries = .allocate(capacity: slots)
        entries.initialize(repeating: empty, count: slots)
    }

    deinit {
        entries.deinitialize(count: slots)
        entries.deallocate()
    }

    /// The entry in `slot` (below `slots`), to read or replace in place.
    @inline(__always)
    func entry(_ slot: Int) -> UnsafeMutablePointer<Entry> {
        entries + slot
    }
}
