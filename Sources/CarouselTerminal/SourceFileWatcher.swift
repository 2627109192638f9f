import CarouselKit
import CarouselSources
import SystemPackage

/// Tells the run loop which live sections' files changed on disk (docs/behaviour.md §3.11), with
/// the same watcher as the feed file: a descriptor in the input wait, checks only where inotify
/// cannot see.
struct SourceFileWatcher {
    /// The files to watch and, for each, the ids of the sections it feeds.
    struct Files: Equatable {
        var paths: [String] = []
        var sections: [[String]] = []

        /// The file of every file source of `state`, relative to `directory`.
        init(of state: CarouselState, directory: String) {
            for section in state.sections {
                guard case .file(let path) = section.content.source?.origin else { continue }
                let full = FileSourceReader.fullPath(path, relativeTo: directory)
                if let index = paths.firstIndex(of: full) {
                    sections[index].append(section.content.id)
                } else {
                    paths.append(full)
                    sections.append([section.content.id])
                }
            }
        }
    }

    let files: Files
    /// `nil` when there is nothing to watch (no descriptor is spent on it).
    private let watcher: FileWatcher?

    init(_ files: Files, now: Instant) {
        self.files = files
        watcher = files.paths.isEmpty ? nil : FileWatcher(paths: files.paths.map { FilePath($0) }, now: now)
    }

    /// Readable when a watched folder reports something; `nil` without inotify.
    var descriptor: Int32? { watcher?.descriptor }

    /// When to look at the files even if the descriptor stays quiet.
    var nextCheck: Instant? { watcher?.nextCheck }

    /// The sections whose file changed. Cheap unless `woken` or a check is due.
    func takeChangedSections(woken: Bool, at now: Instant) -> [String] {
        guard let watcher, woken || nextCheck.map({ now >= $0 }) == true else { return [] }
        return watcher.takeChanges(at: now).flatMap { files.sections[$0] }
    }
}
