import Foundation
import Testing

/// docs/behaviour.md §3.18, parallel sources in a real terminal: `sources: {parallel: 3}` runs
/// three `every: 1` sections about every second each, and the default runs one at a time.
@Suite("Parallel sources in a real terminal")
struct ParallelSourcesEndToEndTests {
    /// One run's start (`+`) or end (`-`) as the commands log them, in seconds of the wall clock.
    struct LogEvent {
        var isStart: Bool
        var section: String
        var time: Double
    }

    /// A board of three sections whose commands log their starts and ends to `log` beside the feed.
    static func feed(sources: String, sleep: Double) -> String {
        let command = #"echo "+ $CAROUSEL_SECTION $(date +%s.%N)" >> log; sleep \#(sleep); "#
            + #"echo "- $CAROUSEL_SECTION $(date +%s.%N)" >> log; echo run"#
        let sections = (0..<3).map { (id: "s\($0)", command: command, extra: ", every: 1") }
        return LiveSourceEndToEndTests.feed(sections).replacingOccurrences(
            of: "sources: { gap: 0.2 }", with: "sources: \(sources)")
    }

    static func events(in session: TmuxSession) -> [LogEvent] {
        let url = session.directory.appendingPathComponent("log")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, let time = Double(fields[2]) else { return nil }
            return LogEvent(isStart: fields[0] == "+", section: String(fields[1]), time: time)
        }
    }

    /// The most runs under way at one instant.
    static func mostAtOnce(_ events: [LogEvent]) -> Int {
        var running = 0, most = 0
        for event in events.sorted(by: { ($0.time, $0.isStart ? 1 : 0) < ($1.time, $1.isStart ? 1 : 0) }) {
            running += event.isStart ? 1 : -1
            most = max(most, running)
        }
        return most
    }

    /// Watches the board for `seconds` once each section has run twice; the starts in that time.
    static func startsPerSection(in session: TmuxSession, over seconds: Double) async throws -> [String: Int] {
        try await LiveSourceEndToEndTests.waitUntil("every section to run twice") {
            let starts = events(in: session).filter(\.isStart)
            return (0..<3).allSatisfy { index in starts.count { $0.section == "s\(index)" } >= 2 }
        }
        let from = Date().timeIntervalSince1970
        try await Task.sleep(for: .seconds(seconds))
        let window = from..<(from + seconds)
        let starts = events(in: session).filter { $0.isStart && window.contains($0.time) }
        return Dictionary(grouping: starts, by: \.section).mapValues(\.count)
    }

    @Test func threeSlotsRunThreeEverySecondSectionsAboutEverySecond() async throws {
        // With one slot and this 1 s gap each section would run every 3.3 s: about 2 runs in 8 s.
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Self.feed(sources: "{ gap: 1, parallel: 3 }", sleep: 0.1)])
        let starts = try await Self.startsPerSection(in: session, over: 8)
        for index in 0..<3 {
            #expect(starts["s\(index)", default: 0] >= 5, "every 1.1 s makes 7 runs in 8 s: \(starts)")
        }
        #expect(Self.mostAtOnce(Self.events(in: session)) >= 2, "the slots run at once")
    }

    @Test func theDefaultNeverRunsTwoAtOnce() async throws {
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Self.feed(sources: "{ gap: 0 }", sleep: 0.3)])
        let starts = try await Self.startsPerSection(in: session, over: 4)
        #expect(starts.values.reduce(0, +) >= 6, "back to back, 0.3 s each: \(starts)")
        #expect(Self.mostAtOnce(Self.events(in: session)) == 1)
    }
}
