import Foundation
import Testing

/// `--screen-reader` in a real terminal: plain lines, not one ESC byte (read from the pane's raw
/// output), the lines `render --screen-reader` says for the same keys, and the terminal's
/// settings back on every way out.
@Suite("The screen-reader mode in a real terminal")
struct ScreenReaderTests {
    /// The app started half a second after the pane, so that the pane's output is recorded
    /// from before its first byte.
    private static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> TmuxSession {
        let session = try TmuxSession(
            arguments: arguments, width: 100, height: 30, environment: environment,
            prefix: ["sh", "-c", "sleep 0.5; exec \"$0\" \"$@\""], feeds: ["board.yaml": TestFeeds.board])
        session.recordOutput(to: "raw.bin")
        return session
    }

    @Test func eachKeySaysWhatChangedInPlainLinesAsRenderDoes() async throws {
        let session = try Self.start(["--screen-reader"])
        try await session.waitFor("8 sections.")
        let steps: [(key: String, script: String, said: String)] = [
            ("Right", "right", "Page 2 of 5: Paging."),
            ("Down", "down", "Section 2 of 8: 冬がはじまるよ"),
            ("Left", "left", "Page 5 of 5: ほうじ茶ラテ."),
            ("9", "9", "No page 9: this section has 5 pages"),
            ("?", "?", "Keys (any other key closes this list):"),
            ("x", "x", "Help closed."),
            ("e", "e", "This section has no source"),
        ]
        for step in steps {
            session.sendKeys(step.key)
            try await session.waitFor(step.said)
        }
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        session.stopRecordingOutput()
        let raw = try Data(contentsOf: session.directory.appendingPathComponent("raw.bin"))
        #expect(!raw.contains(0x1B), "no escape sequence at all")
        let said = String(decoding: raw, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            .components(separatedBy: "[exit 0]").first ?? ""
        let render = ProgramRunner.run(
            [try TestEnvironment.carouselBinary(), "render", "--screen-reader", "--size", "100x30",
             "--keys", steps.map(\.script).joined(separator: " ")],
            environment: TestEnvironment.baseEnvironment(home: session.directory))
        #expect(render.status == 0)
        #expect(said == render.output, "the app says what render says")
        #expect(said.split(separator: "\n").first == "Carousel — a board of sliding cards. 8 sections.")
    }

    /// Pictures are read in this mode too: one that cannot be shown is said with its reason,
    /// and `e` explains it as the drawn screen's `e` does (it said "no source" here before).
    @Test func aPictureThatCannotBeShownIsSaidAndExplained() async throws {
        let feed = """
            sections:
              - title: Gallery
                tag: Things to see
                pages:
                  - {title: Gone, image: missing.png, alt: A picture that is not there}
                  - {title: Words}
            """
        let session = try TmuxSession(
            arguments: ["pictures.yaml", "--screen-reader"], width: 100, height: 30,
            prefix: ["sh", "-c", "sleep 0.5; exec \"$0\" \"$@\""], feeds: ["pictures.yaml": feed])
        session.recordOutput(to: "raw.bin")
        let opening = try await session.waitFor("Picture not shown (no such file)")
        #expect(opening.contains("Section 1 of 1: Gallery. Tag: Things to see. Page 1 of 2: Gone."))
        #expect(opening.contains("A picture that is not there"))
        session.sendKeys("e")
        let details = try await session.waitFor("Picture missing.png")
        #expect(!details.contains("no source"))
        session.sendKeys("x")
        try await session.waitFor("Details closed.")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }

    @Test(arguments: ["q", "C-c", "SIGTERM", "SIGHUP"])
    func everyWayOutGivesTheTerminalBack(ending: String) async throws {
        let session = try Self.start(["board.yaml"], environment: ["CAROUSEL_SCREEN_READER": "1"])
        try await session.waitFor("E2E board. 5 sections.")
        switch ending {
        case "SIGTERM": kill(try await session.appProcessID(), SIGTERM)
        case "SIGHUP": kill(try await session.appProcessID(), SIGHUP)
        default: session.sendKeys(ending)
        }
        let status = try await session.waitForExit()
        #expect(status == (ending == "SIGTERM" ? 128 + SIGTERM : ending == "SIGHUP" ? 128 + SIGHUP : 0))
        let before = try await session.waitForFile("stty-before", timeout: 5)
        let after = try await session.waitForFile("stty-after", timeout: 5)
        #expect(before == after)
    }

    @Test func withAutoplayEveryPageTurnIsSaid() async throws {
        let session = try Self.start(["board.yaml", "--screen-reader", "--autoplay", "--interval", "0.5"])
        try await session.waitFor("E2E board. 5 sections.")
        let screen = try await session.waitFor("Page 3 of 5", timeout: 10)
        #expect(screen.contains("Page 2 of 5"))
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        let raw = try Data(contentsOf: session.directory.appendingPathComponent("raw.bin"))
        #expect(!raw.contains(0x1B))
    }
}
