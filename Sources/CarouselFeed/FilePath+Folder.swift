import SystemPackage

extension FilePath {
    /// The folder of the file the path names: the path without its last component, or `.` for a
    /// bare name.
    ///
    /// `removingLastComponent()` gives the same on the paths `FilePath` keeps (no repeated or
    /// trailing slashes), but through generic collection code whose first call asks the runtime
    /// whether a type conforms to a protocol: a scan of every conformance record in the binary,
    /// and of the pages they sit on (docs/performance.md).
    public var folder: FilePath {
        let text = string
        guard let slash = text.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == text.startIndex ? "/" : FilePath(String(text[..<slash]))
    }
}
