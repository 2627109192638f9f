import Foundation
import Testing

/// The app in terminals that draw East Asian Ambiguous characters two columns wide, one column,
/// or never answer the width probe — emulated by pyte (`Tests/AmbiguousTerminal/`), since tmux
/// follows its own locale's widths. The script drives the built binary in a pseudo-terminal and
/// compares its screens with `carousel render`; each of its checks is listed in the output.
@Suite("East Asian Ambiguous width in emulated terminals")
struct AmbiguousWidthTerminalTests {
    @Test func theProbedWidthGivesTheScreenRenderDraws() throws {
        let binary = try TestEnvironment.carouselBinary()
        let script = TestEnvironment.packageRoot.appendingPathComponent("Tests/AmbiguousTerminal/ambiguous_terminal.py").path
        var environment = TestEnvironment.baseEnvironment(home: FileManager.default.temporaryDirectory)
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        let pyte = ProgramRunner.run(["python3", "-c", "import pyte"], environment: environment)
        try #require(pyte.status == 0, "python3 with pyte is needed: run scripts/ensure-deps.sh python3-pyte (make test does)")

        let result = ProgramRunner.run(["python3", script, binary], environment: environment)
        let summary = result.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(result.status == 0, "\(result.output)")
        #expect(summary.hasSuffix(" passed, 0 failed"), "\(summary)")
    }
}
