import CarouselKit

/// Reads what a section's source produced — a command's standard output or a file's contents —
/// into pages (docs/behaviour.md §3.11), in its `format`: `json`, `lines` or `text` (an `image` is
/// no text: the sources edge shows it as a picture).
///
/// The text must be UTF-8. JSON output that is not is refused (JSON is UTF-8 by definition);
/// in lines and text, each invalid byte becomes U+FFFD (a visible mark, as for unprintable
/// characters) and a warning says where the first one was, so one stray Latin-1 file name in
/// `ls` does not blank the section. Text is kept as the output had it, for the core to make safe
/// when it is drawn (docs/behaviour.md §3.6); with `colors`, SGR sequences become the pages' styles and every
/// other control sequence is removed.
public enum SourceOutputParser {
    /// - Parameters:
    ///   - bytes: The whole output; at most `SourceLimits.outputBytes`.
    ///   - format: How to read it.
    ///   - colors: Keep SGR colours and attributes as styles (the source's `colors: true`).
    /// - Returns: The pages (never none), an optional title and tag, and warnings.
    /// - Throws: `SourceOutputError` with every problem, located by line and column in the output.
    public static func parse(
        _ bytes: [UInt8], format: SourceFormat, colors: Bool
    ) throws(SourceOutputError) -> ParsedSourceOutput {
        guard bytes.count <= SourceLimits.outputBytes else {
            throw SourceOutputError("the output is larger than \(SourceLimits.outputBytes / 1024 / 1024) MiB")
        }
        let invalidByte = firstInvalidUTF8Byte(in: bytes)
        switch format {
        case .json:
            if let invalidByte {
                throw SourceOutputError(
                    "the output is not valid UTF-8 (byte 0x\(hex(bytes[invalidByte]))); JSON must be UTF-8",
                    at: FeedBytes.location(ofByteOffset: invalidByte, in: bytes))
            }
            return try JSONSourceOutput.parse(bytes, colors: colors)
        case .image:
            throw SourceOutputError(
                "the output is a picture (format: image); it is shown as it is, not read into pages")
        case .lines, .text:
            var warnings: [FeedDiagnostic] = []
            if let invalidByte {
                warnings.append(FeedDiagnostic(
                    .warning, file: "", location: FeedBytes.location(ofByteOffset: invalidByte, in: bytes),
                    message: "the output is not valid UTF-8 (byte 0x\(hex(bytes[invalidByte]))); "
                        + "invalid bytes are shown as \u{FFFD}"))
            }
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
            let decoded = String(decoding: Self.unifyingLineBreaks(body), as: UTF8.self)
            let text = colors ? StyledText(parsingEscapes: decoded) : StyledText(decoded)
            var pages = OutputPages()
            if format == .lines {
                LinesSourceOutput.read(text, into: &pages)
            } else {
                TextSourceOutput.read(text, into: &pages)
            }
            if pages.isTruncated { warnings.append(OutputPages.truncationWarning(at: nil)) }
            return ParsedSourceOutput(
                output: SourceOutput(pages: pages.pages, isTruncated: pages.isTruncated), warnings: warnings)
        }
    }

    /// CRLF and a lone CR as LF. A lone CR is a line break wherever text is made safe (docs/text.md);
    /// made one here, before lines are split and colours parsed, it splits pages the same way with
    /// `colors` and without.
    private static func unifyingLineBreaks(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard bytes.contains(0x0D) else { return bytes }
        var unified: [UInt8] = []
        unified.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A, previous == 0x0D {
                previous = byte
                continue
            }
            unified.append(byte == 0x0D ? 0x0A : byte)
            previous = byte
        }
        return unified[...]
    }

    /// Where the bytes stop being UTF-8, if they do.
    private static func firstInvalidUTF8Byte(in bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

/// An output read into pages, with what the parser warned about.
public struct ParsedSourceOutput: Sendable {
    public var output: SourceOutput
    /// Warnings (never errors), located in the output: unknown keys, invalid UTF-8 replaced,
    /// pages past `SourceLimits.pages` dropped.
    public var warnings: [FeedDiagnostic]
    /// The pictures JSON pages name (`image`), located in the output, for `carousel check --run`
    /// to open; relative to the feed's folder like a feed's own.
    public var pictures: [PictureReference] = []
}

/// An output that gave no pages: every problem found, located in the output
/// (`line 3, column 7: pages[2].title: missing; every page needs a title`).
public struct SourceOutputError: Error, Sendable, CustomStringConvertible {
    /// Errors, and the warnings found alongside; their `file` is empty.
    public var diagnostics: [FeedDiagnostic]

    /// An error of `diagnostics`, which should hold at least one error.
    public init(diagnostics: [FeedDiagnostic]) {
        self.diagnostics = diagnostics
    }

    init(_ message: String, at location: SourceLocation? = nil) {
        self.init(diagnostics: [FeedDiagnostic(.error, file: "", location: location, message: message)])
    }

    public var errors: [FeedDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One line per problem.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// The first error and how many more there are, for a status line.
    public var summary: String { FeedDiagnostic.summary(of: errors, otherwise: "the output could not be read") }
}
