#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on a feed file's raw bytes, made before any parsing: a feed is non-empty text.
///
/// Catching an empty, binary, UTF-16 or UTF-32 file here gives a message about the file itself instead of
/// a confusing syntax error from the parser. (The parser checks UTF-8 itself, as it reads.)
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
        // UTF-32's little-endian mark begins with UTF-16's: look for it first.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw Problem(location: nil, message: "the file is UTF-32 text; save it as UTF-8")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw Problem(location: nil, message: "the file is UTF-16 text; save it as UTF-8")
        }
        if let zero = firstZero(in: bytes) {
            throw Problem(
                location: location(ofByteOffset: zero, in: bytes),
                message: "the file is binary (it contains a zero byte), not a YAML or JSON feed")
        }
    }

    /// Where the first zero byte is: `memchr`, since a big file is scanned whole before parsing.
    private static func firstZero(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
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
}
