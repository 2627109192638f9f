import Foundation
import Testing

@Suite("Giving the terminal back")
struct TerminalRestoreTests {
    /// A way to end the app, and the exit status it gives.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case q, escape, ctrlC, sigterm, sighup, sigint, sigquit
        /// A crash: the fatal-signal handler restores the terminal, then the signal kills the app.
        case sigsegv

        var expectedStatus: Int32 {
            switch self {
            case .q, .escape, .ctrlC: return 0
            case .sigterm: return 128 + SIGTERM
            case .sighup: return 128 + SIGHUP
            case .sigint: return 128 + SIGINT
            case .sigquit: return 128 + SIGQUIT
            case .sigsegv: return 128 + SIGSEGV
            }
        }

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
        case .sigterm: kill(try await session.appProcessID(), SIGTERM)
        case .sighup: kill(try await session.appProcessID(), SIGHUP)
        case .sigint: kill(try await session.appProcessID(), SIGINT)
        case .sigquit: kill(try await session.appProcessID(), SIGQUIT)
        case .sigsegv: kill(try await session.appProcessID(), SIGSEGV)
        }

        #expect(try await session.waitForExit() == ending.expectedStatus)
        let before = try await session.waitForFile("stty-before", timeout: 5)
        let after = try await session.waitForFile("stty-after", timeout: 5)
        #expect(before == after)
        #expect(session.paneFormat("#{alternate_on} #{cursor_flag} #{keypad_flag} #{mouse_any_flag}") == "0 1 0 0")
        let screen = try await session.waitFor("[exit \(ending.expectedStatus)]")
        #expect(!screen.contains("E2E board"))
    }
}
