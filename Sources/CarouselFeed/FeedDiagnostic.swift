/// One problem found in a feed file: where it is and what is wrong.
///
/// Every problem the reader finds becomes one of these, so a user fixes a file in one pass instead
/// of one error per run.
public struct FeedDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot be used.
        case error
        /// The file can be used, but something in it is probably a mistake (e.g. a misspelt key).
        case warning
        /// Extra context for the other diagnostics (e.g. how a file of unknown type was read).
        case note
    }

    public var severity: Severity
    /// The file's name as the user gave it; empty for a problem in a source's output, which is
    /// placed by line and column alone (`line 3, column 7: pages[2].title: …`).
    public var file: String
    /// `nil` when the problem concerns the whole file (e.g. it is empty).
    public var location: SourceLocation?
    /// Where in the feed, e.g. `sections[2].pages[0].title`; empty for the file as a whole.
    public var path: FeedPath
    public var message: String

    public init(
        _ severity: Severity, file: String, location: SourceLocation?, path: FeedPath = FeedPath(),
        message: String
    ) {
        self.severity = severity
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    /// `file:line:column: path: message`, without the severity: for callers that state it their own
    /// way (`carousel: warning: …`).
    public var locatedMessage: String {
        var parts = place.map { [$0] } ?? []
        if !path.isRoot { parts.append(path.description) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }

    /// `file:line:column: path: message` for errors; warnings and notes say so after the location
    /// (`file:3:5: warning: autoplay.intervall: …`), as compilers do.
    public var description: String {
        guard severity != .error else { return locatedMessage }
        var parts = place.map { [$0] } ?? []
        parts.append(severity.rawValue)
        if !path.isRoot { parts.append(path.description) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }

    /// By place in the file, so a user reads them top to bottom; problems of the whole file first.
    public static func inFileOrder(_ diagnostics: [FeedDiagnostic]) -> [FeedDiagnostic] {
        diagnostics.sorted { a, b in
            switch (a.location, b.location) {
            case let (left?, right?): left < right
            case (nil, _?): true
            default: false
            }
        }
    }

    /// The first of `errors` and how many more there are, for a one-line status message.
    static func summary(of errors: [FeedDiagnostic], otherwise: String) -> String {
        guard let first = errors.first else { return otherwise }
        let more = errors.count - 1
        return first.description + (more > 0 ? " (and \(more) more \(more == 1 ? "error" : "errors"))" : "")
    }

    /// `file:line:column`, or just `file` when the problem has no single place; in a source's
    /// output `line 3, column 7`, or nothing.
    private var place: String? {
        guard !file.isEmpty else { return location.map { "line \($0.line), column \($0.column)" } }
        guard let location else { return file }
        return "\(file):\(location)"
    }
}
