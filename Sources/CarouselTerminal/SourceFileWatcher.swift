import CarouselKit
import SystemPackage

/// Tells the run loop which live sections' files changed on disk (docs/behaviour.md §3.11), with
/// the same watcher as the feed file: a descriptor in the input wait, checks only where inotify
/// cannot see.
struct SourceFileWatcher {
    /// Each watched file's section ids, in the watcher's order.
    let sections: [[String]]
    private let files: FileWatcher

    /// Watches the file of every file source of `state`, relative to `directory`.
    init(_ state: CarouselState, directory: String, now: Instant) {
        var byPath: [String: [String]] = [:]
        var order: [String] = []
        for section in state.sections {
            guard case .file(let path) = section.content.source?.origin else { continue }
            let full = path.hasPrefix("/") ? path : directory + "/" + path
            if byPath[full] == nil { order.append(full) }
            byPath[full, default: []].append(section.content.id)
        }
        sections = order.map { byPath[$0] ?? [] }
        files = FileWatcher(paths: order.map { FilePath($0) }, now: now)
    }

    /// Whether there is nothing to watch.
    var isEmpty: Bool { sections.isEmpty }

    /// Readable when a watched folder reports something; `nil` without inotify.
    var descriptor: Int32? { files.descriptor }

    /// When to look at the files even if the descriptor stays quiet.
    var nextCheck: Instant? { files.nextCheck }

    /// The sections whose file changed. Cheap unless `woken` or a check is due.
    func takeChangedSections(woken: Bool, at now: Instant) -> [String] {
        guard woken || nextCheck.map({ now >= $0 }) == true else { return [] }
        return files.takeChanges(at: now).flatMap { sections[$0] }
    }
}
