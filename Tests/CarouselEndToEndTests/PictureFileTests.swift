import Foundation
import Testing

/// The pictures `format: image` commands wrote are kept in a private folder that no way out of
/// the app leaves behind: quitting, a signal the loop handles, a signal that kills it.
@Suite("Pictures of commands in a real terminal")
struct PictureFileTests {
    /// The live example's chart, drawn by the example's own script.
    static let feed = """
        title: Picture board
        sections:
          - id: chart
            title: Chart
            source:
              command: [python3, '\(TestEnvironment.packageRoot.path)/Resources/examples/chart.py']
              format: image

        """

    static func files(under folder: URL) -> [String] {
        FileManager.default.subpaths(atPath: folder.path) ?? []
    }

    @Test(arguments: [("q", 0), ("TERM", 128 + SIGTERM), ("USR1", 128 + SIGUSR1)])
    func thePrivateFolderIsGoneOnEveryWayOut(ending: String, status: Int32) async throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let session = try TmuxSession(
            arguments: ["-x", "feed.yaml"], environment: ["TMPDIR": temporary.path],
            feeds: ["feed.yaml": Self.feed])
        try await LiveSourceEndToEndTests.waitUntil("the picture is kept") {
            Self.files(under: temporary).contains { $0.hasSuffix(".png") }
        }
        let kept = Self.files(under: temporary)
        #expect(kept.count == 2 && kept[0].hasPrefix("carousel-"), "one folder with one picture: \(kept)")
        if ending == "q" {
            session.sendKeys("q")
        } else {
            kill(try await session.appProcessID(), ending == "TERM" ? SIGTERM : SIGUSR1)
        }
        #expect(try await session.waitForExit() == status)
        #expect(Self.files(under: temporary) == [], "nothing is left behind")
    }
}
