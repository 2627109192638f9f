import Foundation
import Testing

/// `carousel render --cast`: the simulated session as asciicast v2, played back in an emulated
/// terminal (pyte, `Tests/AsciicastReplay/`) to the screen `render` prints.
@Suite("Recorded sessions")
struct CastTests {
    /// Runs `render` with `arguments` and `--cast`, returning what it printed and the recording.
    private static func record(_ arguments: [String], in directory: URL) throws -> (screen: String, cast: String) {
        let binary = try TestEnvironment.carouselBinary()
        let cast = directory.appendingPathComponent("session.cast").path
        let result = ProgramRunner.run(
            [binary, "render"] + arguments + ["--cast", cast], environment: TestEnvironment.baseEnvironment(home: directory))
        try #require(result.status == 0, "carousel render: \(result.output)")
        return (result.output, try String(contentsOfFile: cast, encoding: .utf8))
    }

    private static func rows(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test(arguments: [
        ["--size", "100x30", "--keys", "wait:1 right wait:0.1 right wait:1 down wait:2 left left", "--time", "6"],
        ["--size", "100x30", "--keys", "end wait:0.5 ? wait:1", "--ascii", "--no-color"],
        ["--size", "100x30", "--keys", "down wait:0.2 left wait:0.1 left wait:3"],
    ])
    func playedBackTheRecordingEndsOnTheScreenRenderPrints(arguments: [String]) throws {
        let directory = try TestEnvironment.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (screen, _) = try Self.record(arguments, in: directory)
        var environment = TestEnvironment.baseEnvironment(home: directory)
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        let pyte = ProgramRunner.run(["python3", "-c", "import pyte"], environment: environment)
        try #require(pyte.status == 0, "python3 with pyte is needed: run scripts/ensure-deps.sh python3-pyte (make test does)")
        let script = TestEnvironment.packageRoot.appendingPathComponent("Tests/AsciicastReplay/replay_cast.py").path
        let played = ProgramRunner.run(["python3", script, directory.appendingPathComponent("session.cast").path], environment: environment)
        try #require(played.status == 0, "\(played.output)")
        #expect(Self.rows(played.output) == Self.rows(screen))
    }

    @Test func theHeaderDescribesTheScreenAndTheLastEventIsAtTheSessionsEnd() throws {
        let directory = try TestEnvironment.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (arguments, end) in [
            (["--size", "80x24", "--keys", "wait:1 right wait:0.5", "--time", "7.25"], 7.25),
            (["--size", "80x24", "--keys", "wait:1 right wait:2.5"], 3.5),
            (["--size", "80x24", "--no-autoplay"], 0),
        ] {
            let lines = try Self.record(arguments, in: directory).cast.split(separator: "\n")
            let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            #expect(header["version"] as? Int == 2)
            #expect(header["width"] as? Int == 80 && header["height"] as? Int == 24)
            #expect(header["title"] as? String == "Carousel — a board of sliding cards")
            let events = try lines.dropFirst().map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            }
            #expect(events.count >= 2 || end == 0)
            #expect(events.allSatisfy { $0.count == 3 && $0[1] as? String == "o" && $0[2] is String })
            let times = events.compactMap { $0[0] as? Double }
            #expect(times.count == events.count && times == times.sorted(), "\(arguments)")
            #expect(times.first == 0, "the first frame at the start")
            #expect(times.last == end, "\(arguments)")
            #expect(times.contains(1) || end == 0, "the key at 1 s draws a frame at 1 s")
            #expect((events.first?[2] as? String)?.hasPrefix("\u{1B}[?25l\u{1B}[?2026h") == true, "the cursor hidden, then a frame")
        }
    }
}
