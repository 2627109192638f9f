/// A message in the status line, such as a rejected key or a reload error.
public struct StatusMessage: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case info, warning, error }

    public var text: String
    public var kind: Kind
    /// The message disappears at this instant.
    public var expires: Instant

    /// How long messages stay: hints briefly, errors long enough to read.
    static func lifetime(of kind: Kind) -> Double {
        kind == .error ? 10 : 3
    }
}
