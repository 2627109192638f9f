import Foundation
import Testing

/// docs/behaviour.md §3.10: while nothing moves, nothing is drawn and the loop does not wake up.
@Suite("Idling in a real terminal")
struct IdleTests {
    /// The `CAROUSEL_STATS` file as numbers.
    static func statistics(_ text: String) -> [String: Double] {
        var values: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
        }
        return values
    }

    @Test func withoutAutoplayOrInputNothingIsDrawnAndNothingWakes() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], environment: ["CAROUSEL_STATS": "stats.txt"])
        try await session.waitFor("Section 1/5")
        // The idle period being measured: a fixed wait is the point here.
        try await Task.sleep(for: .seconds(3))
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        let stats = Self.statistics(try await session.waitForFile("stats.txt", timeout: 5))
        // The first screen may take two frames (a `Loading…` stand-in when the feed takes over
        // 10 ms to read, as on a loaded machine); after it, nothing for the whole idle period.
        #expect((1...2).contains(stats["frames_drawn"] ?? 0))
        #expect((stats["seconds_since_last_frame"] ?? 0) >= 2.9)
        #expect((stats["quiet_seconds_before_last_wake_up"] ?? 0) >= 2.9)
    }

    @Test func pausedWithSpaceNothingIsDrawnAndNothingWakes() async throws {
        let session = try TmuxSession.board(["--interval", "0.5"], environment: ["CAROUSEL_STATS": "stats.txt"])
        try await session.waitFor("Section 1/5")
        session.sendKeys("Space")
        try await session.waitFor("⏸ paused")
        // The pause message expires; after that nothing is left to change.
        try await session.waitForScreen("the pause message to go") { !$0.contains("Space resumes") }
        // With nothing moving, a key's frame is drawn at once and counted for input (the Space,
        // pressed while a page may still slide, can be drawn with the slide's next frame).
        session.sendKeys("?")
        try await session.waitFor("Ambiguous")
        session.sendKeys("Escape")
        try await session.waitForScreen("the help to close") { !$0.contains("Ambiguous") }
        try await Task.sleep(for: .seconds(3))
        // After slides, keys and the help: one thread (the exit watchdog is a timer that a
        // terminating signal arms, docs/reliability.md).
        let status = try String(contentsOfFile: "/proc/\(try await session.appProcessID())/status", encoding: .utf8)
        #expect(status.split(separator: "\n").contains("Threads:\t1"))
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        let stats = Self.statistics(try await session.waitForFile("stats.txt", timeout: 5))
        #expect((stats["quiet_seconds_before_last_wake_up"] ?? 0) >= 2.9)
        #expect((stats["seconds_since_last_frame"] ?? 0) >= 2.9)
        #expect((stats["frames_drawn"] ?? 0) >= 2)
        // Every frame has one cause: the first, the keys, the slides and the pause message's end.
        let causes = ["frames_for_input", "frames_in_motion", "frames_at_deadlines", "frames_for_other_causes"]
        #expect(causes.map { stats[$0] ?? 0 }.reduce(0, +) == stats["frames_drawn"])
        #expect((stats["frames_for_input"] ?? 0) >= 1)
        #expect((stats["frames_for_other_causes"] ?? 0) >= 1)
    }
}
