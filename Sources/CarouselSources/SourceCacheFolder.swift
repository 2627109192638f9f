#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system work of `SourceCache` that is not about one entry: making the folder's
/// parents and listing its entries.
enum SourceCacheFolder {
    /// An entry file as the listing finds it.
    struct Listed {
        let name: String
        let size: Int
        let modified: Int
    }

    /// Makes the missing folders above `path`, each mode 0700 (as the XDG base directory
    /// specification asks of a cache home); those that exist are left as they are.
    static func makeParents(of path: String) {
        let parts = path.split(separator: "/").dropLast()
        var prefix = ""
        for part in parts {
            prefix += "/" + part
            _ = mkdir(prefix, 0o700)
        }
    }

    /// What a lock file counts for against the cache's bound: it is empty, but not free.
    static let lockSize = 256

    /// The entries in the open folder (not following links), with their sizes and times; stray
    /// temporary files of a writer that died and the lock files count among them, so they are
    /// evicted in turn.
    static func entries(of folder: Int32) -> [Listed] {
        let listing = dup(folder)
        guard listing >= 0, let directory = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return []
        }
        defer { closedir(directory) }
        // A duplicate shares the folder's read position, which an earlier listing left at the end.
        rewinddir(directory)
        var found: [Listed] = []
        while let item = readdir(directory) {
            let name = withUnsafePointer(to: &item.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            let isLock = name.hasSuffix(".lock")
            guard name.hasSuffix(".entry") || name.hasPrefix(".tmp-") || isLock else { continue }
            var status = stat()
            guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let size = isLock ? max(lockSize, Int(status.st_size)) : Int(status.st_size)
            found.append(Listed(name: name, size: size, modified: Int(status.st_mtim.tv_sec)))
        }
        return found
    }
}
