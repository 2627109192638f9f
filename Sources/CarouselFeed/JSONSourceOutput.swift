import CarouselKit

/// The `json` format: an array of pages, or an object `{"pages": [...], "title": ..., "tag":
/// ...}`; pages as in a feed file, checked by the feed's own rules, every problem located in the
/// output (docs/behaviour.md §3.11).
enum JSONSourceOutput {
    static func parse(_ bytes: [UInt8], colors: Bool) throws(SourceOutputError) -> ParsedSourceOutput {
        guard bytes.contains(where: { !Self.isWhitespace($0) }) else {
            throw SourceOutputError("the output is empty; expected a JSON list of pages or an object with `pages`")
        }
        let document: DocumentNode
        do {
            document = try JSONDocumentReader.read(bytes)
        } catch {
            // Output that does not even start as JSON is most likely text meant as pages.
            let start = bytes.first { !Self.isWhitespace($0) }
            let hint = start == UInt8(ascii: "[") || start == UInt8(ascii: "{") ? ""
                : "; the output is not JSON: for text, give the source `format: lines` (a page a line) "
                    + "or `format: text`"
            throw SourceOutputError(error.message + hint, at: error.location)
        }
        var validator = FeedValidator(file: "")
        let output = validator.sourceOutput(from: document)
        let diagnostics = validator.reportedDiagnostics
        guard var output else { throw SourceOutputError(diagnostics: diagnostics) }
        if colors { output.pages = output.pages.map(Self.styled) }
        return ParsedSourceOutput(output: output, warnings: diagnostics, pictures: validator.pictures)
    }

    /// A page whose title and body keep their SGR colours as styles.
    private static func styled(_ page: Page) -> Page {
        var page = page
        let title = StyledText(parsingEscapes: page.title)
        let body = StyledText(parsingEscapes: page.body)
        page.title = title.text
        page.body = body.text
        page.styles = PageStyles(title: title, body: body)
        return page
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
