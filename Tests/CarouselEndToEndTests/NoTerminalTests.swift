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
