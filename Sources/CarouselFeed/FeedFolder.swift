#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// The folder a feed file is in, where the files the feed names are found: a relative path is
/// taken from here, and a file must stay inside it, so that a feed from elsewhere cannot show
/// what else is on the machine (`/etc/…`, `../../.ssh/…`) unless the user allows it (`-x`).
public struct FeedFolder: Sendable {
    /// The folder as the feed's path gives it (`.` for a feed in the current folder).
    public let path: FilePath

    /// The folder itself.
    public init(folder: FilePath) {
        path = folder.isEmpty ? FilePath(".") : folder
    }

    /// The folder of `feedFile`.
    public init(feedFile: FilePath) {
        path = feedFile.folder
    }

    /// A file outside the folder, once every symbolic link is followed.
    public struct Escape: Error, Sendable {}

    /// The file `name` names: relative to this folder, or absolute.
    public func file(_ name: String) -> FilePath {
        path.pushing(FilePath(name))
    }

    /// Checks that `file`, with every symbolic link followed (in the folder's path too), is
    /// this folder or inside it. A file that does not exist passes, for the reader of the file to
    /// say so.
    public func checkContains(_ file: FilePath) throws(Escape) {
        guard let resolvedFile = Self.resolved(file), let resolvedFolder = Self.resolved(path) else { return }
        guard resolvedFile.starts(with: resolvedFolder) else { throw Escape() }
    }

    private static func resolved(_ path: FilePath) -> FilePath? {
        guard let resolved = path.withPlatformString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FilePath(platformString: resolved)
    }
}
