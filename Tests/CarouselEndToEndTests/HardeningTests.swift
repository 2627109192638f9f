import CarouselKit
import Foundation
import Testing

/// The app attacked from outside (issue 11): closed descriptors, FIFOs, stray signals, a lying
/// environment, odd locales, moved folders. Each test reproduced a failure before its fix.
@Suite("Hardening in a real terminal")
struct HardeningTests {
    /// Clock ticks (user + system) the process has used, from /proc.
    private static func cpuTicks(_ pid: pid_t) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15 of the whole line.
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    // MARK: 1. Closed standard descriptors

    @Test func withStandardErrorClosedTheAppIdlesAndLeaksNoDescriptor() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], prefix: ["sh", "-c", #"exec "$0" "$@" 2>&-"#])
        try await session.waitFor("Section 1/5")
        let pid = try await session.appProcessID()
        let before = try Self.cpuTicks(pid)
        // The idle period being measured: a fixed wait is the point here.
        try await Task.sleep(for: .seconds(2))
        // A wake-up pipe on fd 2 spun at 100 % (200 ticks); idle is 0.
        #expect(try Self.cpuTicks(pid) - before < 20)

        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").compactMap(Int32.init)
        for descriptor in descriptors {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")) ?? ""
            if descriptor <= 2 {
                #expect(!target.hasPrefix("pipe:"), "fd \(descriptor) is \(target)")
                continue
            }
            // Nothing of the app's may reach a child process (live sources will start some).
            let info = try String(contentsOfFile: "/proc/\(pid)/fdinfo/\(descriptor)", encoding: .utf8)
            let flags = info.split(separator: "\n").first { $0.hasPrefix("flags:") }
                .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0
            #expect(flags & Int(O_CLOEXEC) != 0, "fd \(descriptor) (\(target)) is not close-on-exec")
        }
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }

    // MARK: 2. A FIFO where the feed was

    @Test func aReloadThatFindsAFIFOKeepsTheOldFeedAndSaysWhy() async throws {
        // Wide enough for the whole message in the status line.
        let session = try TmuxSession.board(["--no-autoplay"], width: 200)
        try await session.waitFor("E2E board")
        let feed = session.directory.appendingPathComponent("board.yaml").path
        #expect(unlink(feed) == 0)
        #expect(mkfifo(feed, 0o644) == 0)
        session.sendKeys("r")
        let screen = try await session.waitFor("not a regular file")
        #expect(screen.header.contains("E2E board"))
        session.sendKeys("q")
        #expect(try await session.waitForExit(timeout: 5) == 0)
    }

    // MARK: 3. Every signal that would end the app

    /// Signals whose default action ends the process and that the app did not handle before.
    /// (34 and 64 are the first and last real-time signals here.)
    static let deadlySignals: [Int32] = [
        SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, 34, 64, SIGXCPU, SIGXFSZ, SIGSYS,
    ]

    @Test(arguments: deadlySignals)
    func aSignalThatEndsTheAppRestoresTheTerminalFirst(signal: Int32) async throws {
        let session = try TmuxSession.board(["--interval", "0.5"])
        try await session.waitFor("Section 1/5")
        kill(try await session.appProcessID(), signal)
        #expect(try await session.waitForExit() == 128 + signal)
        try await TerminalRestoreTests.expectTheTerminalGivenBack(in: session)
    }

    @Test func aBrokenPipeDoesNotEndTheApp() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Section 1/5")
        kill(try await session.appProcessID(), SIGPIPE)
        session.sendKeys("Down")
        try await session.waitFor("Section 2/5")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }

    // MARK: 4. COLUMNS and LINES that lie

    @Test func theSizeComesFromTheTerminalNotFromColumnsAndLines() async throws {
        let session = try TmuxSession.board(
            ["--no-autoplay"], width: 100, height: 30, environment: ["COLUMNS": "5000", "LINES": "5000"])
        let screen = try await session.waitFor("Section 1/5")
        #expect(screen.rows.count >= 30)
        #expect(screen.rows[29].hasPrefix(" Section 1/5"))
        let status = try String(contentsOfFile: "/proc/\(try await session.appProcessID())/status", encoding: .utf8)
        let resident = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        // 5000 × 5000 took 2.6 GB; a 100 × 30 debug build takes about 30 MB.
        #expect(resident < 200_000, "resident \(resident) kB")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }

    @Test func aTerminalWiderThanTheLargestScreenIsDrawnInItsCorner() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], width: 100, height: 30)
        try await session.waitFor("Section 1/5")
        session.resize(width: 1500, height: 30)
        let screen = try await session.waitForScreen("the status line at 1000 columns") { screen in
            screen.rows.count >= 30 && screen.rows[29].hasPrefix(" Section 1/5") && screen.rows[29].count > 900
        }
        // The status line ends by column 1000 (its key hints end with "q quit" and a margin).
        #expect(screen.rows[29].hasSuffix("q quit"))
        #expect(screen.rows[29].count <= Size.largestScreen.width)
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }

    // MARK: 5. A locale that is not UTF-8

    @Test(arguments: ["C", "en_US.ISO-8859-1"])
    func aLocaleThatIsNotUTF8GetsASCII(locale: String) async throws {
        let session = try TmuxSession.board(["--no-autoplay"], environment: ["LC_ALL": locale, "LANG": locale])
        let screen = try await session.waitFor("Section 1/5")
        #expect(screen.contains("+--"))
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(screen)")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }

    // MARK: 6. Outside text in messages

    @Test func aHostileTermCannotRetitleTheWindow() async throws {
        let session = try TmuxSession(width: 200, prefix: ["env", "TERM=x\u{1B}]2;pwned\u{7}\u{1B}[2J"])
        #expect(try await session.waitForExit() == 69)
        let screen = try await session.waitFor("no usable terminal")
        #expect(screen.contains("TERM=x\\u{1B}]2;pwned\\u{7}\\u{1B}[2J"))
        #expect(session.paneFormat("#{pane_title}") != "pwned")
    }

    // MARK: 10. Folders deleted and links pointed elsewhere

    @Test func reloadSurvivesTheFeedsFolderBeingDeletedAndMadeAgain() async throws {
        let session = try TmuxSession(
            arguments: ["site/board.yaml", "--no-autoplay"], width: 200,
            prefix: ["sh", "-c", #"mkdir site && cp board.yaml site/ && exec "$0" "$@""#],
            feeds: ["board.yaml": TestFeeds.board])
        try await session.waitFor("E2E board")
        let site = session.directory.appendingPathComponent("site")
        try FileManager.default.removeItem(at: site)
        try await session.waitFor("no such file")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
        try Data(TestFeeds.board.replacingOccurrences(of: "title: E2E board", with: "title: Deployed again").utf8)
            .write(to: site.appendingPathComponent("board.yaml"))
        try await session.waitFor("Deployed again")
        // Watched by inotify again, not only by the two-second check.
        try Data(TestFeeds.board.replacingOccurrences(of: "title: E2E board", with: "title: Edited after").utf8)
            .write(to: site.appendingPathComponent("board.yaml"))
        try await session.waitFor("Edited after")
    }

    @Test func aLinkedFeedReloadsWhenItsTargetChangesOrTheLinkMoves() async throws {
        let session = try TmuxSession(
            arguments: ["link.yaml", "--no-autoplay"],
            prefix: ["sh", "-c", #"mkdir a b && cp board.yaml a/ && cp board.yaml b/ && ln -s a/board.yaml link.yaml && exec "$0" "$@""#],
            feeds: ["board.yaml": TestFeeds.board])
        try await session.waitFor("E2E board")
        let directory = session.directory
        try Data(TestFeeds.board.replacingOccurrences(of: "title: E2E board", with: "title: Target edited").utf8)
            .write(to: directory.appendingPathComponent("a/board.yaml"))
        try await session.waitFor("Target edited")
        try Data(TestFeeds.board.replacingOccurrences(of: "title: E2E board", with: "title: The other one").utf8)
            .write(to: directory.appendingPathComponent("b/board.yaml"))
        // Pointed elsewhere as `ln -sfn` does: a new link renamed over the old one.
        #expect(symlink("b/board.yaml", directory.appendingPathComponent("link.new").path) == 0)
        #expect(rename(directory.appendingPathComponent("link.new").path, directory.appendingPathComponent("link.yaml").path) == 0)
        try await session.waitFor("The other one")
    }

    // MARK: 11. Smaller ones

    @Test func twoEscsInOneReadQuit() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Section 1/5")
        session.sendLiteral("\u{1B}\u{1B}")
        #expect(try await session.waitForExit() == 0)
    }

    @Test func statisticsToAFIFONobodyReadsDoNotBlockTheExit() async throws {
        let session = try TmuxSession.board(["--no-autoplay"], environment: ["CAROUSEL_STATS": "stats.fifo"])
        try await session.waitFor("Section 1/5")
        #expect(mkfifo(session.directory.appendingPathComponent("stats.fifo").path, 0o644) == 0)
        session.sendKeys("q")
        #expect(try await session.waitForExit(timeout: 5) == 0)
    }
}
