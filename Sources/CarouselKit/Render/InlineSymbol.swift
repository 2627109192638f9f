/// A grapheme cluster's UTF-8 bytes kept inline in two words, so that a `Cell` holds no reference.
///
/// Fifteen bytes hold any single scalar, a letter with several combining marks, a flag or a
/// keycap; a longer cluster (only pathological "Zalgo" stacks of marks get there, since emoji ZWJ
/// sequences are split when text is sanitized) keeps its leading scalars that fit.
///
/// Reading it is inlinable into the terminal layer, which reads every cell it writes.
@usableFromInline
struct InlineSymbol: Hashable, Sendable {
    @usableFromInline private(set) var low: UInt64 = 0
    /// Bytes 8–14, and the byte count in the top byte.
    @usableFromInline private(set) var high: UInt64 = 0

    private static let capacity = 15

    /// A space, made without reading a `Character`: blanks are most of every frame.
    static var space: InlineSymbol { InlineSymbol(low: 0x20, high: 1 << 56) }

    /// A printable ASCII character, made without reading a `Character`.
    static func ascii(_ byte: UInt8) -> InlineSymbol { InlineSymbol(low: UInt64(byte), high: 1 << 56) }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    init(_ character: Character) {
        var count = 0
        for byte in character.utf8 {
            // At the first byte of each scalar: stop when the whole scalar does not fit.
            if byte & 0xC0 != 0x80 {
                guard count + Self.scalarLength(lead: byte) <= Self.capacity else { break }
            }
            set(byte, at: count)
            count += 1
        }
        high |= UInt64(count) << 56
    }

    /// The bytes of the scalar that well-formed UTF-8 starts with `lead`.
    @inlinable
    static func scalarLength(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    private mutating func set(_ byte: UInt8, at index: Int) {
        if index < 8 {
            low |= UInt64(byte) << (8 * index)
        } else {
            high |= UInt64(byte) << (8 * (index - 8))
        }
    }

    /// How many of the 15 bytes are used.
    @inlinable
    var byteCount: Int { Int(high >> 56) }

    @inlinable
    func byte(at index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * index) : high >> (8 * (index - 8)))
    }

    var character: Character {
        let count = byteCount
        if count == 1 { return Character(Unicode.Scalar(byte(at: 0))) }
        let bytes = (0..<count).map(byte(at:))
        return String(decoding: bytes, as: UTF8.self).first ?? " "
    }
}
