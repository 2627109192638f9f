import CarouselKit
import SystemPackage

/// Tells the run loop when the feed file changed on disk, so that it reloads by itself
/// (docs/behaviour.md §3.9): through a descriptor in the input wait, and a check every few seconds only
/// where inotify cannot see (`FileWatcher`).
struct FeedWatcher {
    /// How long to wait after a change before reading the file: an editor's save is often
    /// several events (write, rename), and the last one should be read, not a half-written one.
    static let settleTime = 0.15

    private let files: FileWatcher

    init(path: FilePath, now: Instant) {
        files = FileWatcher(paths: [path], now: now)
    }

    /// Readable when the feed's folder reports something; `nil` without inotify.
    var descriptor: Int32? { files.descriptor }

    /// When to look at the file even if the descriptor stays quiet; `nil` when inotify sees all.
    var nextCheck: Instant? { files.nextCheck }

    /// Whether the feed file changed. Cheap unless `woken` (the descriptor was readable) or a
    /// check is due.
    func takeChange(woken: Bool, at now: Instant) -> Bool {
        guard woken || nextCheck.map({ now >= $0 }) == true else { return false }
        return !files.takeChanges(at: now).isEmpty
    }
}
