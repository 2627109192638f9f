import CarouselKit
import Foundation
import SystemPackage
import Testing

@testable import CarouselTerminal

/// The watcher on real files and folders: in-place writes, replacements, a folder deleted and
/// made again, symbolic links pointed elsewhere, and the check that stands in for inotify.
@Suite("Watching files")
struct FileWatcherTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: path(name), atomically: false, encoding: .utf8)
    }

    private let start = Instant(seconds: 100)

    @Test func anInPlaceWriteAndAReplacementAreChanges() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("feed.yaml", "one")
        let watcher = FileWatcher(paths: [FilePath(path("feed.yaml"))], now: start)
        #expect(watcher.descriptor != nil)
        #expect(watcher.nextCheck == nil)
        #expect(watcher.takeChanges(at: start).isEmpty)
        try write("feed.yaml", "two, longer")
        #expect(watcher.takeChanges(at: start) == [0])
        try write("other.yaml", "not watched")
        #expect(watcher.takeChanges(at: start).isEmpty)
        try write("new.yaml", "three")
        #expect(rename(path("new.yaml"), path("feed.yaml")) == 0)
        #expect(watcher.takeChanges(at: start) == [0])
    }

    @Test func aFolderDeletedAndMadeAgainIsWatchedAgain() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: path("site"), withIntermediateDirectories: true)
        try write("site/feed.yaml", "one")
        let watcher = FileWatcher(paths: [FilePath(path("site/feed.yaml"))], now: start)
        try FileManager.default.removeItem(atPath: path("site"))
        #expect(watcher.takeChanges(at: start) == [0], "the file is gone")
        // The folder's watch went with it: the watcher looks for it every checkInterval seconds.
        let check = try #require(watcher.nextCheck)
        #expect(check == start + FileWatcher.checkInterval)
        try FileManager.default.createDirectory(atPath: path("site"), withIntermediateDirectories: true)
        try write("site/feed.yaml", "two")
        #expect(watcher.takeChanges(at: check) == [0])
        #expect(watcher.nextCheck == nil, "watched again")
        try write("site/feed.yaml", "three, longer")
        #expect(watcher.takeChanges(at: check) == [0])
    }

    @Test func aLinkedFileIsWatchedWhereverTheLinkPoints() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b", "links"] {
            try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
        }
        try write("a/feed.yaml", "a")
        try write("b/feed.yaml", "b")
        #expect(symlink(path("a/feed.yaml"), path("links/feed.yaml")) == 0)
        let watcher = FileWatcher(paths: [FilePath(path("links/feed.yaml"))], now: start)
        try write("a/feed.yaml", "a, edited")
        #expect(watcher.takeChanges(at: start) == [0], "the target was written")
        // Pointed elsewhere the way `ln -sfn` does it: a new link renamed over the old one.
        #expect(symlink(path("b/feed.yaml"), path("links/next")) == 0)
        #expect(rename(path("links/next"), path("links/feed.yaml")) == 0)
        #expect(watcher.takeChanges(at: start) == [0], "the link points elsewhere")
        try write("a/feed.yaml", "a, no longer watched")
        #expect(watcher.takeChanges(at: start).isEmpty)
        try write("b/feed.yaml", "b, edited")
        #expect(watcher.takeChanges(at: start) == [0], "the new target was written")
    }

    @Test func severalFilesSayWhichChanged() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("one.txt", "1")
        try write("two.txt", "2")
        let watcher = FileWatcher(paths: [FilePath(path("one.txt")), FilePath(path("two.txt"))], now: start)
        try write("two.txt", "22")
        #expect(watcher.takeChanges(at: start) == [1])
        try write("one.txt", "11")
        try write("two.txt", "222")
        #expect(watcher.takeChanges(at: start) == [0, 1])
    }

    @Test func withoutInotifyFilesAreCheckedEveryFewSeconds() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("feed.yaml", "one")
        let watcher = FileWatcher(paths: [FilePath(path("feed.yaml"))], useInotify: false, now: start)
        #expect(watcher.descriptor == nil)
        let check = try #require(watcher.nextCheck)
        try write("feed.yaml", "two, longer")
        #expect(watcher.takeChanges(at: start).isEmpty, "not before the check")
        #expect(watcher.takeChanges(at: check) == [0])
        #expect(watcher.nextCheck == check + FileWatcher.checkInterval)
        #expect(watcher.takeChanges(at: check + FileWatcher.checkInterval).isEmpty, "nothing changed since")
    }
}
