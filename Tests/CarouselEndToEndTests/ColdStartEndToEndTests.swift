import Foundation
import Testing

/// The release link's promise for a start whose pages are not in the page cache (README "Side by
/// side with the Rust peer", scripts/cold-start-reads.sh).
@Suite struct ColdStartEndToEndTests {
    /// A start runs none of the code after the data. A function the link lists miss (one the
    /// link-order sessions' traces did not see run, like the width reply's path under valgrind,
    /// where the reply comes too late) is called from the end of the file; on this kernel a fault
    /// in code reads ahead from its page to the end of its segment, so that one call read 3.6 MB
    /// of code. A copy of the release binary, none of it in the page cache, starts on the
    /// built-in feed, draws, and quits on `q`: the last page of that code must still not be in
    /// the page cache. It starts as the link-order sessions start it, in tmux as tmux names
    /// itself: as `xterm-256color` it would run the graphics probe, and with `SWIFT_BACKTRACE` set
    /// the runtime parses it, both code those sessions never run (README, "This round").
    @Test func aStartRunsNoCodeAfterTheData() async throws {
        let release = TestEnvironment.packageRoot.appendingPathComponent(".build/release/carousel").path
        try #require(FileManager.default.isExecutableFile(atPath: release), "\(release) is missing: run `make test`")
        // In the build folder, on the disk: a copy in a tmpfs could not leave the page cache.
        let folder = TestEnvironment.packageRoot.appendingPathComponent(".build/cold-start-test")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("carousel").path
        try FileManager.default.copyItem(atPath: release, toPath: copy)
        let lastPage = try Self.lastPageOfTheCodeAfterTheData(in: copy)
        try PageCache.drop(copy)
        try #require(try !PageCache.holds(copy, page: lastPage), "the copy's pages could not be dropped")

        let session = try TmuxSession(
            width: 120, height: 40, prefix: ["env", "-u", "SWIFT_BACKTRACE", "TERM=tmux-256color"], binary: copy)
        try await session.waitForScreen("the first screen") { $0.filter { !$0.isWhitespace }.count >= 40 }
        try await Task.sleep(for: .milliseconds(500))
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        #expect(
            try !PageCache.holds(copy, page: lastPage),
            "a start ran code after the data: make the link lists again (scripts/make-link-order.sh)")
    }

    /// The file page holding the last byte of `.text.cold`, the code the release link puts after
    /// the data (scripts/link-layout.ld), from `readelf -SW`.
    static func lastPageOfTheCodeAfterTheData(in binary: String) throws -> UInt64 {
        let readelf = ProgramRunner.run(["readelf", "-SW", binary], environment: ProcessInfo.processInfo.environment)
        // "  [49] .text.cold  PROGBITS  0000000000aadc80 812c80 91b091 00 AXo  0   0 64"
        let fields = try #require(
            readelf.output.split(separator: "\n").first { $0.contains(" .text.cold ") }?.split(separator: " "))
        let type = try #require(fields.firstIndex(of: "PROGBITS"))
        let offset = try #require(UInt64(fields[type + 2], radix: 16)), size = try #require(UInt64(fields[type + 3], radix: 16))
        return (offset + size - 1) / 4096
    }

    /// A file's pages in the page cache: dropped, and asked for (`mincore`).
    enum PageCache {
        static func drop(_ path: String) throws {
            let descriptor = open(path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            // Pages not yet written back cannot be dropped.
            try #require(fsync(descriptor) == 0)
            try #require(posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED) == 0)
        }

        static func holds(_ path: String, page: UInt64) throws -> Bool {
            let descriptor = open(path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let mapping = try #require(mmap(nil, 4096, PROT_READ, MAP_SHARED, descriptor, off_t(page * 4096)))
            try #require(mapping != MAP_FAILED)
            defer { munmap(mapping, 4096) }
            var resident: UInt8 = 0
            try #require(mincore(mapping, 4096, &resident) == 0)
            return resident & 1 == 1
        }
    }
}
