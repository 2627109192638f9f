import Foundation
import Testing

/// A source's command that leaves its process group and session (`setsid`, a double fork) does
/// not outlive `carousel render -x` or `carousel check --run`: carousel, the subreaper, adopts
/// what escaped and ends it.
@Suite("Escaped processes")
struct EscapedProcessTests {
    /// A feed whose one section starts a `sleep` in a session of its own (its pid written to
    /// `stray`), then prints a page. With `holdingOutput` the sleep keeps the run's stdout open,
    /// so only the timeout ends the run.
    static func folder(holdingOutput: Bool) throws -> URL {
        let redirect = holdingOutput ? "" : " >/dev/null 2>&1"
        let command = "setsid sh -c 'sleep 300\(redirect) & echo $! > stray'; echo hi"
        let quoted = command.replacingOccurrences(of: "'", with: "''")
        return try LiveFeedTests.feedFolder("""
            sections:
              - id: escape
                title: Escape
                source: { command: '\(quoted)', format: lines, timeout: 1 }
            """)
    }

    /// Whether `pid` runs (exists and is not a zombie).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return stat.split(separator: ")").last?.split(separator: " ").first != "Z"
    }

    static func strayPID(in folder: URL) throws -> Int32 {
        let text = try String(contentsOf: folder.appendingPathComponent("stray"), encoding: .utf8)
        return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test func renderEndsWhatEscapedItsRun() throws {
        let folder = try Self.folder(holdingOutput: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CarouselProcess.run(["render", "-x", "feed.yaml", "--size", "60x10"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("hi"))
        let stray = try Self.strayPID(in: folder)
        defer { kill(stray, SIGKILL) }
        #expect(!Self.isRunning(stray), "the setsid grandchild outlived carousel render")
    }

    /// The stray holds the run's stdout: the run times out, and the stray still goes.
    @Test func checkRunEndsWhatEscapedItsRun() throws {
        let folder = try Self.folder(holdingOutput: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CarouselProcess.run(["check", "--run", "feed.yaml"], in: folder)
        #expect(result.outputLines.contains { $0.contains("timed out after 1 s") }, "\(result.standardOutput)")
        let stray = try Self.strayPID(in: folder)
        defer { kill(stray, SIGKILL) }
        #expect(!Self.isRunning(stray), "the setsid grandchild outlived carousel check --run")
    }
}
