extension String {
    /// The text's lines joined by single spaces, empty lines left out: what one row of the screen
    /// shows of a message. Joined here rather than with `joined(separator:)`, whose generic code
    /// asks the runtime whether a type conforms to a protocol at its first call: a scan of every
    /// conformance record in the binary, and of the pages they sit on (docs/performance.md).
    var linesJoined: String {
        var line = ""
        for part in split(separator: "\n") {
            if !line.isEmpty { line += " " }
            line.append(contentsOf: part)
        }
        return line
    }
}
