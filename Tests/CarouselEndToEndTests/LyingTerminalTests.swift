import Foundation
import Testing

/// The app in a pseudo-terminal that lies in its replies (`Tests/LyingTerminal/`): a cell of
/// 10000 × 20000 pixels asked for 608 GB, one of 500 × 1000 took 1.4 GB; kernel pixel fields of
/// 65535 × 65535; thousands of device attributes; a kitty reply that never ends. The script runs
/// the built binary with sixel pictures and checks each start against an honest terminal's.
@Suite("Terminals that lie in their replies")
struct LyingTerminalTests {
    @Test func noReplyCrashesTheAppOrSizesItsPictures() throws {
        let binary = try TestEnvironment.carouselBinary()
        let script = TestEnvironment.packageRoot.appendingPathComponent("Tests/LyingTerminal/lying_terminal.py").path
        let scratch = try TestEnvironment.scratchWithPictureCards()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = TestEnvironment.baseEnvironment(home: scratch)
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        let result = ProgramRunner.run(["python3", script, binary, scratch.path], environment: environment)
        let summary = result.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(result.status == 0, "\(result.output)")
        #expect(summary.hasSuffix(" passed, 0 failed") && !summary.hasPrefix("0 "), "\(summary)")
    }
}
