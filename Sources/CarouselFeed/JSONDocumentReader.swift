/// Reads a `.json` feed into a `DocumentNode` tree: strict JSON (RFC 8259), with the line and
/// column of every value and of every syntax error.
///
/// JSON gets its own reader rather than going through the YAML parser, so that a file `check`
/// calls valid is valid for every other JSON tool too (no trailing commas, comments or single
/// quotes), `\ud83c\udf63`-style escapes decode as JSON says, and big files read fast. It walks the
/// bytes once without recursion and applies the same `FeedLimits` as the YAML reader.
struct JSONDocumentReader {
    typealias Failure = DocumentReadFailure

    static func read(_ bytes: [UInt8]) throws(Failure) -> DocumentNode {
        try read(bytes, sections: nil).0
    }

    /// - Parameter sections: Where the items of the feed's `sections` list go as they are read
    ///   (see `CollectionStack`); `nil` keeps them in the tree.
    /// - Returns: The document, and the stream with the sections it took.
    static func read(_ bytes: [UInt8], sections: SectionStream?) throws(Failure) -> (DocumentNode, SectionStream?) {
        var reader = JSONDocumentReader(bytes: bytes, stack: CollectionStack(sections: sections))
        let root = try reader.readDocument()
        return (root, reader.stack.sections)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var stack: CollectionStack<Void>
    private var values = 0

    private init(bytes: [UInt8], stack: CollectionStack<Void>) {
        self.bytes = bytes
        self.stack = stack
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func readDocument() throws(Failure) -> DocumentNode {
        // Either a value comes next (at the start, after '[', a key's ':' or a ','), or a ',' or a
        // closing bracket (after a value inside a collection).
        var expectingValue = true
        while true {
            let finished = expectingValue ? try readValueOrOpen() : try readSeparatorOrClose()
            if let finished {
                if let root = try close(finished) {
                    skipWhitespace()
                    guard index == bytes.count else {
                        throw Failure(location: location, message: "syntax error: found \(found()) after the end of the JSON value")
                    }
                    return root
                }
                expectingValue = false
            } else {
                expectingValue = true
            }
        }
    }

    /// Reads a scalar, or opens an array or object (then returns `nil`; its items follow).
    private mutating func readValueOrOpen() throws(Failure) -> DocumentNode? {
        skipWhitespace()
        guard index < bytes.count else {
            throw Failure(location: location, message: "syntax error: expected a value, found the end of the file")
        }
        let start = location
        values += 1
        if values > FeedLimits.values {
            throw Failure(location: start, message: "the file holds more than \(FeedLimits.values) values; the feed is refused")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if stack.depth >= FeedLimits.nesting {
                throw Failure(
                    location: start,
                    message: "lists and tables nest more than \(FeedLimits.nesting) levels deep here; a feed needs 5")
            }
            let isObject = bytes[index] == UInt8(ascii: "{")
            advance()
            stack.push(isMapping: isObject, location: start, extra: ())
            skipWhitespace()
            if isObject { return try readKeyOrEmptyClose(start) }
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                advance()
                return stack.pop()?.node
            }
            return nil
        case UInt8(ascii: "\""):
            return DocumentNode(value: .scalar(.init(text: try readString(), isPlain: false)), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return DocumentNode(value: .scalar(.init(text: try readNumber(), isPlain: true)), location: start)
        default:
            for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
                for _ in literal.utf8 { advance() }
                return DocumentNode(value: .scalar(.init(text: literal, isPlain: true)), location: start)
            }
            let isWord = Self.isLetter(bytes[index])
            let words = isWord ? " (JSON's words are true, false and null, in lower case)" : hint()
            throw Failure(location: start, message: "syntax error: expected a value, found \(found())\(words)")
        }
    }

    /// After `{`: the first key, or `}` for an empty object (returned finished).
    private mutating func readKeyOrEmptyClose(_ start: SourceLocation) throws(Failure) -> DocumentNode? {
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return stack.pop()?.node
        }
        try readKey()
        return nil
    }

