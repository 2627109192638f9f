/// A feed that did not load: every error, with the warnings found alongside, in file order.
public struct FeedLoadError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [FeedDiagnostic]

    public var errors: [FeedDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// The first error and how many more there are, for a one-line status message.
    public var summary: String {
        let errors = self.errors
        guard let first = errors.first else { return "the feed could not be loaded" }
        let more = errors.count - 1
        return first.description + (more > 0 ? " (and \(more) more \(more == 1 ? "error" : "errors"))" : "")
    }
}
