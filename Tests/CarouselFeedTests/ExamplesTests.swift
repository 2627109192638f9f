import Foundation
import Testing

/// The programs in Examples/ that use CarouselKit as a library, run as processes (`make test`
/// builds them first): what a host program that embeds a carousel sees.
@Suite struct ExamplesTests {
    /// Each frame `headless` prints: its heading and its screen's rows.
    private struct Frame {
        var heading: String
        var rows: [String]
    }

    private func frames(of output: String) -> [Frame] {
        var frames: [Frame] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("--- ") {
                frames.append(Frame(heading: String(line), rows: []))
            } else {
                frames[frames.count - 1].rows.append(String(line))
            }
        }
        return frames
    }

    @Test func headlessPrintsTheFrameAfterEachStepAtItsSimulatedTime() throws {
        let result = try CarouselProcess.run([], binary: TestPaths.headlessExample)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let frames = frames(of: result.standardOutput)
        #expect(frames.map(\.heading) == [
            "--- start (t=0.0s) ---", "--- right wait:1 (t=1.0s) ---", "--- down wait:1 (t=2.0s) ---",
            "--- 3 wait:1 (t=3.0s) ---", "--- wait:7 (t=10.0s) ---",
        ])
        for frame in frames {
            #expect(frame.rows.count == 20, "\(frame.heading) is not a 60x20 screen")
        }
        // The status line: where the focus is.
        #expect(frames.map { $0.rows.last.map { String($0.prefix(24)) } ?? "" } == [
            " Section 1/2 · Page 1/4 ", " Section 1/2 · Page 2/4 ", " Section 2/2 · Page 1/3 ",
            " Section 2/2 · Page 3/3 ", " Section 2/2 · Page 3/3 ",
        ])
        // Input at 2 s pauses auto-advance for 3 s; then "Planets" turns a page every 2 s after
        // each slide settles (0.3 s): page 3 at 7.3 s, page 4 at 9.6 s.
        let planets = try #require(frames.last?.rows.first { $0.contains("Planets") })
        #expect(planets.hasSuffix("4/4"))
        #expect(frames.last?.rows.contains { $0.contains("Mars") } == true)
    }
}
