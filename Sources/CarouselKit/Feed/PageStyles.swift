/// The styles a page's own text carries: a source's SGR colours and attributes (`colors: true`,
/// docs/behaviour.md §3.11), over parts of its title and body.
public struct PageStyles: Hashable, Sendable {
    /// Over `Page.title`.
    public var title: [StyleSpan]
    /// Over `Page.body`.
    public var body: [StyleSpan]

    /// Styles over a page's title and body; spans in order, not overlapping.
    public init(title: [StyleSpan] = [], body: [StyleSpan] = []) {
        self.title = title
        self.body = body
    }

    /// The styles of a title and a body, or `nil` when neither has any.
    public init?(title: StyledText, body: StyledText) {
        guard !title.spans.isEmpty || !body.spans.isEmpty else { return nil }
        self.init(title: title.spans, body: body.spans)
    }
}
