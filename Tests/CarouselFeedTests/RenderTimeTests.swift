import Foundation
import Testing

/// `carousel render --time T` and the same time reached in many `wait:` steps print the same
/// screen: time is exact, however often the clock is looked at.
@Suite struct RenderTimeTests {
    static let feeds = ["seven-pages.yaml", "winter.yaml", "winter.json"].map {
        TestPaths.goodFixtures.appendingPathComponent($0).path
    }

    static func render(_ feed: String, _ arguments: [String]) throws -> String {
        let result = try CarouselProcess.run(["render", feed, "--size", "80x30"] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    @Test(arguments: feeds)
    func oneJumpEqualsManyWaits(feed: String) throws {
        for extra in [[], ["--reduced-motion"], ["--wrap", "loop"], ["--wrap", "jump", "--interval", "0.7"]] {
            let once = try Self.render(feed, extra + ["--time", "6.2"])
            let steps = Array(repeating: "wait:0.1", count: 62).joined(separator: " ")
            let often = try Self.render(feed, extra + ["--keys", steps])
            #expect(once == often, "\(feed) \(extra)")
        }
    }

    @Test func withReducedMotionEachPageShowsForExactlyItsInterval() throws {
        let feed = Self.feeds[0]
        for (seconds, page) in [(0.99, 1), (1.0, 2), (3.5, 4), (6.2, 7), (7.0, 1)] {
            let screen = try Self.render(feed, ["--reduced-motion", "--time", "\(seconds)"])
            #expect(screen.contains("Page \(page)/7"), "at \(seconds) s")
        }
    }
}
