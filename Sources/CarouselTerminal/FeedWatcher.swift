import CarouselKit
import CNcursesw

/// Tells the run loop when the feed file changed on disk, so that it reloads by itself
/// (docs/behaviour.md §3.9) — through a descriptor in the input wait (inotify), never by polling the file.
struct FeedWatcher {
    /// How long to wait after a change before reading the file: an editor's save is often
    /// several events (write, rename), and the last one should be read, not a half-written one.
    static let settleTime = 0.15

    let descriptor: Int32
    private let path: String

    /// - Returns: `nil` when the file's folder cannot be watched (or not on Linux): reloading
    ///   then only happens with `r`.
    init?(path: String) {
        let descriptor = carousel_watch_file(path)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.path = path
    }

    /// Reads the pending reports; whether one of them was about the feed file.
    func takeChange() -> Bool {
        carousel_take_file_change(descriptor, path) != 0
    }
}
