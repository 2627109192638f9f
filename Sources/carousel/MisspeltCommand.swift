#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselFeed

/// `carousel chek`: a plain word that names no file but nearly names a command is taken for a
/// misspelt command, not for a missing feed, and the command it was meant to be is suggested.
enum MisspeltCommand {
    /// The command `argument` was probably meant to be; `nil` for a path, a word that names a
    /// file, or one near no command.
    static func suggestion(for argument: String) -> String? {
        guard !argument.contains("/"), !argument.contains("."), access(argument, F_OK) != 0 else { return nil }
        let names = CarouselCommand.configuration.subcommands.map { $0._commandName } + ["help"]
        return KeySuggestion.nearest(to: argument, among: names)
    }
}
