import Foundation
import Testing

/// `carousel check` and the app keep file sources in the feed's folder unless given -x.
@Suite("File sources stay in the feed's folder")
struct FeedFolderCommandTests {
    static let feed = """
        sections:
          - id: env
            title: Env
            source: { file: /proc/self/environ, format: text }
          - id: up
            title: Up
            source: { file: ../secret.md, format: text }
          - id: link
            title: Link
            source: { file: link.md, format: text }
          - id: notes
            title: Notes
            source: { file: notes.md, format: text }
        """

    /// A variable that /proc/self/environ would show.
    static let secret = ["CAROUSEL_TEST_SECRET": "hunter2"]

    /// The feed in a folder of its own, with `notes.md`, a `secret.md` one level up and a link to it.
    static func folders() throws -> (top: URL, feed: URL) {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("confine-\(UUID().uuidString)")
        let feed = top.appendingPathComponent("board")
        try FileManager.default.createDirectory(at: feed, withIntermediateDirectories: true)
        try Data(Self.feed.utf8).write(to: feed.appendingPathComponent("feed.yaml"))
        try Data("# Beside the feed\n".utf8).write(to: feed.appendingPathComponent("notes.md"))
        try Data("# Secret\n".utf8).write(to: top.appendingPathComponent("secret.md"))
        try FileManager.default.createSymbolicLink(
            atPath: feed.appendingPathComponent("link.md").path, withDestinationPath: "../secret.md")
        return (top, feed)
    }

    @Test func checkLocatesEachPathOutsideTheFolderAndMinusXAllowsThem() throws {
        let (top, feed) = try Self.folders()
        defer { try? FileManager.default.removeItem(at: top) }
        let result = try CarouselProcess.run(["check", "feed.yaml"], in: feed)
        #expect(result.status == 65)
        let errors = result.outputLines.filter { $0.contains("is outside the feed's folder") }
        #expect(errors.count == 3, "\(result.standardOutput)")
        let environ = "feed.yaml:4:21: sections[0].source.file: /proc/self/environ: is outside"
        #expect(errors.first?.hasPrefix(environ) == true)
        #expect(errors.allSatisfy { $0.hasSuffix("file sources stay in it unless carousel runs with -x") })
        #expect(result.outputLines.last == "feed.yaml: invalid (3 errors)")

        let allowed = try CarouselProcess.run(["check", "-x", "feed.yaml"], in: feed)
        #expect(allowed.status == 0, "\(allowed.standardOutput)")
        let run = try CarouselProcess.run(["check", "--run", "--allow-commands", "feed.yaml"], in: feed)
        #expect(run.status == 0, "\(run.standardOutput)")
    }

    @Test func theAppShowsACardNamingTheRuleAndMinusXReadsThem() throws {
        let (top, feed) = try Self.folders()
        defer { try? FileManager.default.removeItem(at: top) }
        let confined = try CarouselProcess.run(
            ["render", "feed.yaml", "--size", "100x40"], in: feed, environment: Self.secret)
        #expect(confined.status == 0)
        for title in ["Env", "Up", "Link"] {
            #expect(confined.standardOutput.contains("\(title) ⚠"), "\(title) failed to load")
        }
        #expect(confined.standardOutput.contains("/proc/self/environ: is outside the feed's folder"))
        #expect(confined.standardOutput.contains("unless carousel runs with -x"))
        #expect(!confined.standardOutput.contains("hunter2") && !confined.standardOutput.contains("Secret"))
        #expect(confined.standardOutput.contains("Beside the feed"))

        let allowed = try CarouselProcess.run(
            ["render", "-x", "feed.yaml", "--size", "100x40"], in: feed, environment: Self.secret)
        #expect(allowed.standardOutput.contains("Secret"))
        #expect(!allowed.standardOutput.contains("is outside the feed's folder"))
    }
}
