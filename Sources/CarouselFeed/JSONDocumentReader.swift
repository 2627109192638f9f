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

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    private var stack: CollectionStack<Void>
    var values = 0

    private init(bytes: [UInt8], stack: CollectionStack<Void>) {
        self.bytes = bytes
        self.stack = stack
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var location: SourceLocation { SourceLocation(line: line, column: column) }

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
                        throw Failure(location: location,
                            message: "syntax error: found \(found()) after the end of the JSON value")
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
            throw Failure(
                location: start, message: "the file holds more than \(FeedLimits.values) values; the feed is refused")
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
            throw Failure(
                location: start, message: "syntax error: expected a key in double quotes, found \(found())\(hint())")
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
                message: "syntax error: expected \(expected) in \(what) that starts at \(openedAt), "
                    + "found \(found())\(hint())")
        }
        advance()
        skipWhitespace()
        if index < bytes.count, bytes[index] == closer {
            throw Failure(location: location,
                message: "syntax error: JSON allows no comma before '\(Character(Unicode.Scalar(closer)))'")
        }
        if isObject { try readKey() }
        return nil
    }

    /// Gives a finished value to the collection being read; returns it when it is the root.
    private mutating func close(_ node: DocumentNode) throws(Failure) -> DocumentNode? {
        try stack.append(node) ? nil : node
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
    mutating func advance() {
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
    func found() -> String {
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
    func described(at position: Int) -> (text: String, shown: String) {
        var decoder = UTF8()
        var iterator = bytes[position...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return ("", "a byte that is not UTF-8 (0x\(String(bytes[position], radix: 16, uppercase: true)))")
        }
        return (String(scalar), VisibleText.shown(String(scalar)))
    }

    /// Why a YAML habit fails here, when one is the likely cause.
    func hint() -> String {
        guard index < bytes.count else { return "" }
        switch bytes[index] {
        case UInt8(ascii: "/"), UInt8(ascii: "#"): return " (JSON has no comments)"
        case UInt8(ascii: "'"): return " (JSON strings take double quotes)"
        default: return ""
        }
    }

    func invalidUTF8(in start: SourceLocation) -> Failure {
        Failure(location: start,
            message: "the text of the string that starts here is not valid UTF-8; save the file as UTF-8")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
