/// A message in the status line, such as a rejected key or a reload error.
public struct StatusMessage: Hashable, Sendable {
    /// How serious the message is: it chooses the colour and how long the message stays.
    public enum Kind: Hashable, Sendable {
        /// News, such as "Reloaded: 3 sections" (`Theme.status`, 3 s).
        case info
        /// A refused input, such as a page that does not exist (`Theme.statusWarning`, 3 s).
        case warning
        /// A failure, such as a reload that failed (`Theme.statusError`, 10 s).
        case error
    }

    /// The message, safe to draw.
    public var text: String
    /// How serious it is.
    public var kind: Kind
    /// The message disappears at this instant.
    public var expires: Instant
    /// Drawn after the text whatever its length (the text is cut first): "+2 more · e details".
    public var trailer: String?

    /// How long messages stay: hints briefly, errors long enough to read.
    static func lifetime(of kind: Kind) -> Double {
        kind == .error ? 10 : 3
    }
}
