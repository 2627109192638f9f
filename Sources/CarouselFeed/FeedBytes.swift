/// Checks on a feed file's raw bytes, made before any parsing: a feed is non-empty UTF-8 text.
///
/// Catching an empty, binary or wrongly encoded file here gives a message about the file itself
/// instead of a confusing syntax error from the parser.
enum FeedBytes {
    struct Problem: Error {
        var location: SourceLocation?
        var message: String
    }

    /// - Throws: `Problem` when the bytes are not usable feed text.
    static func check(_ bytes: [UInt8]) throws(Problem) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw Problem(location: nil, message: "the file is empty; a feed needs at least `sections`")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw Problem(location: nil, message: "the file is UTF-16 text; save it as UTF-8")
        }
        if let zero = bytes.firstIndex(of: 0) {
            throw Problem(
                location: location(ofByteOffset: zero, in: bytes),
                message: "the file is binary (it contains a zero byte), not a YAML or JSON feed")
        }
        if let offset = firstInvalidUTF8Offset(in: bytes) {
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            throw Problem(
                location: location(ofByteOffset: offset, in: bytes),
                message: "the text is not valid UTF-8 (byte 0x\(hex)); save the file as UTF-8")
        }
    }

    /// The line and column (in Unicode characters) of a byte in UTF-8 text.
    static func location(ofByteOffset offset: Int, in bytes: some Collection<UInt8>) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    /// The character at a line and column of UTF-8 text, if there is one.
    static func character(at location: SourceLocation, in bytes: some Collection<UInt8>) -> Unicode.Scalar? {
        var line = 1
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while line < location.line {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            index = bytes.index(after: newline)
            lineStart = index
            line += 1
        }
        var decoder = UTF8()
        var iterator = bytes[lineStart...].makeIterator()
        for _ in 1..<max(1, location.column) {
            guard case .scalarValue = decoder.decode(&iterator) else { return nil }
        }
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }

    /// Where the first byte that breaks UTF-8 is, or `nil` for valid text.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        // The standard library's validation is fast; decode scalar by scalar only to find the place.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
