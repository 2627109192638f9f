import CarouselKit

/// Turns a feed file's contents (YAML or JSON, docs/behaviour.md §3.7) into a `Feed`, or into every problem
/// that stops it from being one.
public enum FeedReader {
    /// Reads feed text.
    ///
    /// The items of the feed's `sections` list are checked as the file is read, each dropped
    /// from the parse tree once its section is made (`SectionStream`), so a big feed is never
    /// held as a whole tree.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - name: The file's name as the user gave it, for messages.
    ///   - format: The syntax; by default the name's extension decides.
    ///   - preview: Asks for the first sections of a big file as soon as they are checked.
    ///   - filePathRefusal: Why a file source's path may not be read, an error at its place; nil
    ///     to take any path.
    /// - Returns: The feed and the warnings about it (e.g. unknown keys).
    /// - Throws: `FeedReadError` with every error found, and the warnings found on the way.
    public static func read(
        _ bytes: consuming [UInt8], name: String, format: FeedFormat? = nil, preview: FeedPreview? = nil,
        filePathRefusal: FilePathRefusal? = nil
    ) throws(FeedReadError) -> CheckedFeed {
        let format = format ?? FeedFormat(fileName: name)
        try checkBytes(bytes, name: name)
        let preview = bytes.count >= FeedPreview.minimumFileBytes ? preview : nil
        do {
            let validator = FeedValidator(file: name, filePathRefusal: filePathRefusal)
            let stream = SectionStream(validator: validator, preview: preview)
            // The text is handed over, so a big file's bytes are freed before the rest is checked.
            let (document, sections) = try parse(consume bytes, name: name, format: format, sections: stream)
            return try validate(document, sections: sections ?? stream)
        } catch {
            guard format == .unknown else { throw error }
            let note = FeedDiagnostic(
                .note, file: name, location: nil,
                message: "the name does not end in .yaml, .yml or .json, so the file was read as YAML")
            throw FeedReadError(diagnostics: error.diagnostics + [note])
        }
    }

    /// Reads feed text held in a string (the built-in feed, tests).
    public static func read(
        _ text: String, name: String, format: FeedFormat? = nil
    ) throws(FeedReadError) -> CheckedFeed {
        try read(Array(text.utf8), name: name, format: format)
    }

    /// Refuses files that are too large, empty, binary or not UTF-8, before any parsing.
    private static func checkBytes(_ bytes: borrowing [UInt8], name: String) throws(FeedReadError) {
        guard bytes.count <= FeedLimits.fileBytes else { throw tooLarge(name) }
        do {
            try FeedBytes.check(bytes)
        } catch {
            throw failure(name, error.location, error.message)
        }
    }

    /// A file over `FeedLimits.fileBytes`.
    static func tooLarge(_ name: String) -> FeedReadError {
        failure(name, nil, "the file is larger than \(FeedLimits.fileBytes / 1024 / 1024) MiB; the feed is refused")
    }

    private static func failure(_ name: String, _ location: SourceLocation?, _ message: String) -> FeedReadError {
        FeedReadError(diagnostics: [FeedDiagnostic(.error, file: name, location: location, message: message)])
    }

    /// The file's bytes as a document, or the one problem that stops them from being one.
    /// The file's bytes as a document (with the sections the readers took on the way), or the
    /// one problem that stops them from being one.
    private static func parse(
        _ bytes: consuming [UInt8], name: String, format: FeedFormat, sections: SectionStream
    ) throws(FeedReadError) -> (DocumentNode, SectionStream?) {
        let read: (DocumentNode?, SectionStream?)
        do {
            if format == .json {
                let (document, taken) = try JSONDocumentReader.read(bytes, sections: sections)
                read = (document, taken)
            } else {
                read = try YAMLDocumentReader.read(bytes, sections: sections)
            }
        } catch {
            throw failure(name, error.location, error.message)
        }
        guard let document = read.0 else {
            throw failure(name, nil, "the file holds only comments or blank lines; a feed needs at least `sections`")
        }
        return (document, read.1)
    }

    /// The document as a feed, with every problem in it (those of the sections checked while
    /// reading included).
    private static func validate(
        _ document: DocumentNode, sections: SectionStream
    ) throws(FeedReadError) -> CheckedFeed {
        var validator = sections.validator
        let feed = validator.feed(from: document, streamed: sections)
        let diagnostics = validator.reportedDiagnostics
        guard let feed else { throw FeedReadError(diagnostics: diagnostics, pictures: validator.pictures) }
        return CheckedFeed(feed: feed, warnings: diagnostics, pictures: validator.pictures)
    }
}
