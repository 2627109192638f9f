#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule that a file source reads only inside the feed's folder unless carousel runs with
/// `--allow-commands` (`-x`): a feed from anywhere must not show carousel's environment
/// (`/proc/self/environ`) or a key (`../../.ssh/id_ed25519`). A path counts where it resolves,
/// symbolic links included, so a link inside the folder that points out of it is refused too.
public struct FeedFolderConfinement: Sendable {
    /// The folder, resolved; nil when it does not resolve (then nothing is allowed).
    private let folder: String?

    /// - Parameter folder: The feed file's folder.
    public init(folder: String) {
        self.folder = Self.resolve(folder)
    }

    /// Why `path` (relative to the folder, or absolute) may not be read, naming the rule; nil when
    /// it resolves inside the folder. A file that does not exist yet counts where its folder
    /// resolves.
    public func refusal(of path: String) -> String? {
        let full = FileSourceReader.fullPath(path, relativeTo: folder ?? "")
        let resolved = Self.resolve(full) ?? Self.resolveParent(of: full)
        return refusal(resolved: resolved)
    }

    /// Why an open file may not be read: where its descriptor really leads is checked, so a path
    /// that was swapped for a link after `refusal(of:)` is caught too.
    func refusal(openDescriptor descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return refusal(resolved: nil) }
        return refusal(resolved: String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    private func refusal(resolved: String?) -> String? {
        if let folder, let resolved, resolved == folder || resolved.hasPrefix(folder == "/" ? "/" : folder + "/") {
            return nil
        }
        let whereTo = resolved.map { " (\($0))" } ?? ""
        return "is outside the feed's folder\(whereTo): file sources stay in it unless carousel runs with -x"
    }

    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A missing file's path through its resolved folder; nil when the folder does not resolve or
    /// the last part is `.` or `..`.
    private static func resolveParent(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != "..",
              let parent = resolve(slash == path.startIndex ? "/" : String(path[..<slash])) else { return nil }
        return (parent == "/" ? "" : parent) + "/" + name
    }
}
