import Foundation
import Testing

/// `render --screen-reader`: what the screen-reader mode says for a script, as a process.
@Suite struct ScreenReaderRenderTests {
    @Test func autoAdvanceIsOffUnlessAskedForAndThenEveryTurnIsSaid() throws {
        let quiet = try CarouselProcess.run(["render", "--size", "100x30", "--screen-reader", "--keys", "wait:10"])
        #expect(quiet.status == 0)
        #expect(quiet.outputLines.count == 2, "only the opening lines: \(quiet.outputLines)")
        #expect(quiet.outputLines.first == "Carousel — a board of sliding cards. 8 sections.")
        let asked = try CarouselProcess.run(["render", "--size", "100x30", "--screen-reader", "--autoplay", "--keys", "wait:10"])
        let turns = asked.outputLines.dropFirst(2)
        #expect(turns.contains { $0.hasPrefix("Page 2 of 5: Paging.") }, "the focused section's page")
        #expect(turns.contains { $0.hasPrefix("Section 2 of 8: 冬がはじまるよ — Winter picks. Page 2 of 5") }, "another section's")
        #expect(turns.allSatisfy { !$0.contains("\u{1B}") })
    }

    @Test func aSectionTheFeedAsksToTurnTurnsAndOnlyThatOne() throws {
        let result = try CarouselProcess.run(
            ["render", "asks-for-autoplay.yaml", "--size", "80x24", "--screen-reader", "--keys", "wait:8"],
            in: TestPaths.goodFixtures)
        #expect(result.status == 0)
        let turns = result.outputLines.dropFirst(2)
        #expect(turns.contains { $0.hasPrefix("Section 2 of 2: Asking. Page 2 of 3: Asking two") }, "\(turns)")
        #expect(!turns.contains { $0.contains("Quiet two") }, "a timing table is no request: \(turns)")
        let everything = try CarouselProcess.run(
            ["render", "asks-for-autoplay.yaml", "--size", "80x24", "--screen-reader", "--autoplay", "--keys", "wait:8"],
            in: TestPaths.goodFixtures)
        #expect(everything.outputLines.contains { $0.contains("Quiet two") }, "\(everything.outputLines)")
    }

    @Test func theVariableTurnsTheModeOnAndEveryLineIsPlainText() throws {
        let result = try CarouselProcess.run(
            ["render", "--size", "80x24", "--keys", "end e ? x"], environment: ["CAROUSEL_SCREEN_READER": "1"])
        #expect(result.status == 0)
        #expect(result.outputLines.contains { $0.hasPrefix("Section 8 of 8: Pictures") })
        #expect(result.outputLines.contains("This section has no source"))
        #expect(result.outputLines.contains("Help closed."))
        #expect(!result.standardOutput.contains("╭") && !result.standardOutput.contains("\u{1B}"))
    }
}
