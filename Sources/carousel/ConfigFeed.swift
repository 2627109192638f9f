#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselSources

/// The user's own default feed, shown when no FEED is given (docs/behaviour.md §3.12):
/// `$XDG_CONFIG_HOME/carousel/feed.yaml`, or `~/.config/carousel/feed.yaml` when `XDG_CONFIG_HOME`
/// is unset or not an absolute path (as the XDG Base Directory specification says).
enum ConfigFeed {
    /// Where the feed belongs, whether or not it exists; `nil` when neither `XDG_CONFIG_HOME` nor
    /// `HOME` says where the configuration folder is.
    static func path(environment: some EnvironmentVariables) -> String? {
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return configHome + "/carousel/feed.yaml"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/carousel/feed.yaml"
    }

    /// The feed's path when something is there; the reader says what is wrong if it is not a
    /// readable feed, rather than silently falling back to the built-in feed.
    static func existingPath(environment: some EnvironmentVariables) -> String? {
        guard let path = path(environment: environment), access(path, F_OK) == 0 else { return nil }
        return path
    }

    /// How `--help` and the man page name the place.
    static let description = "$XDG_CONFIG_HOME/carousel/feed.yaml (default ~/.config/carousel/feed.yaml)"
}
