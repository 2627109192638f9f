import Foundation
import FuzzChecks
import Testing

/// Every fuzz target's seeds and findings, run through its check on every `make test`: what the
/// fuzzer once found stays fixed. A finding is kept as a file in Fuzz/Regressions/<target>/.
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files a target's SEEDS names (globs of one `*` in the file name) and its findings.
    static func inputs(of target: String) throws -> [URL] {
        let seeds = try String(contentsOf: root.appendingPathComponent("Fuzz/Targets/\(target)/SEEDS"), encoding: .utf8)
        var files: [URL] = []
        for line in seeds.split(separator: "\n") {
            let pattern = root.appendingPathComponent(String(line))
            let folder = pattern.deletingLastPathComponent()
            let name = pattern.lastPathComponent
            guard name.contains("*") else {
                files.append(pattern)
                continue
            }
            let parts = name.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            files += names.filter { $0.hasPrefix(parts[0]) && $0.hasSuffix(parts[1]) }.map { folder.appendingPathComponent($0) }
        }
        let findings = root.appendingPathComponent("Fuzz/Regressions/\(target)")
        let found = (try? FileManager.default.contentsOfDirectory(atPath: findings.path)) ?? []
        return files + found.map { findings.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzChecks.byTarget.keys.sorted())
    func everySeedAndFindingPassesItsCheck(target: String) throws {
        let check = try #require(FuzzChecks.byTarget[target])
        let inputs = try Self.inputs(of: target)
        #expect(!inputs.isEmpty, "\(target) has no seeds")
        for input in inputs {
            do {
                try check(Array(try Data(contentsOf: input)))
            } catch let broken as FuzzChecks.BrokenPromise {
                Issue.record("\(input.lastPathComponent): \(broken)")
            }
        }
    }
}
