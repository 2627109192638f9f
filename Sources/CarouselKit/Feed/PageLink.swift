/// Where a card leads (`link:`): an `http`, `https` or `mailto` URL, checked when it is made, so
/// that whatever opens it or writes it to a terminal gets printable ASCII and a known scheme —
/// never `javascript:`, `file:`, a relative path, a space or a control character.
public struct PageLink: Hashable, Sendable, CustomStringConvertible {
    /// The URL as the feed wrote it.
    public let url: String

    /// The longest URL accepted, in bytes: what browsers and terminals handle everywhere.
    public static let maximumLength = 2_048
    /// The schemes a link may have, lower case.
    public static let schemes = ["http", "https", "mailto"]

    /// The link, or `nil` when `url` breaks a rule (`problem(with:)` says which).
    public init?(_ url: String) {
        guard Self.problem(with: url) == nil else { return nil }
        self.url = url
    }

    /// What is wrong with `url` as a link, in words for a diagnostic; `nil` when it is a link.
    public static func problem(with url: String) -> String? {
        let bytes = Array(url.utf8)
        guard bytes.count <= maximumLength else {
            return "is \(bytes.count) bytes long; a link has at most \(maximumLength)"
        }
        if let bad = bytes.first(where: { $0 <= 0x20 || $0 >= 0x7F }) {
            let what = bad == 0x20 ? "a space" : bad < 0x20 || bad == 0x7F ? "a control character" : "non-ASCII text"
            return "has \(what); write it percent-encoded (%20 for a space)"
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              let scheme = String(validating: bytes[..<colon], as: UTF8.self)?.lowercased(),
              schemes.contains(scheme)
        else {
            return "must be an http, https or mailto URL (such as https://example.org/)"
        }
        let rest = bytes[(colon + 1)...]
        if scheme == "mailto" {
            return rest.isEmpty ? "names no address after `mailto:`" : nil
        }
        let slashes = Array("//".utf8)
        guard rest.starts(with: slashes), let host = rest.dropFirst(2).split(
            separator: UInt8(ascii: "/"), maxSplits: 1, omittingEmptySubsequences: false).first, !host.isEmpty
        else {
            return "names no host; write it as \(scheme)://host/path"
        }
        return nil
    }

    /// The URL.
    public var description: String { url }
}
