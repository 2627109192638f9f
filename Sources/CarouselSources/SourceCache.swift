#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// The last good output of every live source, kept across sessions so that a section shows its
/// pages the moment carousel starts (docs/behaviour.md §3.11): one file per feed, section and
/// source, mode 0600, in a folder of mode 0700 that belongs to the user.
///
/// Nothing read from here is trusted: an entry goes through the same parsing and checks as a
/// run's output, and one that is damaged, written for another key or too large is removed and
/// never shown. A folder that is a symbolic link, belongs to someone else or that others may
/// read or write is not used at all. Every entry is written to a temporary file in the folder
/// and renamed into place, so a reader sees a whole entry or none.
public final class SourceCache {
    /// A bigger output is not kept: the cap of a command's output.
    public static let outputLimit = CommandLimits.standard.outputBytes
    /// A longer key (a very long shell line) is not kept.
    public static let keyLimit = 64 << 10
    /// The folder's entries together, by default; beyond it, the least recently written go first.
    public static let standardTotalLimit = 32 << 20

    /// The resolved path of the feed file whose sources are kept: resolved when first asked for
    /// (by the first entry read or kept), not before the first frame of a feed without sources.
    public private(set) lazy var feedPath: String = realpath(givenFeedPath, nil).map { resolved in
        defer { free(resolved) }
        return String(cString: resolved)
    } ?? givenFeedPath
    private let givenFeedPath: String
    /// Where the entries are: made (0700, with its parents) when the first one is kept, so a
    /// feed without live sections leaves nothing behind.
    public let folderPath: String
    /// The most the folder's entries may take together.
    public let totalLimit: Int
    /// The folder, opened once: every entry is reached through it, so the folder checked is the
    /// folder used, even if its path is swapped for a link afterwards.
    private var opened: Int32?
    /// The folder was found unsafe (or could not be made): the cache does nothing.
    private var refused = false
    private var temporaryCount = 0
    /// Entries whose path holds a folder that is not empty, said once each: caching stays off
    /// for that section, and removing someone's files is not the cache's to do.
    private var reportedFolders: Set<String> = []
    /// Where a folder in an entry's way is said: standard error, which the app shows after it
    /// has restored the terminal.
    private let report: (String) -> Void

    /// The cache for the feed at `feedPath` in the folder at `folderPath`.
    public init(
        folder folderPath: String, feedPath: String, totalLimit: Int = standardTotalLimit,
        report: @escaping (String) -> Void = { _ = writeAll(Array("carousel: \($0)\n".utf8), to: 2) }
    ) {
        self.folderPath = folderPath
        self.totalLimit = totalLimit
        self.report = report
        givenFeedPath = feedPath
    }

    deinit {
        if let opened { close(opened) }
    }

    /// The open folder; made first when `create`. `nil` when it is missing (and not to be made)
    /// or is not safe to use: a link, someone else's, or open to others.
    func folder(create: Bool) -> Int32? {
        if let opened { return opened }
        guard !refused else { return nil }
        if create {
            SourceCacheFolder.makeParents(of: folderPath)
            _ = mkdir(folderPath, 0o700)
        }
        let descriptor = open(folderPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            refused = create || errno != ENOENT
            return nil
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_uid == geteuid(), status.st_mode & 0o077 == 0 else {
            close(descriptor)
            refused = true
            return nil
        }
        opened = descriptor
        return descriptor
    }

    /// `$XDG_CACHE_HOME/carousel` (when that is an absolute path), else `~/.cache/carousel`;
    /// `nil` when neither can be told.
    public static func folderPath(environment: some EnvironmentVariables) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/carousel" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/carousel"
    }

    /// The key of `source` in section `sectionID` of this feed.
    public func key(sectionID: String, source: SectionSource) -> SourceCacheEntry.Key {
        SourceCacheEntry.Key(feedPath: feedPath, sectionID: sectionID, source: source)
    }

