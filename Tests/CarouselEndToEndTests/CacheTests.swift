import Foundation
import Testing

/// docs/behaviour.md §3.11, the cache in a real terminal: a restarted board shows its last pages
/// at once, marked `cached`, until its sources have run again.
@Suite("The cache of live sections in a real terminal")
struct CacheEndToEndTests {
    /// A folder for the feed and the cache shared by the sessions of one test (each session has
    /// a home of its own), and the feed in it: one live section whose command waits for a file
    /// `go` beside the feed, so that a run ends only when the test lets it, then prints
    /// `Run N` with N from the file `n`.
    final class Board {
        let folder: URL
        var feed: String { folder.appendingPathComponent("live.yaml").path }
        var cacheHome: String { folder.appendingPathComponent("xdg").path }
        var cacheFolder: String { cacheHome + "/carousel" }

        init() throws {
            folder = try TestEnvironment.makeScratchDirectory()
            let command = #"while [ ! -e go ]; do sleep 0.05; done; printf 'Run %s\tbody\n' "$(cat n)""#
                .replacingOccurrences(of: "'", with: "''")
            let text = """
                title: Cached board
                sources: { gap: 0.2 }
                sections:
                  - id: slow
                    title: Live slow
                    source: { command: '\(command)', format: lines, timeout: 60 }

                """
            try text.write(toFile: feed, atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func set(run: Int, go: Bool) throws {
            try "\(run)\n".write(to: folder.appendingPathComponent("n"), atomically: true, encoding: .utf8)
            let gate = folder.appendingPathComponent("go")
            if go {
                try Data().write(to: gate)
            } else if FileManager.default.fileExists(atPath: gate.path) {
                try FileManager.default.removeItem(at: gate)
            }
        }

        func session(_ arguments: [String]) throws -> TmuxSession {
            try TmuxSession(
                arguments: arguments + [feed], width: 70, height: 16, environment: ["XDG_CACHE_HOME": cacheHome])
        }

        /// The entries in the cache folder.
        func entries() -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? []
            return names.filter { $0.hasSuffix(".entry") }
        }

        func mode(_ path: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
        }

        /// Runs the board once with `-x` until `Run N` shows, so that the cache holds it.
        func warm(run: Int) async throws {
            try set(run: run, go: true)
            let first = try session(["-x"])
            try await first.waitFor("Run \(run)")
            first.sendKeys("q")
            _ = try await first.waitForExit()
        }

        /// The first screen that shows the section, whatever it holds.
        static func firstScreen(of session: TmuxSession) async throws -> String {
            try await session.waitFor("Live slow")
        }
    }

    @Test func aRestartShowsTheCachedPagesAtOnceThenTheFreshOnes() async throws {
        let board = try Board()
        try await board.warm(run: 1)
        #expect(board.mode(board.cacheFolder) == 0o700)
        let entries = board.entries()
        #expect(entries.count == 1)
        #expect(entries.allSatisfy { board.mode(board.cacheFolder + "/" + $0) == 0o600 })

        try board.set(run: 2, go: false)
        let second = try board.session(["-x"])
        let first = try await Board.firstScreen(of: second)
        #expect(first.contains("Run 1"), "the cached page in the first screen that shows the section")
        #expect(first.contains("Live slow · cached "), "marked as cached, with its time")
        #expect(!first.contains("Loading"))
        try board.set(run: 2, go: true)
        let fresh = try await second.waitFor("Run 2")
        #expect(!fresh.contains("cached"), "the mark goes with the fresh pages")
        #expect(fresh.contains("Live slow · "))
    }

    @Test func noCacheShowsLoadingAndKeepsNothing() async throws {
        let board = try Board()
        try board.set(run: 1, go: true)
        let uncached = try board.session(["-x", "--no-cache"])
        try await uncached.waitFor("Run 1")
        uncached.sendKeys("q")
        _ = try await uncached.waitForExit()
        #expect(!FileManager.default.fileExists(atPath: board.cacheFolder), "nothing kept")

        try await board.warm(run: 1)
        try board.set(run: 2, go: false)
        let restarted = try board.session(["-x", "--no-cache"])
        let first = try await Board.firstScreen(of: restarted)
        #expect(first.contains("Loading…"))
        #expect(!first.contains("Run 1") && !first.contains("cached"))
    }

    @Test func withoutAllowCommandsACommandsCachedPagesStayHidden() async throws {
        let board = try Board()
        try await board.warm(run: 1)
        let unallowed = try board.session([])
        let screen = try await unallowed.waitFor("--allow-commands")
        #expect(!screen.contains("Run 1") && !screen.contains("cached"))
    }

    @Test func aDamagedEntryIsIgnoredAndReplacedByTheNextGoodOutput() async throws {
        let board = try Board()
        try await board.warm(run: 1)
        let entry = board.cacheFolder + "/" + (try #require(board.entries().first))
        var bytes = try #require(FileManager.default.contents(atPath: entry))
        bytes[bytes.count - 4] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: entry))

        try board.set(run: 2, go: false)
        let restarted = try board.session(["-x"])
        let first = try await Board.firstScreen(of: restarted)
        #expect(first.contains("Loading…") && !first.contains("Run 1"), "the damaged entry is not shown")
        try board.set(run: 2, go: true)
        try await restarted.waitFor("Run 2")
        try await LiveSourceEndToEndTests.waitUntil("the entry to be replaced") {
            String(decoding: FileManager.default.contents(atPath: entry) ?? Data(), as: UTF8.self).contains("Run 2")
        }
    }
}
