/// The syntax a feed file is written in, decided by its name.
public enum FeedFormat: Sendable, Hashable {
    case yaml
    case json
    /// A name without a known extension: read as YAML (which also reads JSON), and said so if that
    /// fails.
    case unknown

    public init(fileName: String) {
        let lowercased = fileName.lowercased()
        if lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") {
            self = .yaml
        } else if lowercased.hasSuffix(".json") {
            self = .json
        } else {
            self = .unknown
        }
    }
}
