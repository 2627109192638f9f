/// Where a live section's pages come from (docs/behaviour.md §3.11): a command or a file, and how to read and
/// refresh what it produces.
///
/// A value of the feed: running commands, reading files and scheduling refreshes belong to the
/// edges and the loader.
public struct SectionSource: Hashable, Sendable {
    /// What produces the output.
    public enum Origin: Hashable, Sendable {
        /// `command: [program, arguments…]`: the program is run directly, without a shell.
        case program([String])
        /// `command: "…"`: run by `/bin/sh -c`.
        case shell(String)
        /// `file: path`, relative to the feed file's directory; reloaded when it changes.
        case file(String)
    }

    /// The command or file the pages come from.
    public var origin: Origin
    /// How the output is read into pages (`format:`; JSON by default).
    public var format: SourceFormat
    /// Seconds from the end of one run to the next refresh; `nil` loads once (and on `r`).
    public var every: Double?
    /// The run's time limit in seconds; `nil` takes the feed's `sources.timeout`.
    public var timeout: Double?
    /// Keep the output's SGR colours and attributes as styles (`colors: true`).
    public var colors: Bool

    /// A source as the feed file writes it; unset values take the defaults of docs/behaviour.md §3.11.
    public init(
        _ origin: Origin, format: SourceFormat = .json, every: Double? = nil, timeout: Double? = nil,
        colors: Bool = false
    ) {
        self.origin = origin
        self.format = format
        self.every = every
        self.timeout = timeout
        self.colors = colors
    }

    /// Whether a process runs (only with `--allow-commands`); a file source always loads.
    public var isCommand: Bool {
        if case .file = origin { return false }
        return true
    }

    /// The arguments to start the process with: the program and its arguments, or
    /// `/bin/sh -c STRING`; `nil` for a file.
    public var arguments: [String]? {
        switch origin {
        case .program(let arguments): arguments
        case .shell(let command): ["/bin/sh", "-c", command]
        case .file: nil
        }
    }

    /// The command or path as a user wrote it, for cards and messages ("git log --oneline",
    /// "notes.md"). Not for running: list items are joined with spaces, unquoted.
    public var summary: String {
        switch origin {
        case .program(let arguments): arguments.joined(separator: " ")
        case .shell(let command): command
        case .file(let path): path
        }
    }
}

/// How a source's output is read into pages (docs/behaviour.md §3.11).
public enum SourceFormat: String, CaseIterable, Hashable, Sendable {
    /// An array of pages, or `{"pages": [...], "title": ..., "tag": ...}`.
    case json
    /// Every non-empty line is a page: its title, then after the first tab its body.
    case lines
    /// Pages separated by a line `---`; a page's first line is its title, the rest its body.
    case text
    /// One PNG or JPEG picture, shown as one page titled by the section.
    case image

    /// The formats whose output is text read into pages: all but `image`.
    public static let textFormats: [SourceFormat] = [.json, .lines, .text]
}
