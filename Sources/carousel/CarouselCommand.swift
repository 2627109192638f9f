import ArgumentParser

@main
struct CarouselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "carousel",
        abstract: "A terminal board of sliding carousels.",
        discussion: """
            Shows a vertical feed of sections, each a horizontally paged carousel of cards that \
            turns its pages on a timer. Without FEED it shows the built-in feed.

            Exit codes: 0 success, 64 bad usage, 65 invalid feed, 66 feed file missing or \
            unreadable, 69 no usable terminal.
            """,
        version: "0.1.0",
        subcommands: [RunCommand.self, RenderCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
