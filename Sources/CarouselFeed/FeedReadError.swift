/// Feed text that `FeedReader` could not make a feed of: every error, with the warnings found
/// alongside, in file order.
public struct FeedReadError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [FeedDiagnostic]
    /// The pictures the feed names, as far as it was read: `check` opens them too, so that it
    /// says every problem at once, a picture's beside a missing title.
    public var pictures: [PictureReference] = []

    public var errors: [FeedDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// The first error and how many more there are, for a one-line status message.
    public var summary: String { FeedDiagnostic.summary(of: errors, otherwise: "the feed could not be loaded") }
}
