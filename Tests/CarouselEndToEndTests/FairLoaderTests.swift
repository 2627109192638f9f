import Foundation
import Testing

/// docs/behaviour.md §3.11, the fair loader, in a real terminal: a run whose source changed ends
/// and the new source runs; after a jump the visible sections run before the ones left behind.
@Suite("The fair loader in a real terminal")
struct FairLoaderEndToEndTests {
    typealias Live = LiveSourceEndToEndTests

    @Test func aSourceEditedWhileItRunsEndsTheRunAndRunsTheNewOne() async throws {
        let old = "echo run > started; sleep 2931; echo v1"
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Live.feed([("edited", old, ", timeout: 60")])])
        _ = try await session.waitForFile("started", timeout: 15)
        try await Live.waitUntil("the old command to run") { !Live.processes(running: "sleep 2931").isEmpty }
        let sleeps = Live.processes(running: "sleep 2931")
        defer { sleeps.forEach { kill($0, SIGKILL) } }

        // Written next to the feed and renamed over it, as editors save.
        let temporary = session.directory.appendingPathComponent("live.yaml.tmp")
        try Data(Live.feed([("edited", "echo v2", ", timeout: 60")]).utf8).write(to: temporary)
        #expect(rename(temporary.path, session.directory.appendingPathComponent("live.yaml").path) == 0)

        let screen = try await session.waitFor("v2")
        #expect(!screen.contains("v1"))
        try await Live.waitUntil("the old run to be ended", timeout: 5) { Live.allGone(sleeps) }
    }

    /// The numbers of the sections whose titles are on the screen.
    static func sections(in screen: String) -> [Int] {
        screen.matches(of: /Live s(\d+)/).compactMap { Int($0.1) }
    }

    @Test func afterAJumpBackTheVisibleSectionRefreshesBeforeTheSectionsLeftBehind() async throws {
        // Every run counts itself in a file of its section's own, and shows the count.
        let counter = #"f=runs.$CAROUSEL_SECTION; n=$(($(cat $f 2>/dev/null || echo 0) + 1)); "#
            + #"echo $n > $f; echo "run $n""#
        let sections = (0..<200).map { (id: "s\($0)", command: counter, extra: ", every: 1") }
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Live.feed(sections, gap: 0.2)])
        try await session.waitFor("run 1")
        // Far down, which asks for the sections on the way, then back to the top.
        session.sendKeys("-N", "60", "PageDown")
        try await session.waitForScreen("the jump far down") { (Self.sections(in: $0).min() ?? 0) > 100 }
        session.sendKeys("Home")
        try await session.waitForScreen("the top again") { Self.sections(in: $0).min() == 0 }
        let counted = try String(contentsOf: session.directory.appendingPathComponent("runs.s0"), encoding: .utf8)
        let before = try #require(Int(counted.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await session.waitForScreen("the top section to refresh", timeout: 10) {
            (Live.runNumber(in: $0) ?? 0) > before
        }
    }
}
