/// A grapheme cluster's UTF-8 bytes kept inline in two words, so that a `Cell` holds no reference.
///
/// Fifteen bytes hold any single scalar, a letter with several combining marks, a flag or a
/// keycap; a longer cluster (only pathological "Zalgo" stacks of marks get there, since emoji ZWJ
/// sequences are split when text is sanitized) keeps its leading scalars that fit.
struct InlineSymbol: Hashable, Sendable {
    private var low: UInt64 = 0
    /// Bytes 8–14, and the byte count in the top byte.
    private var high: UInt64 = 0

    private static let capacity = 15

    init(_ character: Character) {
        var count = 0
        for scalar in character.unicodeScalars {
            let utf8 = scalar.utf8
            guard count + utf8.count <= Self.capacity else { break }
            for byte in utf8 {
                set(byte, at: count)
                count += 1
            }
        }
        high |= UInt64(count) << 56
    }

    private mutating func set(_ byte: UInt8, at index: Int) {
        if index < 8 {
            low |= UInt64(byte) << (8 * index)
        } else {
            high |= UInt64(byte) << (8 * (index - 8))
        }
    }

    /// How many of the 15 bytes are used.
    var byteCount: Int { Int(high >> 56) }

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
