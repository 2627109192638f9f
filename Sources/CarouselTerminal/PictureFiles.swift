import CarouselKit
import SystemPackage

/// The cards' pictures as the run loop serves them: requests to the worker, its answers back as
/// events, and the files of the pictures shown watched like the feed file, so that a picture
/// changed on disk is shown again (`InputEvent.pictureChanged`).
struct PictureFiles {
    let worker: PictureWorker
    /// Each picture file shown, and the names pages gave it.
    private var names: [String: Set<String>] = [:]
    /// Made again when a new file is shown; `nil` before the first.
    private var watcher: FileWatcher?
    private var paths: [String] = []

    init(worker: PictureWorker) {
        self.worker = worker
    }

    /// Adds what the run loop waits on for the pictures, besides the worker's descriptor (which
    /// lasts as long as the loop), to `list`: the watch of the files shown, made again as they
    /// change.
    func addDescriptors(to list: inout [Int32]) {
        if let descriptor = watcher?.descriptor { list.append(descriptor) }
    }

    /// When to look at the files even if the watcher's descriptor stays quiet.
    var nextCheck: Instant? { watcher?.nextCheck }

    /// The worker's answers and the pictures whose files changed, as events for the driver.
    /// Cheap unless `woken` or a check is due. `adopt` turns an answer into what the card draws
    /// (`TerminalScreen.adopt`: kitty's pictures are transmitted, sixel's kept).
    mutating func takeEvents(
        woken: Bool, at now: Instant, adopt: (PictureWorker.Answer) -> PictureOutcome
    ) -> [InputEvent] {
        guard woken || nextCheck.map({ now >= $0 }) == true else { return [] }
        var events: [InputEvent] = []
        if let watcher {
            for index in watcher.takeChanges(at: now) {
                events += names[paths[index], default: []].sorted().map(InputEvent.pictureChanged)
            }
        }
        var added = false
        for answer in worker.takeAnswers() {
            events.append(.pictureLoaded(answer.request, adopt(answer)))
            guard let file = answer.file else { continue }
            added = added || names[file] == nil
            names[file, default: []].insert(answer.request.name)
        }
        if added {
            paths = names.keys.sorted()
            watcher = FileWatcher(paths: paths.map { FilePath($0) }, now: now)
        }
        return events
    }
}
