import ArgumentParser
import CarouselFiles

/// `carousel schema`: the JSON Schema of the feed format, for editors (docs/behaviour.md §3.12).
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the feed format.",
        discussion: """
            Editors with a YAML or JSON language server complete and check a feed against it. \
            `make install` puts it in PREFIX/share/carousel/feed.schema.json; name it on a \
            feed's first line: # yaml-language-server: $schema=/usr/local/share/carousel/feed.schema.json
            """
    )

    func run() {
        print(FeedJSONSchema.json, terminator: "")
    }
}
