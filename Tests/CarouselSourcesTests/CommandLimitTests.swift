#if canImport(Glibc)
import Glibc
#endif
import CarouselKit
import CarouselSources
import Testing

extension ChildProcessTests {
    @Suite struct Limits {
        @Test func aTimeoutTerminatesTheWholeGroup() throws {
            let result = runCommand(.shell("sleep 300 & echo $!; wait"), timeout: 1)
            #expect(result.outcome == .timedOut(seconds: 1))
            #expect(result.outcome.summary == "timed out after 1 s")
            #expect(result.ended - result.started >= 1)
            let grandchild = try #require(result.lines.first.flatMap { Int32($0) })
            #expect(eventually { !isRunning(grandchild) })
            #expect(!isRunning(try #require(result.processID)))
        }

        @Test func aGroupThatIgnoresSigtermIsKilledOneSecondLater() throws {
            // An ignored signal stays ignored in the shell's children too.
            let result = runCommand(.shell("trap '' TERM; sleep 300 & echo $!; wait; wait"), timeout: 1)
            #expect(result.outcome == .timedOut(seconds: 1))
            // SIGKILL is sent no sooner than the timeout plus the kill delay.
            #expect(result.ended - result.started >= 2)
            let grandchild = try #require(result.lines.first.flatMap { Int32($0) })
            #expect(eventually { !isRunning(grandchild) })
        }

        @Test func aRunWaitsForItsOutputToEnd() throws {
            // The shell exits at once; the sleep in the background still holds stdout.
            let result = runCommand(.shell("sleep 300 & echo $!"), timeout: 1)
            #expect(result.outcome == .timedOut(seconds: 1))
            let grandchild = try #require(result.lines.first.flatMap { Int32($0) })
            #expect(eventually { !isRunning(grandchild) })
        }

        @Test func aCommandThatClosesItsOutputEarlyIsWaitedFor() {
            // The pipes end first; the exit itself must wake the wait (a pidfd), not a timeout.
            let result = runCommand(.shell("echo early; exec >&- 2>&-; sleep 0.3; exit 5"), timeout: 60)
            #expect(result.outcome == .exited(status: 5))
            #expect(result.text == "early\n")
            #expect(result.ended - result.started >= 0.3)
        }

        @Test func aTimeoutThatIsNotANumberEndsTheRunAtOnce() {
            let result = runCommand(.arguments(["sleep", "300"]), timeout: .nan)
            #expect(result.outcome.summary == "timed out after nan s")
        }

        @Test func whatACommandLeavesBehindIsKilledWhenItEnds() throws {
            let result = runCommand(.shell("sleep 300 >/dev/null 2>&1 & echo $!"))
            #expect(result.outcome == .exited(status: 0))
            let grandchild = try #require(result.lines.first.flatMap { Int32($0) })
            #expect(eventually { !isRunning(grandchild) })
        }

        @Test func aProcessThatLeftTheGroupCannotKeepTheRunGoing() throws {
            // setsid takes the sleep out of reach of the group kill, and it holds the pipes open.
            let result = runCommand(.shell("setsid sleep 300 & echo $!"), timeout: 1)
            let escaped = try #require(result.lines.first.flatMap { Int32($0) })
            defer { kill(escaped, SIGKILL) }
            #expect(result.outcome == .timedOut(seconds: 1))
            // Timeout, then SIGTERM → SIGKILL, then one more second for the pipes.
            #expect(result.ended - result.started >= 3)
            #expect(isRunning(escaped))
        }

        @Test func outputPastTheCapKillsTheGroup() {
            let result = runCommand(.arguments(["yes"]))
            #expect(result.outcome == .outputTooLarge(limit: 1 << 20))
            #expect(result.outcome.summary == "output over 1 MiB")
            #expect(result.output.count == 1 << 20)
            #expect(result.output.prefix(4) == [0x79, 0x0A, 0x79, 0x0A])
        }

        @Test func outputUpToTheCapIsKeptWhole() {
            let limits = CommandLimits(outputBytes: 1000, errorLines: 20, errorLineBytes: 1024, killDelay: 1, abandonDelay: 1)
            let exact = runCommand(.shell("head -c 1000 /dev/zero"), limits: limits)
            #expect(exact.outcome == .exited(status: 0))
            #expect(exact.output.count == 1000)
            let over = runCommand(.shell("head -c 1001 /dev/zero"), limits: limits)
            #expect(over.outcome == .outputTooLarge(limit: 1000))
            #expect(over.output.count == 1000)
        }

        @Test func theLastTwentyStderrLinesAreKept() {
            let result = runCommand(.shell("i=1; while [ $i -le 50 ]; do echo \"line $i\" >&2; i=$((i+1)); done; exit 2"))
            #expect(result.outcome == .exited(status: 2))
            #expect(result.errorLines == (31...50).map { "line \($0)" })
            #expect(result.output.isEmpty)
        }

        @Test func stderrLinesAreCutAndBlankOnesSkipped() {
            let result = runCommand(.shell("head -c 5000 /dev/zero | tr '\\0' x >&2; printf '\\n\\n  \\r\\nlast\\r\\nno newline' >&2"))
            #expect(result.errorLines == [String(repeating: "x", count: 1024), "last", "no newline"])
        }

        @Test func aStderrFloodStaysSmall() {
            let result = runCommand(.shell("head -c 20000000 /dev/zero >&2; echo done"))
            #expect(result.outcome == .exited(status: 0))
            #expect(result.text == "done\n")
            #expect(result.errorLines.count == 1)
            #expect(result.errorLines.first?.utf8.count == 1024)
        }
    }
}
