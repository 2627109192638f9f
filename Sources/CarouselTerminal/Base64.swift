/// Base64 (RFC 4648, with padding), which the kitty graphics protocol carries pictures in.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in base64: four characters for every three bytes, `=` filling the last group.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let group = (0..<3).reduce(UInt32(0)) { value, offset in
                value << 8 | UInt32(offset < count ? bytes[index + offset] : 0)
            }
            for position in 0..<4 {
                let sextet = Int(group >> (18 - 6 * position) & 0x3F)
                output.append(position <= count ? alphabet[sextet] : UInt8(ascii: "="))
            }
            index += 3
        }
        return output
    }
}
