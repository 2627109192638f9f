import Foundation
import Testing

/// The release link's promise for a start whose pages are not in the page cache (README "Side by
/// side with the Rust peer", scripts/cold-start-reads.sh).
@Suite struct ColdStartEndToEndTests {
    /// A start runs none of the code after the data. A function the link lists miss (one the
    /// link-order sessions did not see run, like the width reply's path under valgrind, where the
    /// reply comes too late) is called from the end of the file, and a start that finds its page
    /// dropped reads up to 8 MiB of code it does not need around it (one such call read 3.6 MB).
    /// The release binary starts on the built-in feed and draws; half a second later no page of
    /// that code may be mapped in it (`/proc/PID/pagemap`): the kernel maps a page of a file's
    /// mapping, and the cached pages in the same 64 KB of it, only when the process touches that
    /// mapping. It starts as the link-order sessions start it: in tmux as tmux names itself, and
    /// as most people start it, in a terminal outside tmux that names itself `xterm-256color`,
    /// where the built-in feed's pictures make it ask the terminal which graphics it has (tmux,
    /// the terminal here, answers for itself). It starts without `SWIFT_BACKTRACE`, which the
    /// runtime would parse in code those sessions never run.
    @Test(arguments: [["TERM=tmux-256color"], ["-u", "TMUX", "TERM=xterm-256color"]])
    func aStartRunsNoCodeAfterTheData(terminal: [String]) async throws {
        let release = TestEnvironment.packageRoot.appendingPathComponent(".build/release/carousel").path
        try #require(FileManager.default.isExecutableFile(atPath: release), "\(release) is missing: run `make test`")
        let code = try Self.codeAfterTheData(in: release)

        let session = try TmuxSession(
            width: 120, height: 40, prefix: ["env", "-u", "SWIFT_BACKTRACE"] + terminal, binary: release)
        let app = try await session.appProcessID()
        try await session.waitForScreen("the first screen") { $0.filter { !$0.isWhitespace }.count >= 40 }
        try await Task.sleep(for: .milliseconds(500))
        let touched = try Self.mappedPages(of: app, in: code)
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        #expect(
            touched.count == 0,
            "a start touched \(touched.count) pages of the code after the data (the first at \(String(touched.first ?? 0, radix: 16))): make the link lists again (scripts/make-link-order.sh)")
    }

    /// The addresses of `.text.cold`, the code the release link puts after the data
    /// (scripts/link-layout.ld), from `readelf -SW`: a static binary is loaded where it says.
    static func codeAfterTheData(in binary: String) throws -> Range<UInt64> {
        let readelf = ProgramRunner.run(["readelf", "-SW", binary], environment: ProcessInfo.processInfo.environment)
        // "  [49] .text.cold  PROGBITS  0000000000aadc80 812c80 91b091 00 AXo  0   0 64"
        let fields = try #require(
            readelf.output.split(separator: "\n").first { $0.contains(" .text.cold ") }?.split(separator: " "))
        let type = try #require(fields.firstIndex(of: "PROGBITS"))
        let address = try #require(UInt64(fields[type + 1], radix: 16)), size = try #require(UInt64(fields[type + 3], radix: 16))
        return address..<address + size
    }

    /// The pages of `range` present in `process`'s page table: bit 63 of each page's entry in
    /// `/proc/PID/pagemap` (readable by the process's owner).
    static func mappedPages(of process: pid_t, in range: Range<UInt64>) throws -> [UInt64] {
        let pageSize: UInt64 = 4096
        let pages = (range.lowerBound / pageSize)..<((range.upperBound + pageSize - 1) / pageSize)
        let pagemap = try #require(FileHandle(forReadingAtPath: "/proc/\(process)/pagemap"))
        defer { try? pagemap.close() }
        try pagemap.seek(toOffset: pages.lowerBound * 8)
        let entries = try #require(try pagemap.read(upToCount: pages.count * 8))
        try #require(entries.count == pages.count * 8)
        return pages.indices.filter { index in
            let offset = (index - pages.lowerBound) * 8
            let entry = entries[entries.startIndex + Int(offset) ..< entries.startIndex + Int(offset) + 8]
                .reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return entry >> 63 == 1
        }.map { $0 * pageSize }
    }
}
