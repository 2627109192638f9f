import CarouselKit

/// The `lines` format: every line that shows something is a page; the text before its first tab
/// is the title, the rest its body (docs/behaviour.md §3.11).
enum LinesSourceOutput {
    static func read(_ output: StyledText, into pages: inout OutputPages) {
        let text = output.text
        // Blank lines are skipped before any slicing: an output of a million empty lines is cheap.
        for line in OutputLines(text) where text.utf8[line].contains(where: { $0 > 0x20 }) {
            let tab = text.utf8[line].firstIndex(of: 0x09)
            let title = output.slice(line.lowerBound..<(tab ?? line.upperBound))
            let body = tab.map { output.slice(text.utf8.index(after: $0)..<line.upperBound) } ?? StyledText()
            pages.add(title: title, body: body)
            if pages.isTruncated { return }
        }
    }
}

/// The lines of a text, each without its line break ("\n": the parser made every CR one).
struct OutputLines: Sequence, IteratorProtocol {
    private let text: String
    private var start: String.Index?

    init(_ text: String) {
        self.text = text
        start = text.isEmpty ? nil : text.startIndex
    }

    mutating func next() -> Range<String.Index>? {
        guard let lineStart = start else { return nil }
        let utf8 = text.utf8
        let newline = utf8[lineStart...].firstIndex(of: 0x0A)
        start = newline.map { utf8.index(after: $0) }.flatMap { $0 < text.endIndex ? $0 : nil }
        return lineStart..<(newline ?? text.endIndex)
    }
}
