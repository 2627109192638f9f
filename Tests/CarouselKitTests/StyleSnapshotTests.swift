@testable import CarouselKit
import Testing

/// The styles of each part of the screen, cell by cell (colour, bold, dim, reverse, ...), in
/// colour and in monochrome: text snapshots cannot tell a focused title from another.
/// The form is described in `Support/StyleSnapshot.swift`.
@Suite struct StyleSnapshotTests {
    private static let screen = Size(width: 60, height: 16)

    private func state(color: Bool = true, feed: Feed = TestFeeds.feed(pageCounts: [4, 3])) -> CarouselState {
        CarouselState(feed: feed, options: CarouselOptions(color: color), screenSize: Self.screen)
    }

    /// The screen row of a content row of the feed (the header takes the first).
    private func screenRow(_ contentRow: Int, in state: CarouselState) -> Int {
        contentRow - state.verticalOffset + 1
    }

    private func rows(_ rows: some Sequence<Int>, of state: CarouselState) -> String {
        StyleSnapshot.text(of: Renderer().render(state), rows: rows)
    }

    @Test func header() {
        var blocks: [(String, String)] = []
        for color in [true, false] {
            var state = state(color: color)
            blocks.append(("\(color ? "colour" : "mono"), running", rows([0], of: state)))
            state.press(.right, at: 0)
            blocks.append(("\(color ? "colour" : "mono"), paused by input", rows([0], of: state)))
            state.press(.space, at: 0.1)
            blocks.append(("\(color ? "colour" : "mono"), paused by Space", rows([0], of: state)))
        }
        assertSnapshot(StyleSnapshot.blocks(blocks), named: "style-header")
    }

    /// The focused section's title and current card against the unfocused section's.
    @Test func focusedTitle() {
        let blocks = [true, false].map { color in
            let state = state(color: color)
            let first = state.layout.sections[0], second = state.layout.sections[1]
            let rows = [first.title.y, first.cards.y, first.cards.y + 1, second.title.y, second.cards.y, second.cards.y + 1]
            return (color ? "colour" : "mono", self.rows(rows.map { screenRow($0, in: state) }, of: state))
        }
        assertSnapshot(StyleSnapshot.blocks(blocks), named: "style-focused-title")
    }

    /// The dots, the current one draining as its page's time runs out: ● ◕ ◑ ◔ a quarter each.
    @Test func dotsAndDrain() {
        let feed = TestFeeds.feed(pageCounts: [4, 3], autoplay: AutoplaySettings(interval: 4))
        let state = state(feed: feed)
        let dots = screenRow(state.layout.sections[0].pageControl.y, in: state)
        let blocks = [0.0, 1.1, 2.1, 3.1].map { seconds in
            let later = state.at(seconds)
            return ("t=\(seconds)s", rows([dots], of: later))
        }
        let glyphs = blocks.map { $0.1.split(separator: "\n")[0].trimmingPrefix(while: { $0 == " " }).first }
        #expect(glyphs == ["●", "◕", "◑", "◔"])
        assertSnapshot(StyleSnapshot.blocks(blocks), named: "style-dots")
    }

    /// An info, a warning and an error in the status line, in colour and in monochrome.
    @Test func statusMessages() {
        var blocks: [(String, String)] = []
        for color in [true, false] {
            let name = color ? "colour" : "mono"
            var state = state(color: color)
            blocks.append(("\(name), hints", rows([Self.screen.height - 1], of: state)))
            state.press(.character("x"), at: 0)
            blocks.append(("\(name), warning", rows([Self.screen.height - 1], of: state)))
            _ = state.handle(.reloadFailed("feed.yaml: no such file"), at: Instant(seconds: 0.1))
            blocks.append(("\(name), error", rows([Self.screen.height - 1], of: state)))
            _ = state.handle(.reloaded(TestFeeds.feed(pageCounts: [4, 3])), at: Instant(seconds: 0.2))
            blocks.append(("\(name), info", rows([Self.screen.height - 1], of: state)))
        }
        assertSnapshot(StyleSnapshot.blocks(blocks), named: "style-status")
    }
}
