import Foundation
import Testing

@Suite("The user's own feed in a real terminal")
struct OwnFeedTests {
    /// Without FEED, `carousel` shows ~/.config/carousel/feed.yaml and reloads it when it changes.
    @Test func withoutAFeedTheAppShowsTheFeedInTheConfigFolderAndWatchesIt() async throws {
        let session = try TmuxSession.interactiveShell(feeds: ["board.yaml": TestFeeds.board])
        let binary = try TestEnvironment.carouselBinary()
        try await session.waitForScreen("the shell prompt") { $0.contains("$") || $0.contains("#") }
        // The shell's HOME is the session's folder, and XDG_CONFIG_HOME is not set.
        session.sendKeys(
            "mkdir -p .config/carousel && cp board.yaml .config/carousel/feed.yaml && "
                + "\(TestEnvironment.shellQuoted(binary)) --no-autoplay", "Enter")
        try await session.waitFor("E2E board")
        let feedFile = session.directory.appendingPathComponent(".config/carousel/feed.yaml")
        try Data(TestFeeds.board.replacingOccurrences(of: "title: E2E board", with: "title: Edited in the config folder").utf8)
            .write(to: feedFile)
        try await session.waitFor("Edited in the config folder")
    }
}
