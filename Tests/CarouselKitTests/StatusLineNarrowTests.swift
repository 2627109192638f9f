@testable import CarouselKit
import Testing

/// At widths 20–30 the status line is shortened by whole parts: the section part goes first,
/// then the word `Page`, a message's `+N more`; no number is ever cut.
@Suite struct StatusLineNarrowTests {
    private static func statusLine(_ state: CarouselState) -> String {
        String(Renderer().render(state).plainText().split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    private static func onPage25(width: Int) -> CarouselState {
        var state = CarouselState(feed: TestFeeds.feed(pageCounts: [50, 50], sectionAutoplay: .off),
                                  screenSize: Size(width: width, height: 9))
        state.press(.character("2"), at: 0)
        state.press(.character("5"), at: 0.1)
        state.advance(to: Instant(seconds: 1))
        return state
    }

    private static func refusedDigit(width: Int) -> CarouselState {
        var state = CarouselState(feed: TestFeeds.feed(pageCounts: [5], sectionAutoplay: .off),
                                  screenSize: Size(width: width, height: 9))
        state.press(.character("7"), at: 0)
        return state
    }

    private static func failedReload(width: Int, height: Int) -> CarouselState {
        var state = CarouselState(feed: TestFeeds.feed(pageCounts: [5], sectionAutoplay: .off),
                                  screenSize: Size(width: width, height: height))
        let problems = (1...34).map { "board.yaml:\($0 * 3):12: sections[\($0)].pages: expected a list of pages" }
        _ = state.handle(.reloadFailed("Section 1 is invalid", details: problems), at: .zero)
        return state
    }

    @Test(arguments: 20...30)
    func thePageIsNeverCut(width: Int) {
        let line = Self.statusLine(Self.onPage25(width: width))
        #expect(line.contains(width >= 26 ? "Section 1/2 · Page 25/50" : "Page 25/50"), "\(line)")
    }

    @Test(arguments: 20...26)
    func aRefusedDigitIsShown(width: Int) {
        let line = Self.statusLine(Self.refusedDigit(width: width))
        #expect(line.contains("1/5") && line.contains("No page"), "\(line)")
        #expect(!line.contains("Section"), "the section part goes first")
    }

    @Test(arguments: [(20, 8), (24, 9), (30, 10), (40, 10), (60, 10)])
    func aReloadFailureKeepsItsHintWhole(width: Int, height: Int) {
        let line = Self.statusLine(Self.failedReload(width: width, height: height))
        #expect(line.hasSuffix(width >= 60 ? "+33 more · e details" : "e details"), "\(line)")
        #expect(!line.contains("more") || line.contains("+33 more"), "\(line)")
        #expect(line.contains("Reload"), "\(line)")
        #expect(width < 30 || line.contains("1/5"), "\(line)")
    }

    /// The status lines at widths 20 to 30, for the snapshot.
    @Test func narrowStatusLines() {
        var lines: [String] = []
        for width in [20, 22, 24, 25, 26, 30] {
            let states = [
                Self.onPage25(width: width), Self.refusedDigit(width: width),
                Self.failedReload(width: width, height: 9),
            ]
            lines += states.map { Self.statusLine($0) + "|" }
        }
        assertSnapshot(lines.joined(separator: "\n") + "\n", named: "status-narrow")
    }
}
