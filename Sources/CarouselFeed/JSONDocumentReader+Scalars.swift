/// JSON's scalars: strings with their escapes, and numbers as JSON spells them.
extension JSONDocumentReader {
    mutating func readString() throws(Failure) -> String {
        let start = location
        advance()
        // Escapes are decoded into `text`; a string without any (the usual case) is made straight
        // from the file's bytes.
        var text: [UInt8]?
        var segmentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let string: String?
                if var decoded = text {
                    decoded += bytes[segmentStart..<index]
                    string = String(validating: decoded, as: UTF8.self)
                } else {
                    string = String(validating: bytes[segmentStart..<index], as: UTF8.self)
                }
                advance()
                guard let string else { throw invalidUTF8(in: start) }
                return string
            case UInt8(ascii: "\\"):
                text = (text ?? []) + bytes[segmentStart..<index] + (try readEscape())
                segmentStart = index
            case 0..<0x20:
                let code = String(byte, radix: 16, uppercase: true)
                throw Failure(
                    location: location,
                    message: "syntax error: a control character "
                        + "(U+\(String(repeating: "0", count: 4 - code.count) + code)) "
                        + "must be written as an escape in a JSON string, e.g. \\n")
            default:
                advance()
            }
        }
        throw Failure(location: start, message: "syntax error: the string that starts here is not closed")
    }

    /// One escape after a backslash, as UTF-8.
    mutating func readEscape() throws(Failure) -> [UInt8] {
        let start = location
        advance()
        guard index < bytes.count else {
            throw Failure(location: start, message: "syntax error: the file ends inside an escape")
        }
        let letter = bytes[index]
        advance()
        switch letter {
        case UInt8(ascii: "\""): return [0x22]
        case UInt8(ascii: "\\"): return [0x5C]
        case UInt8(ascii: "/"): return [0x2F]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "u"):
            var unit = try readHexUnit(start)
            if (0xD800...0xDBFF).contains(unit) {
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw Failure(location: start,
                        message: "syntax error: \\u escape of a lone surrogate "
                            + "(a high surrogate with no low one after it)")
                }
                advance()
                advance()
                let low = try readHexUnit(start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(location: start,
                        message: "syntax error: \\u escape of a lone surrogate "
                            + "(a high surrogate with no low one after it)")
                }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw Failure(location: start,
                    message: "syntax error: \\u escape of a lone surrogate "
                        + "(a low surrogate with no high one before it)")
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw Failure(location: start, message: "syntax error: \\u escape of no character")
            }
            return Array(String(scalar).utf8)
        default:
            // The character after the backslash, which may take several bytes; a line break or a
            // control is spelt out, so that the message stays one line that shows what is there.
            let after = described(at: index - 1)
            let escape = after.shown == after.text
                ? "unknown escape \\\(after.shown)" : "a backslash before \(after.shown) is no escape"
            throw Failure(
                location: start,
                message: "syntax error: \(escape) "
                    + "(JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX; a backslash itself is \\\\)")
        }
    }

    mutating func readHexUnit(_ start: SourceLocation) throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
              let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
              bytes[index..<index + 4].allSatisfy({ Self.isHexDigit($0) }) else {
            throw Failure(location: start, message: "syntax error: \\u needs four hexadecimal digits")
        }
        for _ in 0..<4 { advance() }
        return unit
    }

    /// A number as JSON spells it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func readNumber() throws(Failure) -> String {
        let start = location
        let first = index
        func digits(_ reader: inout JSONDocumentReader) -> Int {
            var count = 0
            while reader.index < reader.bytes.count, Self.isDigit(reader.bytes[reader.index]) {
                reader.advance()
                count += 1
            }
            return count
        }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let integerDigits = digits(&self)
        var valid = integerDigits > 0 && !(leadingZero && integerDigits > 1)
        if valid, index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            valid = digits(&self) > 0
        }
        if valid, index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            valid = digits(&self) > 0
        }
        guard valid else {
            throw Failure(location: start,
                message: "syntax error: not a JSON number (write e.g. 3, 2.5 or 1e3; no leading zeros)")
        }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }
}
