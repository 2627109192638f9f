import Foundation
import Testing

@Suite("Focus reports and frame pacing in a real terminal")
struct FocusAndPacingTests {
    @Test func losingFocusPausesAutoAdvanceAndRegainingItResumes() async throws {
        let session = try TmuxSession.board(["--interval", "0.5"])
        try await session.waitFor("Section 1/5")

        // What a terminal sends with focus reporting (ESC [ ? 1004 h) on.
        session.sendLiteral("\u{1B}[O")
        try await session.waitForScreen("the unfocused pause") { $0.header.contains("⏸ unfocused") }
        session.sendLiteral("\u{1B}[I")
        try await session.waitForScreen("auto-advance again") { $0.header.contains("▶") }
    }

    @Test func animationFramesAreAtMostSixtyASecond() async throws {
        let session = try TmuxSession.board(["--interval", "0.5"], environment: ["CAROUSEL_STATS": "stats.txt"])
        try await session.waitFor("Section 1/5")
        // Several sections slide every half second meanwhile.
        try await Task.sleep(for: .seconds(2))
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        let stats = IdleTests.statistics(try await session.waitForFile("stats.txt", timeout: 5))
        let frames = try #require(stats["frames_drawn"])
        let seconds = try #require(stats["run_seconds"])
        #expect(frames >= 10)
        #expect(frames <= 60 * seconds + 2)
        #expect((stats["wake_ups"] ?? .infinity) <= 60 * seconds + 10)
    }
}
