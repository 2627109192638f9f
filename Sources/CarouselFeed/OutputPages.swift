import CarouselKit

/// The pages of a source's output in lines or text form, as they are read: blank titles
/// skipped, titles and bodies kept within the feed's limits, ids made from titles, and no more
/// than `SourceLimits.pages`.
struct OutputPages {
    private(set) var pages: [Page] = []
    /// A page came after the last one kept.
    private(set) var isTruncated = false
    private var ids = TitleIDs()

    /// Whether no more pages are kept; the reader then only needs to know if another follows.
    var isFull: Bool { pages.count >= SourceLimits.pages }

    /// Adds a page unless its title shows nothing (blank, or only control sequences).
    mutating func add(title: StyledText, body: StyledText) {
        guard !Self.showsNothing(title.text) else { return }
        guard !isFull else {
            isTruncated = true
            return
        }
        let title = title.prefix(utf8Bytes: FeedLimits.shortTextBytes)
        let body = body.prefix(utf8Bytes: FeedLimits.bodyBytes)
        pages.append(Page(
            id: ids.id(forTitle: title.text), title: title.text, body: body.text,
            styles: PageStyles(title: title, body: body)))
    }

    /// Text that would draw as blank, once made safe.
    static func showsNothing(_ text: String) -> Bool {
        FeedValidator.isBlank(TerminalText.sanitize(text))
    }

    static func truncationWarning(at location: SourceLocation?, path: FeedPath = FeedPath()) -> FeedDiagnostic {
        FeedDiagnostic(
            .warning, file: "", location: location, path: path,
            message: "the output has more than \(SourceLimits.pages) pages; the first \(SourceLimits.pages) are kept")
    }
}

/// Ids for pages that have none: a page is known by its title, so a refresh that adds or drops
/// pages keeps the reader on the page they were reading. A title met again gets its number in
/// the output: "Build (2)", "Build (3)".
struct TitleIDs {
    private var taken: Set<String>
    /// The next number to try for a title already taken.
    private var nextNumber: [String: Int] = [:]

    /// - Parameter taken: Ids the output gave pages explicitly.
    init(taken: Set<String> = []) {
        self.taken = taken
    }

    mutating func id(forTitle title: String) -> String {
        let base = TerminalText.sanitize(title)
        var id = base
        var number = nextNumber[base] ?? 2
        while !taken.insert(id).inserted {
            id = "\(base) (\(number))"
            number += 1
        }
        nextNumber[base] = number
        return id
    }
}

extension StyledText {
    /// At most the first `limit` bytes of the text, cut between characters.
    func prefix(utf8Bytes limit: Int) -> StyledText {
        guard text.utf8.count > limit else { return self }
        var end = text.startIndex
        var bytes = 0
        for index in text.indices {
            let next = text.index(after: index)
            bytes += text.utf8.distance(from: index, to: next)
            guard bytes <= limit else { break }
            end = next
        }
        return slice(text.startIndex..<end)
    }
}
