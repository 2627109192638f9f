/// A cursor-position report, `ESC [ row ; column R`, found in what the terminal sent.
struct CursorPositionReply: Equatable {
    var row: Int
    var column: Int
    /// Where it was among the bytes.
    var range: Range<Int>

    /// The first report in `bytes`, if a whole one is there.
    static func find(in bytes: [UInt8]) -> CursorPositionReply? {
        var start = 0
        while let escape = bytes[start...].firstIndex(of: 0x1B) {
            start = escape + 1
            var index = escape + 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { continue }
            index += 1
            guard let row = number(in: bytes, at: &index), index < bytes.count,
                  bytes[index] == UInt8(ascii: ";") else { continue }
            index += 1
            guard let column = number(in: bytes, at: &index), index < bytes.count,
                  bytes[index] == UInt8(ascii: "R") else { continue }
            return CursorPositionReply(row: row, column: column, range: escape..<(index + 1))
        }
        return nil
    }

    /// The decimal number at `index` (at most four digits), moving `index` past it.
    private static func number(in bytes: [UInt8], at index: inout Int) -> Int? {
        var value = 0, digits = 0
        while index < bytes.count, digits < 4, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }
}
