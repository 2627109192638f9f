import CarouselKit

/// The `text` format: pages separated by a line that is exactly `---`; a page's first line that
/// shows something is its title (a leading `# ` dropped, as in Markdown), the lines after it
/// its body, without the blank lines around it (docs/behaviour.md §3.11).
enum TextSourceOutput {
    static func read(_ output: StyledText, into pages: inout OutputPages) {
        var title: Range<String.Index>?
        var body: Range<String.Index>?
        func finishPage() {
            if let title {
                pages.add(title: headingText(output.slice(title)), body: body.map(output.slice) ?? StyledText())
            }
            title = nil
            body = nil
        }
        for line in OutputLines(output.text) {
            let text = output.text[line]
            if text == "---" {
                finishPage()
                if pages.isTruncated { return }
            } else if title == nil {
                if !OutputPages.showsNothing(String(text)) { title = line }
            } else if !text.allSatisfy(\.isWhitespace) {
                // The body runs from its first line that is not blank to its last.
                body = (body?.lowerBound ?? line.lowerBound)..<line.upperBound
            }
        }
        finishPage()
    }

    /// A title without the `# ` of a Markdown heading.
    private static func headingText(_ title: StyledText) -> StyledText {
        guard title.text.hasPrefix("# ") else { return title }
        let text = title.text
        return title.slice(text.utf8.index(text.startIndex, offsetBy: 2)..<text.endIndex)
    }
}