    /// The entry kept for `key`, or `nil` when there is none that can be trusted (a bad one is
    /// removed, for the next good output to take its place) or none written since `instant`
    /// (seconds since the Unix epoch: another viewer's output young enough to show).
    public func entry(for key: SourceCacheEntry.Key, writtenSince instant: Double = -.infinity) -> SourceCacheEntry? {
        guard let folder = folder(create: false) else { return nil }
        let name = key.fileName
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            // A link or anything else that cannot be opened as a file is in the way: remove it.
            if errno != ENOENT { clear(name, in: folder) }
            return nil
        }
        defer { close(descriptor) }
        // The file's time, to the nanosecond, rather than the header's second: `every: 1` shares
        // too. One from the future is no younger than any other (a clock set back, a forgery).
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let written = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        guard written >= instant, instant == -.infinity || written <= WallClock.now() + 1 else { return nil }
        let headerRoom = 5 * 64
        let limit = Self.outputLimit + Self.keyLimit + headerRoom
        guard Self.isPrivateFile(descriptor, limit: limit), let bytes = Self.readAll(descriptor, limit: limit),
              let entry = SourceCacheEntry(stored: bytes, for: key) else {
            clear(name, in: folder)
            return nil
        }
        return entry
    }

    /// Removes whatever is at entry `name` that is not a good entry: a file or link, or an
    /// empty folder; a folder with something in it is said once and left.
    func clear(_ name: String, in folder: Int32) {
        guard unlinkat(folder, name, 0) != 0, errno == EISDIR || errno == EPERM else { return }
        guard unlinkat(folder, name, AT_REMOVEDIR) != 0, errno != ENOENT else { return }
        if reportedFolders.insert(name).inserted {
            report("the cache holds a folder at \(folderPath)/\(name), where a section's last output goes: "
                + "remove it to cache that section again")
        }
    }

    /// Keeps `output` for `key`, replacing what was kept; an output or key over its limit is
    /// not kept (and the old entry goes: it is no longer the last good output). Failures are
    /// silent: the cache only ever saves time.
    public func store(_ output: [UInt8], for key: SourceCacheEntry.Key, writtenAt: Int = Int(time(nil))) {
        guard output.count <= Self.outputLimit, key.text.utf8.count <= Self.keyLimit else {
            remove(key)
            return
        }
        guard let folder = folder(create: true) else { return }
        let name = key.fileName
        temporaryCount += 1
        let temporary = ".tmp-\(getpid())-\(temporaryCount)"
        let bytes = SourceCacheEntry(key: key, output: output, writtenAt: writtenAt).bytes
        var kept = PrivateFile.replace(name, in: folder, with: bytes, temporary: temporary)
        if !kept, errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST {
            // A folder at the entry's path: cleared when it can be, then the rename is tried again.
            clear(name, in: folder)
            kept = PrivateFile.replace(name, in: folder, with: bytes, temporary: temporary)
        }
        if kept { evict(in: folder, keeping: name) }
    }

    /// Removes the entry kept for `key`: it no longer reads as pages.
    public func remove(_ key: SourceCacheEntry.Key) {
        guard let folder = folder(create: false) else { return }
        clear(key.fileName, in: folder)
    }

    /// Removes the least recently written entries until the rest fit `totalLimit`.
    private func evict(in folder: Int32, keeping kept: String) {
        var entries = SourceCacheFolder.entries(of: folder)
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > totalLimit else { return }
        entries.sort { $0.modified < $1.modified }
        for entry in entries where total > totalLimit && entry.name != kept {
            if entry.name.hasSuffix(".lock") {
                if removeLock(entry.name, in: folder) { total -= entry.size }
            } else if unlinkat(folder, entry.name, 0) == 0 {
                total -= entry.size
                if entry.name.hasSuffix(".entry") { removeLock(String(entry.name.dropLast(6)) + ".lock", in: folder) }
            }
        }
    }

    /// Whether the open file is a regular file of this user's, private to them, of at most `limit` bytes.
    static func isPrivateFile(_ descriptor: Int32, limit: Int) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            && status.st_uid == geteuid() && status.st_mode & 0o077 == 0 && Int(status.st_size) <= limit
    }

    /// The whole file, or `nil` when it cannot be read or holds more than `limit` bytes.
    private static func readAll(_ descriptor: Int32, limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        return nil
    }
}
