import Foundation
import Testing

/// Big feeds load away from the input (issue 11, item 9): a `Loading…` screen first, every key
/// working meanwhile, hostile files refused at once, and a reload that never stops the old feed.
@Suite("Loading big feeds in a real terminal")
struct LoadingTests {
    /// Fewer sections than a first part needs (120): the `Loading…` screen stays until the whole
    /// feed is in, a few seconds in a debug build.
    private static let slowFeed = TestFeeds.big(title: "Slow feed", sections: 100, pages: 1_000)

    @Test func aBigFeedShowsLoadingThenTheFeed() async throws {
        let session = try TmuxSession(arguments: ["slow.yaml"], feeds: ["slow.yaml": Self.slowFeed])
        let loading = try await session.waitFor("Reading and checking the feed")
        #expect(loading.contains("Loading…"))
        #expect(loading.header.contains("slow.yaml"))
        // A resize while loading redraws at the new size.
        session.resize(width: 60, height: 16)
        try await session.waitForScreen("the Loading… screen at 60x16") { screen in
            screen.rows.count >= 16 && screen.rows[15].contains("Section 1/1") && screen.contains("Loading…")
        }
        let shown = try await session.waitFor("Section 1/100 ", timeout: 60)
        #expect(shown.header.contains("Slow feed"))
        #expect(shown.contains("Big section 1"))
    }

    @Test func aFeedWithManySectionsShowsItsFirstSectionsWhileTheRestLoads() async throws {
        let feed = TestFeeds.big(title: "Many sections", sections: 8_000, pages: 3)
        let session = try TmuxSession(arguments: ["many.yaml", "--reduced-motion"], feeds: ["many.yaml": feed])
        // The first 120 sections, and a section that stands for the rest.
        let firstPart = try await session.waitFor("Section 1/121 ", timeout: 30)
        #expect(firstPart.contains("Big section 1"))
        session.sendKeys("End")
        let rest = try await session.waitFor("The last section shows once the feed is in")
        #expect(rest.contains("The rest of the feed"))
        // End is kept: the whole feed arrives on its last section.
        let whole = try await session.waitFor("/8000 ", timeout: 60)
        #expect(whole.contains("Section 8000/8000 "))
        #expect(whole.contains("Big section 8000"))
        session.sendKeys("Home")
        try await session.waitFor("Section 1/8000 ")
    }

    @Test func endIsForgottenWhenTheFocusMovesBeforeTheRestArrives() async throws {
        let feed = TestFeeds.big(title: "Many sections", sections: 8_000, pages: 3)
        let session = try TmuxSession(arguments: ["many.yaml", "--reduced-motion"], feeds: ["many.yaml": feed])
        try await session.waitFor("Section 1/121 ", timeout: 30)
        session.sendKeys("End")
        try await session.waitFor("The rest of the feed")
        session.sendKeys("Up")
        try await session.waitFor("Section 120/121 ")
        let whole = try await session.waitFor("/8000 ", timeout: 60)
        #expect(whole.contains("Section 120/8000 "), "the focus stays where the user took it")
    }

    @Test(arguments: ["q", "C-c"])
    func aKeyQuitsAtOnceWhileLoadingAndTheTerminalIsGivenBack(key: String) async throws {
        let session = try TmuxSession(arguments: ["slow.yaml"], feeds: ["slow.yaml": Self.slowFeed])
        try await session.waitFor("Reading and checking the feed")
        let pressed = ContinuousClock.now
        session.sendKeys(key)
        #expect(try await session.waitForExit() == 0)
        // The load alone takes seconds: the app did not wait for it.
        #expect(ContinuousClock.now - pressed < .seconds(1.5))
        let before = try await session.waitForFile("stty-before", timeout: 5)
        let after = try await session.waitForFile("stty-after", timeout: 5)
        #expect(before == after)
        #expect(session.paneFormat("#{alternate_on} #{cursor_flag} #{keypad_flag} #{mouse_any_flag}") == "0 1 0 0")
    }

    @Test func anAliasBombIsRefusedAtOnceWithItsMessageWithoutTakingTheTerminal() async throws {
        let session = try TmuxSession(arguments: ["bomb.yaml"], feeds: ["bomb.yaml": TestFeeds.aliasBomb])
        #expect(try await session.waitForExit() == 65)
        let screen = try await session.waitFor("[exit 65]")
        // The message is wider than the pane: joined again.
        let text = screen.replacingOccurrences(of: "\n", with: "")
        #expect(text.contains("carousel: bomb.yaml:7:36: aliases add more than 10000000 values to the feed"))
        #expect(text.contains("(a \"billion laughs\" file?); the feed is refused"))
        // Refused before the terminal was taken: nothing of the app's screen came and went.
        #expect(!screen.contains("Loading…"))
        #expect(try await session.waitForFile("stty-before", timeout: 5) == (try await session.waitForFile("stty-after", timeout: 5)))
    }

    @Test func aBadFeedFoundAfterTheLoadingScreenEndsTheAppWithEveryProblem() async throws {
        let broken = Self.slowFeed + "  - title: Last\n    pages: []\n"
        let session = try TmuxSession(arguments: ["broken.yaml"], feeds: ["broken.yaml": broken])
        try await session.waitFor("Reading and checking the feed")
        #expect(try await session.waitForExit(timeout: 60) == 65)
        let screen = try await session.waitFor("[exit 65]")
        #expect(screen.replacingOccurrences(of: "\n", with: "").contains("sections[100].pages: is empty; it needs at least one page"))
        #expect(session.paneFormat("#{alternate_on}") == "0")
    }

    @Test func aReloadOfABigFileKeepsTheOldFeedAnswering() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Page 1/5")
        let feedFile = session.directory.appendingPathComponent("board.yaml")
        try Data(Self.slowFeed.utf8).write(to: feedFile)
        // r starts the reload at once (the change on disk starts another after it); the next key
        // comes while it loads, for seconds.
        session.sendKeys("r")
        session.sendKeys("Right")
        let meanwhile = try await session.waitForScreen("the old board paged while the new feed loads") { screen in
            screen.dotRows.first == "○ ● ○ ○ ○" || screen.contains("Slow feed")
        }
        #expect(meanwhile.header.contains("E2E board"), "the key was answered before the new feed was in")
        try await session.waitFor("Slow feed", timeout: 60)
    }
}
