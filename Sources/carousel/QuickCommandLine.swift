import ArgumentParser
import CarouselSources

/// The command line most runs have, `carousel` or `carousel FEED`, read without ArgumentParser:
/// its first parse looks up protocol conformances and reflects the commands' properties, about
/// half of the instructions before the first screen (docs/behaviour.md §3.10, start-up). Any
/// other command line (an option, a subcommand, `help`, a second argument) goes to ArgumentParser,
/// which defines the whole command line, its help, completions and man page.
enum QuickCommandLine {
    /// The settings of the main command for these arguments, or `nil` when ArgumentParser must
    /// read them; also `nil` when the environment holds a setting that is refused, so that the
    /// message is ArgumentParser's.
    static func showSettings(arguments: ArraySlice<String>, environment: some EnvironmentVariables) -> ShowSettings? {
        guard arguments.count <= 1 else { return nil }
        var settings = ShowSettings()
        if let argument = arguments.first {
            guard isFeed(argument) else { return nil }
            settings.feedArgument = argument
        }
        guard (try? settings.validate(environment: environment)) != nil else { return nil }
        return settings
    }

    /// Whether ArgumentParser would read the argument as the main command's FEED: not an option,
    /// not a subcommand's name, not `help`.
    ///
    /// A command's name is a plain word, so a path with a `.` or a `/` in it is a feed without
    /// asking: making the command's configuration to learn the names reads parts of
    /// ArgumentParser that a start with a feed path never needs.
    private static func isFeed(_ argument: String) -> Bool {
        guard let first = argument.first, first != "-" else { return false }
        if argument.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }) { return true }
        let commandNames = CarouselCommand.configuration.subcommands.map { $0._commandName } + ["help"]
        return !commandNames.contains(argument)
    }
}
