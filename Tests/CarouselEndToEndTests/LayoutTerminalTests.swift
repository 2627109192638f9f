import Foundation
import Testing

/// Shelves, grids and the reader in a real terminal (docs/feed-format.md, Layouts): the screen
/// tmux shows is the core's own (`carousel render` of the same keys), as the layout regroups.
@Suite("Layouts in the terminal")
struct LayoutTerminalTests {
    /// A shelf of seven cards (three a page at 200 columns: a partial last page) and a grid of
    /// two rows; the second card of the shelf has a body of 40 lines.
    static let feed = """
        title: Layouts
        sections:
          - id: shelf
            title: Shelf of seven
            layout: shelf
            pages:
        \((1...7).map { "      - title: Shelf card \($0)\n        body: \($0 == 2 ? "|-\n" + (1...40).map { "          Line \($0) of the long body" }.joined(separator: "\n") : "Short body \($0)")" }.joined(separator: "\n"))
          - id: grid
            title: Grid of ten
            layout: grid
            rows: 2
            card_width: 40
            pages:
        \((1...10).map { "      - title: Grid card \($0)" }.joined(separator: "\n"))
        """

    static let arguments = ["layouts.yaml", "--reduced-motion", "--no-autoplay"]

    @Test func aShelfAndAGridAreTheCoresScreenAndARegroupKeepsTheFocusedCard() async throws {
        let session = try TmuxSession(
            arguments: Self.arguments, width: 200, height: 40, feeds: ["layouts.yaml": Self.feed])
        var screen = try await session.waitFor("Page 1/3")
        #expect(screen.contains("Shelf card 3") && screen.contains("Grid card 8") && !screen.contains("Grid card 9"))
        #expect(FrameOutputTests.rows(of: screen) == FrameOutputTests.rows(of: try FrameOutputTests.render(
            Self.arguments, size: "200x40", keys: "", in: session)))
        session.sendKeys("l", "l")
        screen = try await session.waitFor("Page 3/3")
        #expect(screen.contains("Shelf card 7"))
        session.sendKeys("j")
        screen = try await session.waitFor("Section 2/2 · Page 1/2")
        #expect(FrameOutputTests.rows(of: screen) == FrameOutputTests.rows(of: try FrameOutputTests.render(
            Self.arguments, size: "200x40", keys: "l l j", in: session)))
        session.sendKeys("k")
        try await session.waitFor("Section 1/2 · Page 3/3")
        // Narrower, one card a page: the focused card (the seventh) stays on screen.
        session.resize(width: 100, height: 40)
        screen = try await session.waitFor("Page 7/7")
        #expect(screen.contains("Shelf card 7"))
    }

    @Test func theReaderShowsAFortyLineBodyAndClosesOnTheSamePage() async throws {
        let session = try TmuxSession(
            arguments: Self.arguments, width: 200, height: 30, feeds: ["layouts.yaml": Self.feed])
        try await session.waitFor("Page 1/3")
        session.sendKeys("Enter")
        var screen = try await session.waitFor("Esc closes")
        #expect(screen.contains("Shelf card 1") && screen.contains("1/7"))
        session.sendKeys("Right")
        screen = try await session.waitFor("↓ more")
        #expect(screen.contains("2/7") && screen.contains("Line 20 of the long body") && !screen.contains("Line 40 of"))
        session.sendKeys("End")
        screen = try await session.waitFor("Line 40 of the long body")
        #expect(!screen.contains("Line 1 of the long body"))
        session.sendKeys("Escape")
        screen = try await session.waitForScreen("the reader closed") { !$0.contains("Esc closes") }
        #expect(screen.contains("Section 1/2 · Page 1/3"))
        session.sendKeys("v")
        screen = try await session.waitFor("2/7")
        #expect(screen.contains("Line 1 of the long body"), "the focused card is the one read last")
    }
}
