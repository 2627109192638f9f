import Foundation
import Testing

/// The cache from the command line (docs/behaviour.md §3.11): `render` keeps good output and starts
/// from it, `--no-cache` turns it off, `check --run` never writes it.
@Suite struct CacheCommandLineTests {
    static let feed = """
        sections:
          - id: kept
            title: Kept
            source: { command: "cat out.txt", format: lines }
        """

    let folder: URL
    var environment: [String: String] { ["XDG_CACHE_HOME": folder.appendingPathComponent("xdg").path] }
    var cacheFolder: String { folder.appendingPathComponent("xdg/carousel").path }

    init() throws {
        folder = try LiveFeedTests.feedFolder(Self.feed)
        try Data("Kept page\tits body\n".utf8).write(to: folder.appendingPathComponent("out.txt"))
    }

    func render(_ extra: String...) throws -> CarouselProcess {
        try CarouselProcess.run(
            ["render", "-x", "feed.yaml", "--size", "60x12"] + extra, in: folder, environment: environment)
    }

    @Test func renderKeepsGoodOutputAndShowsItMarkedWhenTheNextRunFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try render()
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("Kept page") && !first.standardOutput.contains("cached"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        #expect(kept.filter { $0.hasSuffix(".entry") }.count == 1, "one entry, beside its run's lock: \(kept)")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("out.txt"))
        let failed = try render()
        #expect(failed.standardOutput.contains("Kept page"), "the last good pages, from the cache")
        #expect(failed.standardOutput.contains("Kept ⚠ · cached "), "\(failed.standardOutput)")

        let uncached = try render("--no-cache")
        #expect(!uncached.standardOutput.contains("Kept page"))
        #expect(uncached.standardOutput.contains("Kept ⚠"))
    }

    /// A forged entry (its checksum right, its key size 2^63 - 1) stopped every start with an
    /// arithmetic overflow until it was deleted: now it is removed and the source runs.
    @Test func aForgedEntryIsRemovedAndTheSourceRuns() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try render().status == 0)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
            .first { $0.hasSuffix(".entry") })
        let path = cacheFolder + "/" + name
        let stored = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var lines = stored.split(separator: UInt8(ascii: "\n"), maxSplits: 5, omittingEmptySubsequences: false)
        lines[2] = ArraySlice("9223372036854775807".utf8)
        lines[3] = ArraySlice("1".utf8)
        let forged = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        try Data(forged).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        try Data("Fresh page\tits body\n".utf8).write(to: folder.appendingPathComponent("out.txt"))

        for _ in 1...2 {
            let next = try render()
            #expect(next.status == 0, "\(next.standardError)")
            #expect(next.standardOutput.contains("Fresh page"), "\(next.standardOutput)")
        }
        let kept = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        #expect(kept.contains("Fresh page") && !kept.contains("9223372036854775807"), "replaced by the run's output")
    }

    @Test func noCacheAndCheckRunKeepNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let uncached = try render("--no-cache")
        #expect(uncached.standardOutput.contains("Kept page"))
        let check = try CarouselProcess.run(["check", "--run", "feed.yaml"], in: folder, environment: environment)
        #expect(check.status == 0, "\(check.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: cacheFolder))
    }

    @Test func theHelpNamesTheOption() throws {
        for command in [["--help"], ["render", "--help"]] {
            let help = try CarouselProcess.run(command)
            #expect(help.standardOutput.contains("--no-cache"), "\(command)")
        }
    }
}
