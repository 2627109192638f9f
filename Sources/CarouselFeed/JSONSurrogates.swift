/// Rewrites JSON's surrogate-pair escapes (`\ud83c\udf63`, how many JSON writers spell emoji) as
/// the YAML escape for the same character (`\U0001F363`), because libyaml rejects surrogate escapes.
///
/// Only the inside of JSON strings can hold a backslash, so a scan that honours `\\` finds every
/// such escape. The rewrite is 2 characters shorter per pair, so a column reported later on the
/// same line can be up to 2 characters early per pair.
enum JSONSurrogates {
    static func rewrite(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "\\")) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                output.append(byte)
                index += 1
                continue
            }
            if let high = escapedUnit(in: bytes, at: index), (0xD800...0xDBFF).contains(high),
               let low = escapedUnit(in: bytes, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                let hex = String(scalar, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: 8 - hex.count) + hex
                output.append(contentsOf: Array("\\U\(padded)".utf8))
                index += 12
            } else {
                // Copy the escape's two characters together so `\\` never starts another escape.
                output.append(contentsOf: bytes[index...index + 1])
                index += 2
            }
        }
        return output
    }

    /// The code unit of a `\uXXXX` escape starting at `index`.
    private static func escapedUnit(in bytes: [UInt8], at index: Int) -> Int? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u") else { return nil }
        let digits = String(decoding: bytes[index + 2 ..< index + 6], as: UTF8.self)
        return Int(digits, radix: 16)
    }
}
