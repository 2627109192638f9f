/// The commented feed `carousel init` writes: every key with its default, a live section commented
/// out. The readable copy is `Resources/starter-feed.yaml`.
public enum StarterFeed {
    public static var yaml: String { String(decoding: PackageResources.starter_feed_yaml, as: UTF8.self) }
}
