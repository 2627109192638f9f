/// The bytes of one frame, gathered so that the frame leaves in one write. Its storage is kept
/// from frame to frame, so drawing a frame allocates nothing once the largest frame has been seen.
struct OutputBuffer: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 16 * 1024) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Makes room for `extra` more bytes; every append after it within that many needs no check.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    /// Appends one byte; room for it must have been reserved.
    @inline(__always)
    mutating func appendReserved(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    /// Appends the first `count` (at most 15) of the bytes packed in `low` (bytes 0–7, the first
    /// lowest) and `high` (bytes 8–14); room for 16 bytes must have been reserved.
    @inline(__always)
    mutating func appendPackedReserved(low: UInt64, high: UInt64, count byteCount: Int) {
        let destination = UnsafeMutableRawPointer(storage + count)
        destination.storeBytes(of: low.littleEndian, as: UInt64.self)
        destination.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt64.self)
        count += byteCount
    }

    /// Appends the first `byteCount` (at most 32) of `bytes`; room for 32 bytes must have been
    /// reserved.
    @inline(__always)
    mutating func appendReserved(_ bytes: SIMD32<UInt8>, count byteCount: Int) {
        UnsafeMutableRawPointer(storage + count).storeBytes(of: bytes, as: SIMD32<UInt8>.self)
        count += byteCount
    }

    mutating func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            (storage + count).update(from: base, count: source.count)
        }
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        (storage + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    /// Appends `value` in decimal; room for it must have been reserved (at most 20 bytes).
    mutating func appendDecimalReserved(_ value: Int) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            appendReserved(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Calls `body` with the bytes gathered so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage, count: count))
    }

    mutating func removeAll() {
        count = 0
    }
}
