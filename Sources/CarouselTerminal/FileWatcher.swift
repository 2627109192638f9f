#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselFeed
import CarouselKit
import SystemPackage

/// Tells which of a set of files changed on disk, through a descriptor to wait on (inotify) and,
/// where that cannot see, a check every `checkInterval` seconds.
///
/// Each file's folder is watched rather than the file: editors and deploy tools replace a file
/// by renaming a new one over it, which a watch on the file itself would miss. A symbolic link
/// is followed: the folder of the file it points to is watched too, and the watches move when
/// the link is pointed elsewhere. A folder that is deleted or moved takes its watch with it
/// (`IN_IGNORED`, `IN_DELETE_SELF`, `IN_MOVE_SELF`); it is then looked for every
/// `checkInterval` seconds and watched again once it is back. Without inotify (not Linux, or no
/// instance left), every file is checked every `checkInterval` seconds.
///
/// A file counts as changed when what `stat` says about it (inode, size, times, or that it is
/// missing) differs from the last time, so events that leave a file as it was are ignored.
final class FileWatcher {
    /// Seconds between checks of files that inotify cannot watch.
    static let checkInterval = 2.0

    /// Becomes readable when a watched folder reports something; `nil` without inotify.
    let descriptor: Int32?
    /// When `takeChanges(at:)` must be called even if `descriptor` stayed quiet; `nil` when
    /// inotify watches everything.
    private(set) var nextCheck: Instant?

    private var files: [WatchedFile]
    /// Watched folders: path → watch descriptor, and back.
    private var watches: [FilePath: Int32] = [:]
    private var folders: [Int32: Set<FilePath>] = [:]

    /// One file and the places (folder and name) whose events concern it.
    private struct WatchedFile {
        let path: FilePath
        var places: [Place] = []
        var signature: Signature?
    }

    private struct Place: Hashable {
        var folder: FilePath
        var name: [UInt8]
    }

    /// What changes when a file is written, replaced or removed.
    private struct Signature: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var changed: timespec

        static func == (a: Signature, b: Signature) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    /// - Parameters:
    ///   - paths: The files, as the user named them (they need not exist yet).
    ///   - useInotify: `false` checks every file every `checkInterval` seconds instead.
    ///   - now: The current time, for the first check.
    init(paths: [FilePath], useInotify: Bool = true, now: Instant) {
        #if os(Linux)
        let descriptor = useInotify ? inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) : -1
        #else
        let descriptor: Int32 = -1
        #endif
        self.descriptor = descriptor >= 0 ? descriptor : nil
        files = paths.map { WatchedFile(path: $0) }
        for index in files.indices {
            files[index].signature = Self.signature(of: files[index].path)
        }
        arm(now: now)
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// The indices of the files that changed since the last call (in `paths` order). Reads what
    /// inotify reported and, when `nextCheck` has come, checks the files inotify cannot see.
    func takeChanges(at now: Instant) -> [Int] {
        var suspects = readEvents()
        if let due = nextCheck, now >= due {
            suspects = Set(files.indices)
        }
        guard !suspects.isEmpty else { return [] }
        var changed: [Int] = []
        for index in suspects.sorted() {
            let signature = Self.signature(of: files[index].path)
            if signature != files[index].signature {
                files[index].signature = signature
                changed.append(index)
            }
        }
        // A changed link may point elsewhere now; a lost folder may be back.
        arm(now: now)
        return changed
    }

    // MARK: Watches

    /// Watches every folder the files need and no other, and schedules a check when one of them
    /// cannot be watched.
    private func arm(now: Instant) {
        for index in files.indices {
            files[index].places = Self.places(of: files[index].path)
        }
        let wanted = Set(files.flatMap { $0.places.map(\.folder) })
        var complete = descriptor != nil
        if let descriptor {
            for (folder, watch) in watches where !wanted.contains(folder) {
                forget(folder, watch: watch, descriptor: descriptor)
            }
            for folder in wanted where watches[folder] == nil {
                guard let watch = Self.addWatch(descriptor, folder) else {
                    complete = false
                    continue
                }
                watches[folder] = watch
                folders[watch, default: []].insert(folder)
            }
        }
        nextCheck = complete ? nil : now + Self.checkInterval
    }

    private func forget(_ folder: FilePath, watch: Int32, descriptor: Int32) {
        watches[folder] = nil
        folders[watch]?.remove(folder)
        if folders[watch]?.isEmpty == true {
            folders[watch] = nil
            #if os(Linux)
            inotify_rm_watch(descriptor, watch)
            #endif
        }
    }

    /// The folder and name of `path`, and of the file it finally points to when it is a link.
    private static func places(of path: FilePath) -> [Place] {
        var places = [place(of: path)]
        if let target = resolved(path) {
            let targetPlace = place(of: target)
            if targetPlace != places[0] { places.append(targetPlace) }
        }
        return places
    }

    private static func place(of path: FilePath) -> Place {
        let name = path.lastComponent.map { Array($0.string.utf8) } ?? []
        return Place(folder: path.folder, name: name)
    }

    private static func resolved(_ path: FilePath) -> FilePath? {
        path.withPlatformString { name -> FilePath? in
            guard let resolved = realpath(name, nil) else { return nil }
            defer { free(resolved) }
            return FilePath(platformString: resolved)
        }
    }

    private static func addWatch(_ descriptor: Int32, _ folder: FilePath) -> Int32? {
        #if os(Linux)
        let events = IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR
        let watch = folder.withPlatformString { inotify_add_watch(descriptor, $0, UInt32(events)) }
        return watch >= 0 ? watch : nil
        #else
        return nil
        #endif
    }

    // MARK: Events

    /// Reads every pending report; the indices of the files they may concern. A folder whose
    /// watch ended (deleted, moved, its file system unmounted) is forgotten, so `arm` looks for
    /// it again.
    private func readEvents() -> Set<Int> {
        #if os(Linux)
        guard let descriptor else { return [] }
        var suspects = Set<Int>()
        let headerSize = MemoryLayout<inotify_event>.size
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + headerSize <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameStart = offset + headerSize
                let nameEnd = min(count, nameStart + Int(event.len))
                let name = Array(buffer[nameStart..<nameEnd].prefix { $0 != 0 })
                offset = nameEnd
                suspects.formUnion(filesConcerned(watch: event.wd, mask: event.mask, name: name))
            }
        }
        return suspects
        #else
        return []
        #endif
    }

    private func filesConcerned(watch: Int32, mask: UInt32, name: [UInt8]) -> Set<Int> {
        #if os(Linux)
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return Set(files.indices) }
        guard let watched = folders[watch] else { return [] }
        let ended = UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF)
        if mask & ended != 0 {
            if let descriptor {
                for folder in watched { forget(folder, watch: watch, descriptor: descriptor) }
            }
            return Set(files.indices.filter { files[$0].places.contains { watched.contains($0.folder) } })
        }
        return Set(files.indices.filter { index in
            files[index].places.contains { watched.contains($0.folder) && $0.name == name }
        })
        #else
        return []
        #endif
    }

    // MARK: Signatures

    private static func signature(of path: FilePath) -> Signature? {
        guard let status = try? path.stat() else { return nil }
        let raw = status.rawValue
        return Signature(
            device: UInt64(raw.st_dev), inode: UInt64(raw.st_ino), size: Int64(raw.st_size),
            modified: raw.st_mtim, changed: raw.st_ctim)
    }
}
