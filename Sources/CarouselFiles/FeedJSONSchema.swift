/// The JSON Schema (draft 2020-12) of the feed format that `carousel schema` prints, for editors
/// with a YAML or JSON language server. The readable copy is `Resources/feed.schema.json`, which
/// `make install` puts in `share/carousel/`.
public enum FeedJSONSchema {
    public static var json: String { String(decoding: PackageResources.feed_schema_json, as: UTF8.self) }
}
