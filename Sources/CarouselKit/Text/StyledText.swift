/// Text with styles over parts of it: what a source's output becomes with `colors: true`
/// (docs/behaviour.md §3.11), its SGR colours and attributes taken out of the text and kept as spans.
public struct StyledText: Hashable, Sendable {
    /// The text without its escape sequences.
    public var text: String
    /// In order, not overlapping, none empty. Text no span covers is drawn in the card's style.
    public var spans: [StyleSpan]

    /// A text and the styles over parts of it.
    public init(_ text: String = "", spans: [StyleSpan] = []) {
        self.text = text
        self.spans = spans
    }

    /// The part of the text between two of its indices, with the styles over that part.
    public func slice(_ range: Range<String.Index>) -> StyledText {
        let lower = text.utf8Offset(of: range.lowerBound)
        let upper = text.utf8Offset(of: range.upperBound)
        var sliced: [StyleSpan] = []
        var index = firstSpan(endingAfter: lower)
        while index < spans.endIndex, spans[index].range.lowerBound < upper {
            let span = spans[index]
            let clipped = max(span.range.lowerBound, lower)..<min(span.range.upperBound, upper)
            if !clipped.isEmpty {
                sliced.append(StyleSpan(clipped.lowerBound - lower..<clipped.upperBound - lower, style: span.style))
            }
            index += 1
        }
        return StyledText(String(text[range]), spans: sliced)
    }

    /// The style at a UTF-8 offset of the text, if a span covers it.
    func style(atOffset offset: Int) -> Style? {
        let index = firstSpan(endingAfter: offset)
        guard index < spans.endIndex, spans[index].range.contains(offset) else { return nil }
        return spans[index].style
    }

    /// The text cut where its style changes, in order: each part with its span's style, or `nil`
    /// where no span covers it. Spans that overlap an earlier one or lie outside the text count
    /// only for the part that does not.
    func runs() -> [(text: Substring, style: Style?)] {
        let utf8 = text.utf8
        var runs: [(text: Substring, style: Style?)] = []
        var position = 0
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        for span in spans {
            let lower = max(span.range.lowerBound, position)
            let upper = min(span.range.upperBound, utf8.count)
            guard lower < upper else { continue }
            if position < lower { runs.append((text[index(position)..<index(lower)], nil)) }
            runs.append((text[index(lower)..<index(upper)], span.style))
            position = upper
        }
        if position < utf8.count { runs.append((text[index(position)...], nil)) }
        return runs
    }

    /// The first span that ends after `offset` (binary search; spans are in order).
    private func firstSpan(endingAfter offset: Int) -> Int {
        var low = spans.startIndex, high = spans.endIndex
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A style over part of a text.
public struct StyleSpan: Hashable, Sendable {
    /// UTF-8 offsets into the text the span belongs to, on character boundaries.
    public var range: Range<Int>
    /// How the covered characters are drawn.
    public var style: Style

    /// A style over `range`, UTF-8 offsets on character boundaries.
    public init(_ range: Range<Int>, style: Style) {
        self.range = range
        self.style = style
    }
}

extension String {
    /// How many UTF-8 bytes come before `index` (constant time for native strings).
    func utf8Offset(of index: String.Index) -> Int {
        utf8.distance(from: utf8.startIndex, to: index)
    }
}
