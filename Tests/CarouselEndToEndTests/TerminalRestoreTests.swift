import Foundation
import Testing

@Suite("Giving the terminal back")
struct TerminalRestoreTests {
    /// A way to end the app, and the exit status it gives.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case q, escape, ctrlC, sigterm, sighup, sigint, sigquit
        /// Crashes (a Swift trap ends in SIGILL or SIGTRAP): the fatal-signal handler restores the
        /// terminal, then the signal kills the app.
        case sigsegv, sigill, sigtrap, sigabrt, sigbus, sigfpe

        /// The signal sent with `kill`, or nil for a key.
        var signal: Int32? {
            switch self {
            case .q, .escape, .ctrlC: return nil
            case .sigterm: return SIGTERM
            case .sighup: return SIGHUP
            case .sigint: return SIGINT
            case .sigquit: return SIGQUIT
            case .sigsegv: return SIGSEGV
            case .sigill: return SIGILL
            case .sigtrap: return SIGTRAP
            case .sigabrt: return SIGABRT
            case .sigbus: return SIGBUS
            case .sigfpe: return SIGFPE
            }
        }

        var expectedStatus: Int32 { signal.map { 128 + $0 } ?? 0 }

        var testDescription: String { rawValue }
    }

    @Test(arguments: Ending.allCases)
    func restoresTheTerminal(_ ending: Ending) async throws {
        let session = try TmuxSession.board(["--interval", "0.5"])
        try await session.waitFor("Section 1/5")
        #expect(session.paneFormat("#{alternate_on}") == "1")

        switch ending {
        case .q: session.sendKeys("q")
        case .escape: session.sendKeys("Escape")
        case .ctrlC: session.sendKeys("C-c")
        default: kill(try await session.appProcessID(), try #require(ending.signal))
        }

        #expect(try await session.waitForExit() == ending.expectedStatus)
        try await Self.expectTheTerminalGivenBack(in: session)
        let screen = try await session.waitFor("[exit \(ending.expectedStatus)]")
        #expect(!screen.contains("E2E board"))
    }

    /// End of input: the app's standard input is a pseudo-terminal of its own (its output stays
    /// tmux's pane), whose other end is closed when the file `hang-up` appears. It is not the
    /// app's controlling terminal, so no SIGHUP comes with the end of input.
    @Test func endOfInputGivesTheTerminalBack() async throws {
        let hangUp = """
            import os, subprocess, sys, time
            primary, secondary = os.openpty()
            app = subprocess.Popen(sys.argv[1:], stdin=secondary)
            os.close(secondary)
            while not os.path.exists("hang-up"):
                time.sleep(0.02)
            os.close(primary)
            status = app.wait()
            sys.exit(128 - status if status < 0 else status)

            """
        let session = try TmuxSession(
            arguments: ["board.yaml", "--interval", "0.5"], prefix: ["python3", "hang-up.py"],
            feeds: ["board.yaml": TestFeeds.board, "hang-up.py": hangUp])
        try await session.waitFor("Section 1/5")
        #expect(session.paneFormat("#{alternate_on}") == "1")
        let hangUpNow = session.directory.appendingPathComponent("hang-up")
        #expect(FileManager.default.createFile(atPath: hangUpNow.path, contents: Data()))
        #expect(try await session.waitForExit() == 0)
        try await Self.expectTheTerminalGivenBack(in: session)
        let screen = try await session.waitFor("[exit 0]")
        #expect(!screen.contains("E2E board"))
    }

    /// The pane's settings (`stty -g`) as before the app, and tmux's mode flags as before curses.
    static func expectTheTerminalGivenBack(
        in session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let before = try await session.waitForFile("stty-before", timeout: 5, sourceLocation: sourceLocation)
        let after = try await session.waitForFile("stty-after", timeout: 5, sourceLocation: sourceLocation)
        #expect(before == after, sourceLocation: sourceLocation)
        let modes = session.paneFormat("#{alternate_on} #{cursor_flag} #{keypad_flag} #{mouse_any_flag}")
        #expect(modes == "0 1 0 0", "alternate screen, cursor, keypad, mouse", sourceLocation: sourceLocation)
    }
}
