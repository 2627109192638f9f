import Foundation
import Testing

/// `o` and Enter in the real app: the browser gets the URL, runs detached from the terminal,
/// outlives carousel and the cleanup of strays, and is reaped when it ends.
@Suite("Opening links")
struct LinkEndToEndTests {
    static let url = "https://example.org/docs?a=1&b=2"

    /// A card with a link, one without, and a live section whose every run is counted in `runs`.
    static let feed = """
        sections:
          - id: links
            title: Reading
            autoplay: false
            pages:
              - { title: Docs, link: "\(url)" }
              - { title: Nothing to open }
          - id: live
            title: Ticker
            source: { command: "echo run >> runs; echo tick", format: lines, every: 1 }

        """

    /// Records its arguments, its pid and its descriptors, then stays (`exec sleep`).
    static let browser = #"""
        #!/bin/sh
        dir=$(dirname "$0")
        fds=$(readlink /proc/$$/fd/0 /proc/$$/fd/1 /proc/$$/fd/2)
        echo "$fds" > "$dir/browser-fds"
        echo $$ > "$dir/browser-pid"
        printf '%s\n' "$@" > "$dir/opened.tmp" && mv "$dir/opened.tmp" "$dir/opened"
        exec sleep 120
        """#

    /// Fields of /proc/PID/stat after the command name: state, parent, group, session.
    static func stat(_ pid: pid_t) -> (state: String, parent: pid_t, session: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 4, let parent = pid_t(fields[1]), let session = pid_t(fields[3]) else { return nil }
        return (String(fields[0]), parent, session)
    }

    /// The processes whose parent is `pid`, with their states.
    static func children(of pid: pid_t) -> [(pid: pid_t, state: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let child = pid_t(entry), let info = stat(child), info.parent == pid else { return nil }
            return (child, info.state)
        }
    }

    static func lineCount(_ file: URL) -> Int {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    @Test func theBrowserGetsTheURLDetachedAndOutlivesStrayCleanupAndQuitting() async throws {
        let session = try TmuxSession(
            arguments: ["feed.yaml", "-x", "--no-autoplay"], width: 80, height: 24,
            environment: ["BROWSER": "sh ./browser.sh --new-tab %s"],
            feeds: ["feed.yaml": Self.feed, "browser.sh": Self.browser])
        try await session.waitFor("Docs")
        let app = try await session.appProcessID()
        session.sendKeys("o")
        let opened = try await session.waitForFile("opened", timeout: 15)
        #expect(opened == "--new-tab\n\(Self.url)\n")
        try await session.waitFor("Opened \(Self.url)")
        let browser = try #require(pid_t(try await session.waitForFile("browser-pid", timeout: 5)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(browser, SIGKILL) }
        let fds = try await session.waitForFile("browser-fds", timeout: 5)
        #expect(fds == "/dev/null\n/dev/null\n/dev/null\n", "never the terminal")
        let browserSession = try #require(Self.stat(browser)?.session)
        #expect(browserSession != Self.stat(app)?.session, "a session of its own")

        // Source runs end while the browser runs; each run's end ends strays.
        let runs = session.directory.appendingPathComponent("runs")
        let before = Self.lineCount(runs)
        try await LiveSourceEndToEndTests.waitUntil("two more source runs") { Self.lineCount(runs) >= before + 2 }
        #expect(Self.stat(browser)?.state == "S", "the browser survives the cleanup after source runs")

        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        #expect(kill(browser, 0) == 0, "the browser outlives carousel")
        #expect(Self.stat(browser)?.state == "S")
        #expect(Self.stat(browser)?.session == browserSession)
    }

    /// Enter opens the reader, whose `o` opens the card's link.
    @Test func oInTheReaderOpensAndTheOpenerIsReapedWhenItEnds() async throws {
        let session = try TmuxSession(
            arguments: ["feed.yaml", "--no-autoplay"], width: 80, height: 24,
            environment: ["BROWSER": "sh ./quick.sh"],
            feeds: ["feed.yaml": Self.feed, "quick.sh": "printf '%s\\n' \"$1\" > entered\n"])
        try await session.waitFor("Docs")
        let app = try await session.appProcessID()
        session.sendKeys("Enter")
        try await session.waitFor("Esc closes")
        session.sendKeys("o")
        try await session.waitFor("Opened \(Self.url)")
        #expect(try await session.waitForFile("entered", timeout: 15) == Self.url + "\n")
        try await LiveSourceEndToEndTests.waitUntil("carousel without children, a zombie included") {
            Self.children(of: app).isEmpty
        }
    }

    @Test func whyALinkIsNotOpenedIsSaid() async throws {
        let session = try TmuxSession(
            arguments: ["feed.yaml", "--no-autoplay"], width: 80, height: 24,
            environment: ["BROWSER": "false"], feeds: ["feed.yaml": Self.feed])
        try await session.waitFor("Docs")
        let app = try await session.appProcessID()
        session.sendKeys("o")
        try await session.waitFor("false exited with status 1")
        #expect(Self.children(of: app).allSatisfy { $0.state != "Z" })
        session.sendKeys("l")
        session.sendKeys("o")
        try await session.waitFor("No link on this card")

        let missing = try TmuxSession(
            arguments: ["feed.yaml", "--no-autoplay"], width: 80, height: 24,
            prefix: ["env", "-u", "BROWSER", "PATH=/nonexistent"], feeds: ["feed.yaml": Self.feed])
        try await missing.waitFor("Docs")
        missing.sendKeys("o")
        try await missing.waitFor("xdg-open not found")
    }

    /// `BROWSER=%s` ran the link itself as a program: the URL is a relative path in the feed's
    /// folder, where carousel runs, and a feed can ship a file there.
    @Test func theLinkIsNeverRunAsAProgram() async throws {
        let session = try TmuxSession(
            arguments: ["feed.yaml", "--no-autoplay"], width: 80, height: 24,
            environment: ["BROWSER": "%s"], feeds: ["feed.yaml": Self.feed])
        let folder = session.directory.path
        let program = folder + "/https:/example.org/docs?a=1&b=2"
        try FileManager.default.createDirectory(
            atPath: folder + "/https:/example.org", withIntermediateDirectories: true)
        try #require(FileManager.default.createFile(
            atPath: program, contents: Data("#!/bin/sh\ntouch \"\(folder)/ran\"\n".utf8)))
        try #require(chmod(program, 0o755) == 0)
        try await session.waitFor("Docs")
        session.sendKeys("o")
        try await session.waitFor("%s not found")
        try await Task.sleep(for: .milliseconds(300))
        #expect(!FileManager.default.fileExists(atPath: folder + "/ran"), "the feed's file was run")
    }

    /// The bytes the app writes (`tmux pipe-pane`): OSC 8 around the title with `always`;
    /// none with `never`, nor with `auto` inside tmux.
    @Test(arguments: [("always", true), ("never", false), ("auto", false)])
    func titlesAreHyperlinksOnlyWhereAsked(setting: String, expected: Bool) async throws {
        let session = try await TmuxSession.recordedApp(
            ["feed.yaml", "--no-autoplay", "--hyperlinks", setting], to: "output.bin", width: 80, height: 24,
            feeds: ["feed.yaml": Self.feed])
        try await session.waitFor("Docs")
        session.sendKeys("q")
        try await session.waitForScreen("the shell again") { !$0.contains("Docs") }
        session.stopRecordingOutput()
        let bytes = try Data(contentsOf: session.directory.appendingPathComponent("output.bin"))
        let output = String(decoding: bytes, as: UTF8.self)
        #expect(output.contains("\u{1B}]8;;\(Self.url)\u{1B}\\Docs") == expected)
        #expect(output.contains("\u{1B}]8;") == expected)
    }
}
