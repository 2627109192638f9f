import ArgumentParser
import CarouselFiles
import CarouselSources

/// `carousel init [PATH]`: writes a commented starter feed, by default where `carousel` looks for
/// the user's own feed (docs/behaviour.md §3.12). It never overwrites anything.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter feed.",
        discussion: """
            Writes a feed that shows every key with its default value (and a live section, \
            commented out) to PATH, creating missing folders. Without PATH it writes \
            \(ConfigFeed.description), which `carousel` then shows when started without a FEED. \
            An existing file is never overwritten: then, as when the file cannot be created, the \
            exit code is 73.
            """
    )

    @Argument(help: ArgumentHelp("Where to write the feed. Default: \(ConfigFeed.description).", valueName: "path"))
    var path: String?

    func run() throws {
        guard let target = path ?? ConfigFeed.path(environment: ProcessEnvironment()) else {
            throw ValidationError("neither XDG_CONFIG_HOME nor HOME is set, so there is no default place; give a PATH")
        }
        do {
            try NewFile.create(atPath: target, contents: StarterFeed.yaml)
        } catch {
            StandardError.write("carousel: \(error)")
            throw ExitStatus.cannotCreate
        }
        print("Wrote a starter feed to \(target).")
        print(path == nil ? "Run `carousel` to show it." : "Run `carousel \(target)` to show it.")
    }
}
