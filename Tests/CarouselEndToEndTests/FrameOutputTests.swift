import Foundation
import Testing

/// What the frame writer sends, read on the terminal's side: the raw bytes (`tmux pipe-pane`)
/// and the screen they build, compared with the core's own grid (`carousel render`).
@Suite("Frames as the terminal receives them")
struct FrameOutputTests {
    /// Wide text that moves by one column between the pages, so that every wide character of
    /// the new page straddles the halves of the old ones; clusters with marks that have no
    /// precomposed form (so normalisation keeps them as two scalars).
    static let wideFeed = """
        title: Wide
        sections:
          - id: wide
            title: "か\u{309A}き\u{309A} q\u{301} marks"
            pages:
              - title: 日本語のタイトル
                body: あいうえおかきくけこさしすせそたちつてとなにぬねの
              - title: x日本語のタイトル
                body: aあいうえおかきくけこさしすせそたちつてとなにぬね
              - title: 日本語
                body: 🇯🇵 flag and か\u{309A} in a body
          - id: second
            title: 二番目
            tag: タグの帯
            pages:
              - title: 一枚目
                body: 本文です
        """

    @Test func theScreenIsTheCoresGridAfterWideTextMovesByAColumn() async throws {
        let arguments = ["wide.yaml", "--reduced-motion", "--no-autoplay"]
        let session = try TmuxSession(arguments: arguments, width: 60, height: 16, feeds: ["wide.yaml": Self.wideFeed])
        try await session.waitFor("Page 1/3")
        var typed: [String] = []
        for (key, page) in [("l", "Page 2/3"), ("l", "Page 3/3"), ("h", "Page 2/3")] {
            session.sendKeys(key)
            typed.append(key)
            let screen = try await session.waitFor(page)
            let expected = try Self.render(arguments, size: "60x16", keys: typed.joined(separator: " "), in: session)
            #expect(Self.rows(of: screen) == Self.rows(of: expected), "after \(typed)")
        }
    }

    @Test func aMarkArrivesRightAfterItsLetter() async throws {
        let session = try await TmuxSession.recordedApp(
            ["wide.yaml", "--reduced-motion", "--no-autoplay"], to: "output.bin", width: 60, height: 16,
            feeds: ["wide.yaml": Self.wideFeed])
        try await session.waitFor("Page 1/3")
        session.sendKeys("3")
        try await session.waitFor("Page 3/3")
        session.stopRecordingOutput()
        session.sendKeys("q")
        _ = try await session.waitForFile("output.bin", timeout: 10)
        let bytes = try Data(contentsOf: session.directory.appendingPathComponent("output.bin"))
        for cluster in ["か\u{309A}", "き\u{309A}", "q\u{301}", "🇯🇵"] {
            #expect(bytes.range(of: Data(cluster.utf8)) != nil, "\(cluster.unicodeScalars.map { String($0.value, radix: 16) }) in one piece")
        }
    }

    @Test func everyFrameIsOneSynchronizedUpdate() async throws {
        let session = try await TmuxSession.recordedApp(
            ["board.yaml", "--interval", "0.4"], to: "output.bin", width: 80, height: 24, feeds: ["board.yaml": TestFeeds.board])
        try await session.waitFor("Section 1/5")
        // Several sections slide meanwhile, many frames each.
        try await Task.sleep(for: .seconds(1.5))
        session.sendKeys("q")
        try await session.waitForScreen("the shell again") { !$0.contains("Section ") }
        session.stopRecordingOutput()
        let output = try Data(contentsOf: session.directory.appendingPathComponent("output.bin"))

        let begin = Data("\u{1B}[?2026h".utf8), end = Data("\u{1B}[?2026l".utf8)
        var frames = 0
        var position = output.startIndex
        var outside = 0
        // Everything the app draws lies between a begin and the next end; outside are only the
        // start (modes, alternate screen) and the exit.
        while let opening = output.range(of: begin, in: position..<output.endIndex) {
            if frames > 0 { outside += opening.lowerBound - position }
            let closing = try #require(output.range(of: end, in: opening.upperBound..<output.endIndex), "frame \(frames + 1) is never ended")
            #expect(output.range(of: begin, in: opening.upperBound..<closing.lowerBound) == nil, "frame \(frames + 1) begins twice")
            frames += 1
            position = closing.upperBound
        }
        #expect(frames >= 10)
        #expect(outside == 0, "\(outside) bytes between frames")
    }

    /// The rows of a screen, trailing blanks dropped and combining marks composed as tmux may.
    static func rows(of screen: String) -> [String] {
        screen.precomposedStringWithCanonicalMapping.rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The core's screen for the same run (`carousel render`).
    static func render(_ arguments: [String], size: String, keys: String, in session: TmuxSession) throws -> String {
        let binary = try TestEnvironment.carouselBinary()
        let feed = session.directory.appendingPathComponent(arguments[0]).path
        let result = ProgramRunner.run(
            [binary, "render", feed] + arguments.dropFirst() + ["--size", size, "--keys", keys],
            environment: TestEnvironment.baseEnvironment(home: session.directory))
        #expect(result.status == 0, "carousel render: \(result.output)")
        return result.output
    }
}
