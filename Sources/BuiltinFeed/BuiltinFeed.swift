/// The default feed, compiled into the binary so an installed `carousel` needs no files beside it.
/// The readable copy is `Resources/feed.yaml`.
public enum BuiltinFeed {
    /// The name shown in messages about the built-in feed.
    public static let name = "built-in feed"

    /// The feed's YAML text.
    public static var yaml: String { String(decoding: PackageResources.feed_yaml, as: UTF8.self) }
}
