import CProcess
import CProcessSpawn
import Foundation
import Testing

/// No child process group the app registered outlives it, however it ends.
@Suite("Child process groups")
struct ChildGroupTests {
    /// Whether the process is gone (or a zombie nobody reaped yet, which runs no more).
    private static func isGone(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    private static func cStrings(_ words: [String]) -> [UnsafeMutablePointer<CChar>?] {
        words.map { strdup($0) } + [nil]
    }

    private static func waitUntilGone(_ pid: pid_t) async throws -> Bool {
        for _ in 0..<100 where !isGone(pid) {
            try await Task.sleep(for: .milliseconds(20))
        }
        return isGone(pid)
    }

    @Test func notAGroupIsRefused() {
        #expect(carousel_register_child_group(0) == -1)
        #expect(carousel_register_child_group(1) == -1)
    }

    /// The probe (Tests/ChildGroupProbe) registers a `sleep 60` group and ends as told, or kills
    /// the registered groups and says whether its child died of SIGKILL (0) or not (4).
    /// With "stray-" first, the probe is the subreaper and the pid it gives is a `sleep` that left
    /// its parent's session and was adopted: the way out must end that too.
    @Test(arguments: [
        ("exit", 0), ("segv", 128 + SIGSEGV), ("term-while-stuck", 128 + SIGTERM), ("kill-groups", 0),
        ("stray-exit", 0), ("stray-segv", 128 + SIGSEGV), ("stray-term-while-stuck", 128 + SIGTERM),
    ])
    func theGroupDiesWithTheApp(ending: String, expectedStatus: Int32) async throws {
        let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/ChildGroupProbe").path
        try #require(FileManager.default.isExecutableFile(atPath: probe), "build the tests first (swift build --build-tests)")
        let argv = Self.cStrings([probe, ending])
        let envp = Self.cStrings(["PATH=/usr/bin:/bin", "SWIFT_BACKTRACE=enable=no"])
        defer { (argv + envp).forEach { free($0) } }
        var output = [CChar](repeating: 0, count: 4096)
        let status = process_spawn_run(argv, envp, &output, output.count)
        let text = String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let child = try #require(pid_t(text.split(separator: "\n").first ?? ""), "probe said: \(text)")
        #expect(status == expectedStatus)
        let gone = try await Self.waitUntilGone(child)
        if !gone { kill(-child, SIGKILL) }
        #expect(gone, "the probe's child group outlived it (\(ending))")
    }
}