    /// A key and its colon, kept until its value is read.
    private mutating func readKey() throws(Failure) {
        skipWhitespace()
        let start = location
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw Failure(location: start, message: "syntax error: expected a key in double quotes, found \(found())\(hint())")
        }
        let key = try readString()
        values += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw Failure(location: location, message: "syntax error: expected ':' after the key, found \(found())")
        }
        advance()
        _ = try stack.append(DocumentNode(value: .scalar(.init(text: key, isPlain: false)), location: start))
    }

    /// After a value inside a collection: `,` and the next key (returns `nil`), or the closing
    /// bracket (returns the finished collection).
    private mutating func readSeparatorOrClose() throws(Failure) -> DocumentNode? {
        skipWhitespace()
        guard let isObject = stack.innermostIsMapping, let openedAt = stack.innermostLocation else {
            throw Failure(location: location, message: "syntax error: found \(found()) after the end of the JSON value")
        }
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let what = isObject ? "an object" : "an array"
        guard index < bytes.count else {
            throw Failure(
                location: location,
                message: "syntax error: the file ends inside \(what) that starts at \(openedAt)")
        }
        if bytes[index] == closer {
            advance()
            return stack.pop()?.node
        }
        guard bytes[index] == UInt8(ascii: ",") else {
            let expected = isObject ? "',' or '}'" : "',' or ']'"
            throw Failure(
                location: location,
                message: "syntax error: expected \(expected) in \(what) that starts at \(openedAt), found \(found())\(hint())")
        }
        advance()
        skipWhitespace()
        if index < bytes.count, bytes[index] == closer {
            throw Failure(location: location, message: "syntax error: JSON allows no comma before '\(Character(Unicode.Scalar(closer)))'")
        }
        if isObject { try readKey() }
        return nil
    }

    /// Gives a finished value to the collection being read; returns it when it is the root.
    private mutating func close(_ node: DocumentNode) throws(Failure) -> DocumentNode? {
        try stack.append(node) ? nil : node
    }

    private mutating func readString() throws(Failure) -> String {
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
                    message: "syntax error: a control character (U+\(String(repeating: "0", count: 4 - code.count) + code)) "
                        + "must be written as an escape in a JSON string, e.g. \\n")
            default:
                advance()
            }
        }
        throw Failure(location: start, message: "syntax error: the string that starts here is not closed")
    }

    /// One escape after a backslash, as UTF-8.
    private mutating func readEscape() throws(Failure) -> [UInt8] {
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
                    throw Failure(location: start, message: "syntax error: \\u escape of a lone surrogate (a high surrogate with no low one after it)")
                }
                advance()
                advance()
                let low = try readHexUnit(start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(location: start, message: "syntax error: \\u escape of a lone surrogate (a high surrogate with no low one after it)")
                }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw Failure(location: start, message: "syntax error: \\u escape of a lone surrogate (a low surrogate with no high one before it)")
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw Failure(location: start, message: "syntax error: \\u escape of no character")
            }
            return Array(String(scalar).utf8)
        default:
            // The character after the backslash, which may take several bytes; a line break or a
            // control is spelt out, so that the message stays one line that shows what is there.
            let after = described(at: index - 1)
            let escape = after.shown == after.text ? "unknown escape \\\(after.shown)" : "a backslash before \(after.shown) is no escape"
            throw Failure(
                location: start,
                message: "syntax error: \(escape) (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX; a backslash itself is \\\\)")
        }
    }

    private mutating func readHexUnit(_ start: SourceLocation) throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
              let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
              bytes[index..<index + 4].allSatisfy({ Self.isHexDigit($0) }) else {
            throw Failure(location: start, message: "syntax error: \\u needs four hexadecimal digits")
        }
        for _ in 0..<4 { advance() }
        return unit
    }

    /// A number as JSON spells it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func readNumber() throws(Failure) -> String {
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
            throw Failure(location: start, message: "syntax error: not a JSON number (write e.g. 3, 2.5 or 1e3; no leading zeros)")
        }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    /// Moves past one byte, keeping the line and the column (in characters) up to date.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// What is at the current position, for a message: `']'`, a word such as `True`, or `the end
    /// of the file`.
    private func found() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let word = bytes[index...].prefix { Self.isLetter($0) || Self.isDigit($0) }.prefix(20)
        if let first = word.first, Self.isLetter(first) {
            return String(decoding: word, as: UTF8.self)
        }
        let character = described(at: index)
        guard !character.text.isEmpty else { return character.shown }
        return character.shown == "'" ? "\"'\"" : "'\(character.shown)'"
    }

    /// The character that starts at byte `position` (it may take several bytes), and how a
    /// message shows it: controls and line breaks spelt out; for a byte that is not UTF-8, no
    /// text and its value.
    private func described(at position: Int) -> (text: String, shown: String) {
        var decoder = UTF8()
        var iterator = bytes[position...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return ("", "a byte that is not UTF-8 (0x\(String(bytes[position], radix: 16, uppercase: true)))")
        }
        return (String(scalar), VisibleText.shown(String(scalar)))
    }

    /// Why a YAML habit fails here, when one is the likely cause.
    private func hint() -> String {
        guard index < bytes.count else { return "" }
        switch bytes[index] {
        case UInt8(ascii: "/"), UInt8(ascii: "#"): return " (JSON has no comments)"
        case UInt8(ascii: "'"): return " (JSON strings take double quotes)"
        default: return ""
        }
    }

    private func invalidUTF8(in start: SourceLocation) -> Failure {
        Failure(location: start, message: "the text of the string that starts here is not valid UTF-8; save the file as UTF-8")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
