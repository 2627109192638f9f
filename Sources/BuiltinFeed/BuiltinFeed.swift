/// The default feed, compiled into the binary so an installed `carousel` needs no files beside it.
/// The readable copy is `Resources/feed.yaml`.
public enum BuiltinFeed {
    /// The name shown in messages about the built-in feed.
    public static let name = "built-in feed"

    /// The feed's YAML text.
    public static var yaml: String { String(decoding: PackageResources.feed_yaml, as: UTF8.self) }

    /// The PNG files the feed's pages name, by their `image` value (`Resources/pictures/…`,
    /// drawn by `scripts/draw-pictures.py`).
    public static let pictures: [String: [UInt8]] = [
        "pictures/sunset.png": PackageResources.sunset_png,
        "pictures/harbour.png": PackageResources.harbour_png,
        "pictures/builds.png": PackageResources.builds_png,
        "pictures/aurora.png": PackageResources.aurora_png,
    ]
}
