import Foundation
import Testing

/// docs/behaviour.md §3.18, one board and many viewers, in real terminals: two instances of a
/// feed on one cache run its source about as often as one does, and both show its latest output.
@Suite("One board, many viewers, in real terminals")
struct SharedBoardEndToEndTests {
    /// The feed and the cache both viewers use: one section whose command logs each run as a
    /// line of `runs` beside the feed (appended: two runs at once would both count) and prints
    /// `run N`, every 2 s.
    final class Board {
        let folder: URL
        var feed: String { folder.appendingPathComponent("board.yaml").path }
        var cacheHome: String { folder.appendingPathComponent("xdg").path }

        init() throws {
            folder = try TestEnvironment.makeScratchDirectory()
            let command = #"echo run >> runs; echo "run $(wc -l < runs)""#
            let text = """
                title: Team board
                sources: { gap: 0 }
                sections:
                  - id: count
                    title: Live count
                    source: { command: '\(command)', format: lines, every: 2 }

                """
            try text.write(toFile: feed, atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        var runs: Int {
            let text = (try? String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8)) ?? ""
            return text.count { $0 == "\n" }
        }

        func viewer() throws -> TmuxSession {
            try TmuxSession(arguments: ["-x", feed], width: 70, height: 16, environment: ["XDG_CACHE_HOME": cacheHome])
        }

        /// The runs made in `seconds` once the viewers are showing the board.
        func runs(over seconds: Double, viewers: [TmuxSession]) async throws -> Int {
            for viewer in viewers { try await viewer.waitFor("run ") }
            let before = runs
            try await Task.sleep(for: .seconds(seconds))
            return runs - before
        }
    }

    @Test func twoViewersOnOneCacheRunTheSourceAboutAsOftenAsOneAndBothShowTheLatest() async throws {
        let board = try Board()
        let alone = try board.viewer()
        let one = try await board.runs(over: 10, viewers: [alone])
        let other = try board.viewer()
        let two = try await board.runs(over: 10, viewers: [alone, other])
        #expect(one >= 3, "every 2 s: about 5 runs in 10 s, found \(one)")
        #expect(two <= one + 2, "two viewers ran it \(two) times in 10 s, one viewer \(one) times")

        let latest = board.runs
        for viewer in [alone, other] {
            try await viewer.waitForScreen("run \(latest) or later", timeout: 10) {
                (LiveSourceEndToEndTests.runNumber(in: $0) ?? 0) >= latest
            }
        }
    }
}
