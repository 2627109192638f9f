import Foundation
import Testing

@Suite("Without a usable terminal")
struct NoTerminalTests {
    @Test func stdoutNotATerminalExitsWith69AndPointsToRender() async throws {
        let session = try TmuxSession(stdoutFile: "stdout.txt")
        let status = try await session.waitForExit()
        #expect(status == 69)
        let screen = session.capture()
        #expect(screen.contains("carousel: no usable terminal: standard output is not a terminal"))
        #expect(screen.contains("carousel render"))
    }

    @Test func aTerminalThatCannotMoveTheCursorExitsWith69() async throws {
        let session = try TmuxSession(prefix: ["env", "TERM=dumb"])
        let status = try await session.waitForExit()
        #expect(status == 69)
        #expect(session.capture().contains("cannot move the cursor"))
    }

    /// An entry that is neither generic nor hardcopy (which `newterm` refuses, as for `dumb`
    /// above) but has no `cup`: curses starts on it, and the app gives it up again.
    static let entryWithoutCursorAddressing = "nocup|a terminal without cursor addressing,\n\tam,\n\tcols#80, lines#24,\n\tbel=^G, cr=\\r, cud1=\\n, ind=\\n,\n"

    @Test func aTerminalCursesStartsOnButCannotMoveTheCursorExitsWith69WithItsModesBack() async throws {
        let session = try TmuxSession(
            prefix: ["sh", "-c", "tic -o \"$PWD/terminfo\" nocup.src && TERMINFO=\"$PWD/terminfo\" TERM=nocup exec \"$0\" \"$@\""],
            feeds: ["nocup.src": Self.entryWithoutCursorAddressing])
        let status = try await session.waitForExit()
        #expect(status == 69)
        #expect(session.capture().contains("the terminal TERM=nocup cannot move the cursor"))
        #expect(try await session.waitForFile("stty-before", timeout: 5) == (try await session.waitForFile("stty-after", timeout: 5)))
    }

    @Test func noTerminalAtAllExitsWith69() throws {
        let binary = try TestEnvironment.carouselBinary()
        let directory = try TestEnvironment.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = ProgramRunner.run([binary], environment: TestEnvironment.baseEnvironment(home: directory))
        #expect(result.status == 69)
        #expect(result.output.hasPrefix("carousel: no usable terminal"))
        #expect(result.output.contains("carousel render"))
    }
}
