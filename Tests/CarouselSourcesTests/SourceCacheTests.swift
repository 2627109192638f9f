#if canImport(Glibc)
import Glibc
#endif
import CarouselFeed
import CarouselKit
import Foundation
@testable import CarouselSources
import Testing

/// The cache of live sections' output (docs/behaviour.md §3.11), on real files in a scratch
/// folder: private modes, whole entries only, and nothing trusted that does not hold together.
@Suite final class SourceCacheTests {
    let scratch: String
    let folder: String
    let source = SectionSource(.shell("echo hi"), format: .lines)

    init() throws {
        var template = Array("/tmp/carousel-cache-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        scratch = try #require(made)
        folder = scratch + "/cache/carousel"
    }

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    func cache(feed: String = "/feeds/board.yaml", totalLimit: Int = SourceCache.standardTotalLimit) -> SourceCache {
        SourceCache(folder: folder, feedPath: feed, totalLimit: totalLimit)
    }

    func files() -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let item = readdir(directory) {
            let name = withUnsafePointer(to: &item.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    func contents(_ path: String) -> [UInt8] { Array((readText(path) ?? "").utf8) }

    func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        fchmod(descriptor, mode)
        close(descriptor)
    }

    @Test func anOutputKeptIsReadBackInAPrivateFileInAPrivateFolder() throws {
        let store = cache()
        let key = store.key(sectionID: "ci", source: source)
        #expect(store.entry(for: key) == nil, "nothing kept yet")
        #expect(files().isEmpty && access(folder, F_OK) != 0, "reading makes no folder")
        store.store(Array("one\ttwo\n".utf8), for: key, writtenAt: 1_700_000_000)
        let entry = try #require(store.entry(for: key))
        #expect(entry.output == Array("one\ttwo\n".utf8))
        #expect(entry.writtenAt == 1_700_000_000)
        #expect(mode(folder) == 0o700)
        #expect(mode(scratch + "/cache") == 0o700, "a cache home it made is private too")
        let names = files()
        #expect(names.count == 1 && names[0].hasSuffix(".entry"), "one entry, no temporary file left")
        #expect(mode(folder + "/" + names[0]) == 0o600)
    }

    @Test func anEntryIsReplacedByRenameNeverRewrittenInPlace() throws {
        let store = cache()
        let key = store.key(sectionID: "ci", source: source)
        store.store(Array("first\n".utf8), for: key)
        let entryPath = folder + "/" + files()[0]
        // A second name for the first entry's file: a write in place would change it too.
        try #require(link(entryPath, scratch + "/held") == 0)
        let first = contents(scratch + "/held")
        store.store(Array("second\n".utf8), for: key)
        #expect(contents(scratch + "/held") == first, "the old file is untouched")
        #expect(try #require(store.entry(for: key)).output == Array("second\n".utf8))
        #expect(files().count == 1)
    }

    @Test func aDamagedEntryIsIgnoredAndRemoved() throws {
        let store = cache()
        let key = store.key(sectionID: "ci", source: source)
        for damage in ["flip", "cut", "version", "empty"] {
            store.store(Array("good output\n".utf8), for: key)
            let path = folder + "/" + files()[0]
            var bytes = contents(path)
            switch damage {
            case "flip": bytes[bytes.count - 3] ^= 0x20
            case "cut": bytes.removeLast(4)
            case "version": bytes[15] = UInt8(ascii: "9")
            default: bytes = []
            }
            write(bytes, to: path)
            #expect(store.entry(for: key) == nil, "\(damage)")
            #expect(files().isEmpty, "\(damage): the damaged entry is gone")
        }
    }

    /// An entry whose header holds together (magic, checksum) but whose sizes are forged: read
    /// as damage and removed, never an arithmetic overflow (which stopped every start).
    @Test(arguments: [
        (Int.max, 1), (1, Int.max), (Int.max, Int.max), (Int.max - 2, 3), (-1, 20), (40, -5), (0, 0),
    ])
    func anEntryWithForgedSizesIsRemoved(keyCount: Int, outputCount: Int) throws {
        let store = cache()
        let key = store.key(sectionID: "ci", source: source)
        store.store(Array("good output\n".utf8), for: key)
        let path = folder + "/" + files()[0]
        let body = Array(key.text.utf8) + Array("good output\n".utf8)
        let header = ["carousel-cache 1", "1700000000", "\(keyCount)", "\(outputCount)",
                      String(SourceCacheEntry.checksum(body), radix: 16)]
        write(Array((header.joined(separator: "\n") + "\n").utf8) + body, to: path)
        #expect(store.entry(for: key) == nil)
        #expect(files().isEmpty, "the forged entry is gone")
        store.store(Array("next\n".utf8), for: key)
        #expect(try #require(store.entry(for: key)).output == Array("next\n".utf8), "and replaced")
    }

    @Test func anEmptyFolderAtAnEntrysPathIsReplacedAndAFullOneSaidOnce() throws {
        var said: [String] = []
        let store = SourceCache(folder: folder, feedPath: "/feeds/board.yaml") { said.append($0) }
        let key = store.key(sectionID: "ci", source: source)
        store.store(Array("first\n".utf8), for: key)
        let path = folder + "/" + key.fileName
        try #require(unlink(path) == 0 && mkdir(path, 0o700) == 0)
        #expect(store.entry(for: key) == nil)
        store.store(Array("second\n".utf8), for: key)
        #expect(try #require(store.entry(for: key)).output == Array("second\n".utf8), "the empty folder replaced")
        #expect(said.isEmpty)

        try #require(unlink(path) == 0 && mkdir(path, 0o700) == 0 && mkdir(path + "/inside", 0o700) == 0)
        for round in 1...3 {
            #expect(store.entry(for: key) == nil)
            store.store(Array("round \(round)\n".utf8), for: key)
        }
        #expect(access(path + "/inside", F_OK) == 0, "someone's files are left")
        #expect(said.count == 1, "said once: \(said)")
        #expect(said.first?.contains(path) == true)
        #expect(files() == [key.fileName], "no temporary file left either")
    }

    @Test func aKeptOutputsDateHasItsYearWhenNotThisYears() {
        let now = 1_765_000_000 // 2025-12-06
        let lastYear = now - 400 * 86_400
        let label = ClockLabel.text(for: lastYear, now: now)
        #expect(label.hasSuffix(" 2024"), "\(label)")
        let earlierThisYear = ClockLabel.text(for: now - 20 * 86_400, now: now)
        #expect(earlierThisYear.split(separator: " ").count == 2, "\(earlierThisYear)")
        #expect(ClockLabel.text(for: Int.max, now: now) == "", "a forged time is no date")
    }

    @Test func anEntryWrittenForAnotherKeyIsNotReadForThisOne() throws {
        let store = cache()
        let mine = store.key(sectionID: "ci", source: source)
        let other = store.key(sectionID: "news", source: source)
        store.store(Array("news output\n".utf8), for: other)
        // The other key's file under this key's name, as a collision of names would have it.
        let otherFile = files()[0]
        store.store(Array("mine\n".utf8), for: mine)
        let mineFile = try #require(files().first { $0 != otherFile })
        try #require(rename(folder + "/" + otherFile, folder + "/" + mineFile) == 0)
        #expect(store.entry(for: mine) == nil)
        #expect(cache(feed: "/feeds/other.yaml").entry(for: other) == nil, "another feed finds nothing")
        let changed = SectionSource(.shell("echo changed"), format: .lines)
        #expect(store.entry(for: store.key(sectionID: "ci", source: changed)) == nil, "a changed source neither")
    }

    @Test func anOversizedOutputIsNotKeptAndAnOversizedFileNotRead() throws {
        let store = cache()
        let key = store.key(sectionID: "ci", source: source)
        store.store(Array("small\n".utf8), for: key)
        store.store([UInt8](repeating: 0x61, count: SourceCache.outputLimit + 1), for: key)
        #expect(store.entry(for: key) == nil, "the old entry is no longer the last good output")
        #expect(files().isEmpty)
        store.store(Array("small\n".utf8), for: key)
        let path = folder + "/" + files()[0]
        let oversized = SourceCache.outputLimit + SourceCache.keyLimit
        write(contents(path) + [UInt8](repeating: 0x61, count: oversized), to: path)
        #expect(store.entry(for: key) == nil)
    }

    @Test func aFolderThatIsALinkIsNotUsed() throws {
        let target = scratch + "/elsewhere"
        try #require(mkdir(target, 0o700) == 0 && mkdir(scratch + "/cache", 0o700) == 0)
        try #require(symlink(target, folder) == 0)
        let store = cache()
        let key = store.key(sectionID: "ci", source: source)
        store.store(Array("secret\n".utf8), for: key)
        #expect(store.entry(for: key) == nil)
        var status = stat()
        #expect(lstat(target + "/" + key.fileName, &status) != 0, "nothing written through the link")
    }

    @Test func aFolderOthersMayReadOrAnEntryOthersMayReadIsNotUsed() throws {
        let store = cache()
        let key = store.key(sectionID: "ci", source: source)
        store.store(Array("one\n".utf8), for: key)
        let path = folder + "/" + files()[0]
        chmod(path, 0o644)
        #expect(store.entry(for: key) == nil, "an entry others may read")
        try #require(chmod(folder, 0o755) == 0)
        let later = cache()
        later.store(Array("two\n".utf8), for: key)
        #expect(later.entry(for: key) == nil, "a folder others may read")
        #expect(files().isEmpty, "nothing written to it")
    }

    @Test func theOldestEntriesGoWhenTheFolderIsOverItsLimit() throws {
        let output = [UInt8](repeating: 0x61, count: 1000)
        let store = cache(totalLimit: 2500)
        let keys = ["a", "b", "c"].map { store.key(sectionID: $0, source: source) }
        for (age, key) in zip([300, 200], keys) {
            store.store(output, for: key)
            var times = [timespec(tv_sec: time(nil) - age, tv_nsec: 0), timespec(tv_sec: time(nil) - age, tv_nsec: 0)]
            utimensat(AT_FDCWD, folder + "/" + key.fileName, &times, 0)
        }
        store.store(output, for: keys[2])
        #expect(store.entry(for: keys[0]) == nil, "the oldest went")
        #expect(store.entry(for: keys[1]) != nil && store.entry(for: keys[2]) != nil)
    }
}

/// What the host makes of kept output: read and checked exactly as a run's output is.
@Suite struct CachedLoadTests {
    let cacheTests: SourceCacheTests

    init() throws {
        cacheTests = try SourceCacheTests()
    }

    @Test func keptOutputIsParsedAndSanitisedAndBadOutputIsDropped() throws {
        let store = cacheTests.cache()
        let host = SourceHost(directory: "/", cache: store)
        let json = SectionSource(.shell("make-pages"), format: .json)
        let good = #"[{"title": "Build \u001b]0;owned\u0007 green"}]"#
        store.store(Array(good.utf8), for: store.key(sectionID: "ci", source: json), writtenAt: Int(time(nil)))
        let load = try #require(host.cachedLoad(sectionID: "ci", source: json))
        guard case .loaded(let output) = load.result else { Issue.record("not loaded"); return }
        let parsed = try SourceOutputParser.parse(Array(good.utf8), format: .json, colors: false)
        #expect(output == parsed.output, "the pages a run with this output gives")
        #expect(load.clockLabel.count == 5 && load.clockLabel.contains(":"), "kept today: its time")
        store.store(Array(#"[{"title": "#.utf8), for: store.key(sectionID: "ci", source: json))
        #expect(host.cachedLoad(sectionID: "ci", source: json) == nil, "output that no longer reads as pages")
        #expect(cacheTests.files().isEmpty, "is removed")
    }

    @Test func aRunsGoodOutputIsKeptAndABadOneIsNot() throws {
        let store = cacheTests.cache()
        let host = SourceHost(directory: "/", cache: store)
        let good = SectionSource(.shell("printf 'one\\ttwo\\n'"), format: .lines)
        let bad = SectionSource(.shell("echo nope"), format: .json)
        for source in [good, bad] {
            let run = SourceRun(sectionID: "s", source: source, textSize: Size(width: 40, height: 3), timeout: 10)
            _ = host.runToEnd(run)
        }
        let kept = try #require(store.entry(for: store.key(sectionID: "s", source: good)))
        #expect(kept.output == Array("one\ttwo\n".utf8))
        #expect(store.entry(for: store.key(sectionID: "s", source: bad)) == nil)
    }

    @Test func aFileSourceOutsideTheFeedsFolderShowsNothingKept() throws {
        let store = cacheTests.cache()
        let outside = SectionSource(.file("/etc/hostname"), format: .text)
        store.store(Array("kept\n".utf8), for: store.key(sectionID: "f", source: outside))
        let confined = SourceHost(directory: cacheTests.scratch, cache: store)
        #expect(confined.cachedLoad(sectionID: "f", source: outside) == nil)
        let anywhere = SourceHost(directory: cacheTests.scratch, filesAnywhere: true, cache: store)
        #expect(anywhere.cachedLoad(sectionID: "f", source: outside) != nil, "with -x it may")
    }
}
