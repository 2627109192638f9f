#if canImport(Glibc)
import Glibc
#endif
import CarouselKit
import Foundation
@testable import CarouselSources
import Testing

/// One board, many viewers (docs/behaviour.md §3.18), with two hosts on one cache as two
/// instances of a feed would be: real commands, real files, real `flock`s (two opens of a file
/// lock apart in one process as in two).
@Suite final class SharedRunTests {
    let folder = makeTemporaryDirectory()
    var cacheFolder: String { folder + "/cache/carousel" }
    /// Counts its runs in `runs`, waits while a file `hold` exists, then prints `run N`.
    let source = SectionSource(
        .shell("n=$(($(cat runs 2>/dev/null || echo 0) + 1)); echo $n > runs; while [ -e hold ]; do sleep 0.02; done; echo run $n"),
        format: .lines, every: 10)

    deinit { removeDirectory(folder) }

    /// A viewer: a host of its own on the shared cache of the same feed.
    func viewer() -> SourceHost {
        SourceHost(directory: folder, cache: SourceCache(folder: cacheFolder, feedPath: folder + "/board.yaml"))
    }

    func run(_ number: Int, reusableAge: Double? = 10) -> SourceRun {
        SourceRun(sectionID: "ci", source: source, textSize: Size(width: 40, height: 3), timeout: 20, number: number,
                  reusableAge: reusableAge)
    }

    var runs: Int { Int((readText(folder + "/runs") ?? "0").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 }

    /// Services `host` until a run of it ends.
    func awaitLoad(_ host: SourceHost) -> SourceLoad? {
        var load: SourceLoad?
        _ = eventually { load = host.service(at: MonotonicTime.now()).first; return load != nil }
        return load
    }

    static func titles(_ load: SourceLoad?) -> [String] {
        guard case .loaded(let output)? = load?.result else { return [] }
        return output.pages.map(\.title)
    }

    @Test func aViewerShowsTheOutputAnotherKeptYoungerThanEveryWithoutRunningIt() {
        let first = viewer(), second = viewer()
        #expect(Self.titles(first.runToEnd(run(1))) == ["run 1"])
        let load = second.start(run(1), at: MonotonicTime.now())
        #expect(Self.titles(load) == ["run 1"], "taken from the cache at once")
        #expect(runs == 1)
        #expect(load?.run == 1, "the end of the run the state started")
    }

    @Test func aRefreshAskedForOrAnOutputOlderThanReusableAgeRuns() {
        let first = viewer(), second = viewer()
        _ = first.runToEnd(run(1))
        #expect(Self.titles(second.runToEnd(run(1, reusableAge: nil))) == ["run 2"])
        usleep(300_000)
        #expect(Self.titles(second.runToEnd(run(2, reusableAge: 0.2))) == ["run 3"], "kept 0.3 s ago: too old")
    }

    @Test func whileOneViewerRunsASourceTheOtherWaitsForItsOutputInsteadOfRunningItToo() throws {
        writeFile(folder + "/hold", "")
        let first = viewer(), second = viewer()
        #expect(first.start(run(1, reusableAge: nil), at: MonotonicTime.now()) == nil)
        #expect(eventually { runs == 1 })
        #expect(second.start(run(7, reusableAge: nil), at: MonotonicTime.now()) == nil, "awaited, not run")
        let next = try #require(second.nextDeadline())
        #expect(next - MonotonicTime.now() <= SourceHost.lookInterval, "it looks again soon")
        usleep(300_000)
        #expect(second.service(at: MonotonicTime.now()).isEmpty)
        #expect(runs == 1, "the second viewer ran nothing")

        unlink(folder + "/hold")
        #expect(Self.titles(awaitLoad(first)) == ["run 1"])
        let shared = awaitLoad(second)
        #expect(Self.titles(shared) == ["run 1"], "the first viewer's output")
        #expect(shared?.run == 7)
        #expect(runs == 1)
        #expect(second.nextDeadline() == nil, "nothing left to look for")
    }

    /// Another instance's lock on the source's runs, as a run of its holds it.
    func othersLock() -> SourceCache.RunLock? {
        let cache = SourceCache(folder: cacheFolder, feedPath: folder + "/board.yaml")
        guard case .held(let lock) = cache.claimRun(of: cache.key(sectionID: "ci", source: source)) else { return nil }
        return lock
    }

    @Test func whenTheRunAwaitedEndsWithoutOutputTheViewerWaitingRunsTheSourceItself() throws {
        let lock = try #require(othersLock())
        let second = viewer()
        #expect(second.start(run(1), at: MonotonicTime.now()) == nil)
        usleep(200_000)
        #expect(second.service(at: MonotonicTime.now()).isEmpty && runs == 0, "awaited")
        lock.release() // the other's run failed: it kept nothing
        #expect(Self.titles(awaitLoad(second)) == ["run 1"], "run here")
        #expect(runs == 1)
    }

    @Test func aCancelledRunLetsGoOfItsLockAndAnAwaitedOneIsForgotten() {
        writeFile(folder + "/hold", "")
        let first = viewer(), second = viewer()
        let running = run(1, reusableAge: nil)
        _ = first.start(running, at: MonotonicTime.now())
        #expect(eventually { runs == 1 })
        let waiting = run(2, reusableAge: nil)
        _ = second.start(waiting, at: MonotonicTime.now())
        second.cancel(waiting)
        #expect(second.nextDeadline() == nil)
        #expect(othersLock() == nil, "held while it runs")
        first.cancel(running)
        #expect(othersLock() != nil, "free once cancelled")
    }

    @Test func aLockFileThatIsNotOneIsRemovedAndTheSourceRunsWithoutWaiting() throws {
        let first = viewer()
        _ = first.runToEnd(run(1, reusableAge: nil))
        let lock = try #require(try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
            .first { $0.hasSuffix(".lock") })
        unlink(cacheFolder + "/" + lock)
        #expect(mkfifo(cacheFolder + "/" + lock, 0o600) == 0)
        #expect(Self.titles(viewer().runToEnd(run(2, reusableAge: nil))) == ["run 2"], "no wait on a FIFO")
        var status = stat()
        #expect(lstat(cacheFolder + "/" + lock, &status) != 0 || status.st_mode & S_IFMT == S_IFREG,
                "the FIFO went; a lock file may be made again")
    }

    @Test func lockFilesCountAgainstTheCachesBoundAndGoWhenEvicted() throws {
        let cache = SourceCache(folder: cacheFolder, feedPath: folder + "/board.yaml", totalLimit: 4 << 10)
        for index in 0..<40 {
            let key = cache.key(sectionID: "s\(index)", source: source)
            guard case .held(let lock) = cache.claimRun(of: key) else {
                Issue.record("lock \(index) is free")
                return
            }
            lock.release()
        }
        cache.store(Array("kept\n".utf8), for: cache.key(sectionID: "last", source: source))
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        let locks = names.filter { $0.hasSuffix(".lock") }
        #expect(locks.count * SourceCacheFolder.lockSize <= 4 << 10, "\(locks.count) lock files left")
        #expect(names.contains { $0.hasSuffix(".entry") }, "the entry just kept stays")
    }
}
