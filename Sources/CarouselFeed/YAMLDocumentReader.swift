import CLibYAML

/// Reads YAML text (and JSON, which the YAML parser also reads) into a `DocumentNode` tree, with
/// libyaml's event parser.
///
/// libyaml is the system's C library (the `CLibYAML` module). Reading events instead of composing
/// a whole document lets `FeedReader` enforce `FeedLimits` while parsing: the nesting depth, the
/// number of values and how far aliases expand, so a hostile file stops early instead of after
/// exhausting time or memory.
struct YAMLDocumentReader {
    typealias Failure = DocumentReadFailure

    /// - Parameter sections: Where the items of the feed's `sections` list go as they are read
    ///   (see `CollectionStack`); `nil` keeps them in the tree.
    /// - Returns: The document's root value, or `nil` when the text holds no document at all
    ///   (only comments or blank lines); and the stream with the sections it took.
    static func read(
        _ bytes: [UInt8], sections: SectionStream? = nil
    ) throws(Failure) -> (DocumentNode?, SectionStream?) {
        var reader = YAMLDocumentReader(stack: CollectionStack(sections: sections))
        let root = try reader.read(bytes)
        return (root, reader.stack.sections)
    }

    /// What the reader keeps with each open list or table.
    private struct OpenExtra {
        var anchor: String?
        var size = ExpandedSize(values: 1, textBytes: 0)
    }

    /// A value with an anchor (`&name`), and how much it stands for wherever an alias repeats it.
    private struct AnchoredValue {
        var node: DocumentNode
        var size: ExpandedSize
    }

    /// How many values and bytes of text a value holds, aliases inside it counted as expanded.
    private struct ExpandedSize {
        var values: Int
        var textBytes: Int
    }

    private var stack: CollectionStack<OpenExtra>
    private var anchors: [String: AnchoredValue] = [:]
    private var root: DocumentNode?
    private var documents = 0
    private var values = 0
    private var aliasedValues = 0
    private var expandedTextBytes = 0

    private init(stack: CollectionStack<OpenExtra>) {
        self.stack = stack
    }

    private mutating func read(_ bytes: [UInt8]) throws(Failure) -> DocumentNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw Failure(location: nil, message: "out of memory while starting the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        let result: Result<DocumentNode?, Failure> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .success(nil) }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return .failure(Self.syntaxFailure(parser, bytes: buffer))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return .success(root) }
                do throws(Failure) {
                    try handle(event)
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }

    private mutating func handle(_ event: yaml_event_t) throws(Failure) {
        let location = SourceLocation(
            line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw Failure(
                    location: location,
                    message: "a second YAML document starts here (after ---); a feed file holds one document")
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE && Self.string(scalar.tag) == nil
            try countValue(at: location)
            try countText(scalar.length, at: location)
            let node = DocumentNode(value: .scalar(.init(text: text, isPlain: isPlain)), location: location)
            try add(node, size: ExpandedSize(values: 1, textBytes: scalar.length), anchor: Self.string(scalar.anchor))
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                throw Failure(location: location, message: "alias *\(name) refers to no anchor &\(name) above it")
            }
            aliasedValues += anchored.size.values
            if aliasedValues > FeedLimits.aliasedValues {
                throw Failure(
                    location: location,
                    message: "aliases add more than \(FeedLimits.aliasedValues) values to the feed "
                        + "(a \"billion laughs\" file?); the feed is refused")
            }
            try countText(anchored.size.textBytes, at: location)
            var node = anchored.node
            node.location = location
            try add(node, size: anchored.size, anchor: nil)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            try countValue(at: location)
            if stack.depth >= FeedLimits.nesting {
                throw Failure(
                    location: location,
                    message: "lists and tables nest more than \(FeedLimits.nesting) levels deep here; a feed needs 5")
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
            // A list with an anchor may be repeated by an alias later: it must be kept whole.
            stack.push(
                isMapping: isMapping, location: location, extra: OpenExtra(anchor: anchor), streamable: anchor == nil)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let (node, extra) = stack.pop() else { return }
            try add(node, size: extra.size, anchor: extra.anchor)
        default:
            break
        }
    }

    private mutating func countValue(at location: SourceLocation) throws(Failure) {
        values += 1
        if values > FeedLimits.values {
            throw Failure(location: location,
                message: "the file holds more than \(FeedLimits.values) values; the feed is refused")
        }
    }

    /// Counts text toward `FeedLimits.expandedTextBytes`, which bounds every later pass over the
    /// feed's text (checks, hashing of ids, drawing) however often aliases repeat it.
    private mutating func countText(_ bytes: Int, at location: SourceLocation) throws(Failure) {
        expandedTextBytes += bytes
        if expandedTextBytes > FeedLimits.expandedTextBytes {
            let mebibytes = FeedLimits.expandedTextBytes / 1024 / 1024
            throw Failure(
                location: location,
                message: "the feed's text, with aliases expanded, passes \(mebibytes) MiB here; the feed is refused")
        }
    }

    /// Puts a finished value into the collection being read (or makes it the root).
    private mutating func add(_ node: DocumentNode, size: ExpandedSize, anchor: String?) throws(Failure) {
        if let anchor { anchors[anchor] = AnchoredValue(node: node, size: size) }
        stack.updateInnermost { extra in
            extra.size.values += size.values
            extra.size.textBytes += size.textBytes
        }
        if try !stack.append(node) { root = node }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The parser's own words, with its line and column (libyaml counts from 0).
    private static func syntaxFailure(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if parser.error == YAML_READER_ERROR {
            let location = FeedBytes.location(ofByteOffset: parser.problem_offset, in: bytes)
            if problem == "control characters are not allowed" {
                let code = String(UInt32(bitPattern: parser.problem_value), radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                return Failure(
                    location: location,
                    message: "the control character U+\(padded) is not allowed in a feed file "
                        + "(inside a double-quoted string, write it as an escape such as \\x\(padded.suffix(2)))")
            }
            if problem.contains("UTF-8") || problem == "invalid Unicode character",
               parser.problem_offset < bytes.count {
                // libyaml points at the bad trailing byte; the user wants the character it breaks.
                var start = parser.problem_offset
                if problem.contains("trailing") {
                    start -= 1
                    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                }
                let hex = String(bytes[start], radix: 16, uppercase: true)
                return Failure(
                    location: FeedBytes.location(ofByteOffset: start, in: bytes),
                    message: "the text is not valid UTF-8 (byte 0x\(hex)); save the file as UTF-8")
            }
            return Failure(location: location, message: "syntax error: \(problem)")
        }
        var message = "syntax error: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextLine = Int(parser.context_mark.line) + 1
            let contextColumn = Int(parser.context_mark.column) + 1
            message += " (\(context) that starts at \(contextLine):\(contextColumn))"
        }
        let location = SourceLocation(
            line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        if FeedBytes.character(at: location, in: bytes) == "\t" {
            message += "; YAML cannot indent with tabs, use spaces"
        }
        return Failure(location: location, message: message)
    }
}
