/// The Unicode scalars of a cell's symbol, decoded from its inline UTF-8 bytes.
/// Inlinable, like what it reads: the terminal layer decodes every cell it writes.
public struct CellScalars: Sequence, IteratorProtocol {
    @usableFromInline let symbol: InlineSymbol
    @usableFromInline var offset = 0

    @inlinable
    init(_ symbol: InlineSymbol) {
        self.symbol = symbol
    }

    /// The symbol when it is a single ASCII character (most cells), without decoding.
    @inlinable
    public var ascii: UInt8? {
        symbol.byteCount == 1 ? symbol.byte(at: 0) : nil
    }

    /// The next scalar, or `nil` after the last.
    @inlinable
    public mutating func next() -> Unicode.Scalar? {
        guard offset < symbol.byteCount else { return nil }
        let lead = symbol.byte(at: offset)
        // The bytes were encoded from scalars, so they are well-formed UTF-8.
        let length = InlineSymbol.scalarLength(lead: lead)
        var value = UInt32(lead) & (length == 1 ? 0x7F : UInt32(0xFF) >> (length + 1))
        for index in 1..<length {
            value = value << 6 | UInt32(symbol.byte(at: offset + index) & 0x3F)
        }
        offset += length
        return Unicode.Scalar(value)
    }
}
