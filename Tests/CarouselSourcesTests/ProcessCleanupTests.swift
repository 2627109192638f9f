#if canImport(Glibc)
import Glibc
#endif
import CarouselKit
import CarouselSources
import Testing

extension ChildProcessTests {
    @Suite struct Cleanup {
        /// Starts `count` shells that each start a `sleep` and write its pid to a file; returns the
        /// runs' ids, and the sleeps' pids once all are written.
        private func startSleepers(_ count: Int, on runner: CommandRunner, in directory: String) throws -> [Int32] {
            for index in 0..<count {
                runner.start(request(.shell("sleep 300 & echo $! > sleeper-\(index).tmp; mv sleeper-\(index).tmp sleeper-\(index); wait"), in: directory), at: MonotonicTime.now())
            }
            try #require(eventually {
                _ = runner.service(at: MonotonicTime.now())
                return (0..<count).allSatisfy { access("\(directory)/sleeper-\($0)", F_OK) == 0 }
            })
            return try (0..<count).map { index in
                try #require(readText("\(directory)/sleeper-\(index)").flatMap { Int32($0.filter(\.isNumber)) })
            }
        }

        /// As every way out of the app kills them (`carousel_kill_all_children`, tested by
        /// `ChildGroupTests` in a process of its own): SIGKILL to each run's group from outside.
        @Test func runsWhoseGroupsAreKilledAreReportedKilledAndLeaveNoProcess() throws {
            let directory = makeTemporaryDirectory()
            defer { removeDirectory(directory) }
            let runner = CommandRunner()
            let sleepers = try startSleepers(3, on: runner, in: directory)
            #expect(sleepers.allSatisfy(isRunning))
            // Each shell leads its run's process group.
            for shell in try sleepers.map({ try #require(parentOf($0)) }) {
                #expect(kill(-shell, SIGKILL) == 0)
            }
            let results = runner.runUntilIdle()
            #expect(results.map(\.outcome) == Array(repeating: .killed(signal: SIGKILL), count: 3))
            #expect(eventually { !sleepers.contains(where: isRunning) })
            #expect(results.compactMap(\.processID).allSatisfy(isReaped))
        }

        @Test func aRunnerKillsAndReapsItsRuns() throws {
            let directory = makeTemporaryDirectory()
            defer { removeDirectory(directory) }
            let runner = CommandRunner()
            let sleepers = try startSleepers(2, on: runner, in: directory)
            let shells = try sleepers.map { try #require(parentOf($0)) }
            runner.killAll()
            #expect(runner.activeCount == 0)
            #expect(runner.descriptors.isEmpty)
            #expect(shells.allSatisfy(isReaped))
            #expect(eventually { !sleepers.contains(where: isRunning) })
        }

        @Test func aRunnerThatGoesAwayKillsItsRuns() throws {
            let directory = makeTemporaryDirectory()
            defer { removeDirectory(directory) }
            var runner: CommandRunner? = CommandRunner()
            let sleepers = try startSleepers(1, on: try #require(runner), in: directory)
            let shell = try #require(parentOf(sleepers[0]))
            runner = nil
            #expect(isReaped(shell))
            #expect(eventually { !isRunning(sleepers[0]) })
        }

        @Test func thousandsOfRunsLeakNoDescriptorAndNoZombie() {
            let before = openDescriptorCount()
            let runner = CommandRunner()
            var pids: [Int32] = []
            var outcomes: [CommandOutcome: Int] = [:]
            // Eight at a time, to keep it quick; 2,000 in all.
            for _ in 0..<250 {
                for _ in 0..<8 {
                    runner.start(request(.arguments(["true"])), at: MonotonicTime.now())
                }
                for result in runner.runUntilIdle() {
                    pids += result.processID.map { [$0] } ?? []
                    outcomes[result.outcome, default: 0] += 1
                }
            }
            #expect(outcomes == [.exited(status: 0): 2000])
            #expect(pids.count == 2000)
            // Every child was reaped: waitpid knows none of them.
            #expect(pids.allSatisfy(isReaped))
            // Other suites run alongside and open files too, so allow some slack: one leaked
            // descriptor per run would be 2,000.
            #expect(openDescriptorCount() - before < 50)
        }
    }
}

/// The parent of a process, from /proc.
private func parentOf(_ pid: Int32) -> Int32? {
    guard let stat = readText("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? Int32(fields[1]) : nil
}
