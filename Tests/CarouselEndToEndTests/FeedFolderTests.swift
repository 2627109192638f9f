import Foundation
import Testing

/// Where the app looks for what a feed names, and a feed it may not read.
@Suite("The feed's folder and permissions in a real terminal")
struct FeedFolderTests {
    /// The feed is in `site/`, the app starts in the folder above, which has files of the same
    /// names: a command and a file source must find the ones beside the feed.
    @Test func commandsAndFilesAreRelativeToTheFeedsFolder() async throws {
        let feed = """
            title: Folder board
            sections:
              - id: said
                title: Said
                autoplay: false
                source: { command: 'cat said.txt', format: lines }
              - id: notes
                title: Notes
                autoplay: false
                source: { file: notes.md, format: text }

            """
        let moveIntoSite = "mkdir site && mv site-feed.yaml site/feed.yaml && mv site-said.txt site/said.txt"
            + #" && mv site-notes.md site/notes.md && exec "$0" "$@""#
        let session = try TmuxSession(
            arguments: ["-x", "site/feed.yaml"], width: 80, height: 30, prefix: ["sh", "-c", moveIntoSite],
            feeds: [
                "site-feed.yaml": feed, "site-said.txt": "Said beside the feed\n",
                "site-notes.md": "# Noted beside the feed\n",
                "said.txt": "Said in the working folder\n", "notes.md": "# Noted in the working folder\n",
            ])
        let screen = try await session.waitForScreen("both sections read", timeout: 10) {
            ($0.contains("Said beside") || $0.contains("working folder") || $0.contains("⚠"))
                && ($0.contains("Noted beside") || $0.contains("Noted in") || $0.contains("⚠ "))
        }
        #expect(screen.contains("Said beside the feed"), "the command's output:\n\(screen)")
        #expect(screen.contains("Noted beside the feed"), "the file:\n\(screen)")
        #expect(!screen.contains("working folder"))
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }

    /// Tests run as root, who reads any file: the app runs as nobody (uid 65534) here.
    @Test func aFeedTheUserCannotReadExits66() async throws {
        let binary = try TestEnvironment.carouselBinary()
        let nobody = try Self.binaryNobodyCanRun(binary)
        defer { try? FileManager.default.removeItem(atPath: nobody.deletingLastPathComponent().path) }
        // The scratch folder is open to all (mkdtemp makes it 0700); the feed only to root. The
        // copy runs in place of the build's binary, the first argument.
        let asNobody = #"shift && chmod 755 . && chmod 600 board.yaml && "#
            + #"exec setpriv --reuid=65534 --regid=65534 --clear-groups "$0" "$@""#
        let session = try TmuxSession(
            arguments: ["board.yaml"], width: 120, prefix: ["sh", "-c", asNobody, nobody.path],
            feeds: ["board.yaml": TestFeeds.board])
        #expect(try await session.waitForExit() == 66)
        let screen = try await session.waitFor("[exit ")
        #expect(screen.contains("board.yaml"), "the message names the file:\n\(screen)")
        #expect(screen.lowercased().contains("permission denied"), "and says why:\n\(screen)")
    }

    /// A copy of `binary` in a new folder that every user may enter, since the build folder's
    /// parents may not be (the copy is found by `binary`'s run paths only if they are absolute).
    static func binaryNobodyCanRun(_ binary: String) throws -> URL {
        let folder = try TestEnvironment.makeScratchDirectory()
        #expect(chmod(folder.path, 0o755) == 0)
        let copy = folder.appendingPathComponent("carousel")
        try FileManager.default.copyItem(atPath: binary, toPath: copy.path)
        #expect(chmod(copy.path, 0o755) == 0)
        return copy
    }
}
