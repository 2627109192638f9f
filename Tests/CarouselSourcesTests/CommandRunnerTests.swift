#if canImport(Glibc)
import Glibc
#endif
import CarouselKit
import CarouselSources
import Testing

/// Real child processes. One at a time: some count the descriptors and zombies of the whole process.
@Suite(.serialized) struct ChildProcessTests {}

extension ChildProcessTests {
    @Suite struct Starting {
        @Test func reportsTheExitStatusAndTheOutput() {
            let result = runCommand(.arguments(["sh", "-c", "printf 'one\\ntwo'; exit 3"]))
            #expect(result.outcome == .exited(status: 3))
            #expect(result.outcome.summary == "exit 3")
            #expect(result.text == "one\ntwo")
            #expect(result.processID != nil)
            #expect(result.ended >= result.started)
        }

        @Test func succeedsOnlyWithExitStatusZero() {
            #expect(runCommand(.arguments(["true"])).outcome.succeeded)
            #expect(!runCommand(.arguments(["false"])).outcome.succeeded)
        }

        @Test func reportsTheSignalThatEndedIt() {
            let result = runCommand(.shell("kill -SEGV $$"))
            #expect(result.outcome == .killed(signal: SIGSEGV))
            #expect(result.outcome.summary == "killed by SIGSEGV")
        }

        @Test func theShellFormRunsAShellLine() {
            let result = runCommand(.shell("echo a b | tr ' ' '-'"))
            #expect(result.outcome == .exited(status: 0))
            #expect(result.text == "a-b\n")
        }

        @Test func theArgumentFormPassesArgumentsUntouched() {
            let result = runCommand(.arguments(["printf", "%s|", "$HOME", "a b", "*"]))
            #expect(result.text == "$HOME|a b|*|")
        }

        @Test func aProgramNotFoundIsReportedWithoutAProcess() {
            let result = runCommand(.arguments(["carousel-no-such-program", "--json"]))
            #expect(result.outcome == .failedToStart(reason: "carousel-no-such-program: command not found"))
            #expect(result.processID == nil)
            #expect(result.output.isEmpty)
        }

        @Test func aMissingProgramPathAndAMissingDirectoryAreToldApart() {
            #expect(runCommand(.arguments(["./bin/ci-status"]), in: "/tmp").outcome
                == .failedToStart(reason: "./bin/ci-status: no such file"))
            #expect(runCommand(.arguments(["true"]), in: "/carousel-no-such-folder").outcome
                == .failedToStart(reason: "/carousel-no-such-folder: no such directory to run true in"))
            #expect(runCommand(.arguments([])).outcome == .failedToStart(reason: "the command is empty"))
        }

        @Test func theShellSaysWhenItsCommandIsNotFound() {
            let result = runCommand(.shell("carousel-no-such-program"))
            #expect(result.outcome == .exited(status: 127))
            #expect(result.errorLines.last?.hasSuffix("carousel-no-such-program: not found") == true)
        }

        @Test func aFailedStartIsReportedAtOnce() {
            let runner = CommandRunner()
            let now = Instant(seconds: 5)
            let id = runner.start(request(.arguments(["carousel-no-such-program"])), at: now)
            #expect(runner.nextDeadline() == now)
            #expect(runner.activeCount == 1)
            let results = runner.service(at: now)
            #expect(results.map(\.id) == [id])
            #expect(runner.activeCount == 0)
            #expect(runner.nextDeadline() == nil)
        }

        @Test func runsAtTheSameTimeAreReportedSeparately() {
            let runner = CommandRunner()
            let now = MonotonicTime.now()
            let first = runner.start(request(.shell("sleep 0.2; echo first")), at: now)
            let second = runner.start(request(.shell("echo second >&2; exit 4")), at: now)
            let results = runner.runUntilIdle()
            #expect(results.map(\.id) == [first, second])
            #expect(results.map(\.text) == ["first\n", ""])
            #expect(results.map(\.errorLines) == [[], ["second"]])
            #expect(results.map(\.outcome) == [.exited(status: 0), .exited(status: 4)])
        }
    }

    @Suite struct WhatTheChildGets {
        @Test func stdinIsDevNull() {
            // cat ends at once instead of waiting for input that never comes.
            let result = runCommand(.shell("cat; readlink /proc/$$/fd/0"))
            #expect(result.text == "/dev/null\n")
        }

        @Test func noDescriptorBeyondTheStandardThree() {
            let result = runCommand(.shell("ls /proc/$$/fd"))
            #expect(result.lines == ["0", "1", "2"])
        }

        @Test func itHasItsOwnSessionAndProcessGroup() throws {
            let result = runCommand(.shell("cut -d ' ' -f 5,6 /proc/$$/stat"))
            let pid = try #require(result.processID)
            #expect(result.lines == ["\(pid) \(pid)"])
        }

        @Test func itHasNoControllingTerminal() {
            // Field 7 of /proc/PID/stat is the controlling terminal's device number: 0 for none.
            #expect(runCommand(.shell("cut -d ' ' -f 7 /proc/$$/stat")).lines == ["0"])
        }

        @Test func noSignalIsBlockedOrIgnored() throws {
            // A parent may block and ignore signals (test runners' threads do); children inherit
            // both unless the spawn resets them.
            var blocked = sigset_t(), previousMask = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGTERM)
            sigaddset(&blocked, SIGUSR1)
            pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
            let previousAction = signal(SIGUSR2, SIG_IGN)
            let result = runCommand(.arguments(["grep", "-E", "^Sig(Blk|Ign)", "/proc/self/status"]))
            signal(SIGUSR2, previousAction)
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            let masks = try result.lines.map { line in
                try #require(UInt64(line.split(separator: "\t").last ?? "", radix: 16), "\(line)")
            }
            // glibc's posix_spawn cannot reset its two internal signals, 32 and 33 (no program's:
            // SIGRTMIN is 34), and leaves them ignored when the parent has a handler for them.
            let glibcInternal: UInt64 = 1 << 31 | 1 << 32
            #expect(masks.map { $0 & ~glibcInternal } == [0, 0])
        }

        @Test func theEnvironmentNamesTheSectionAndTheCardAndDropsTheScreenSize() {
            let result = runCommand(
                .arguments(["env"]),
                environment: ["PATH=/usr/bin:/bin", "COLUMNS=80", "KEEP=kept", "LINES=24", "CAROUSEL_SECTION=stale"])
            #expect(result.lines.sorted() == [
                "CAROUSEL_HEIGHT=3", "CAROUSEL_SECTION=ci", "CAROUSEL_WIDTH=40", "KEEP=kept", "PATH=/usr/bin:/bin",
            ])
        }

        @Test func theEnvironmentIsCarouselsOwnByDefault() {
            let home = getenv("HOME").map { String(cString: $0) }
            let result = runCommand(.shell("echo \"$HOME\""))
            #expect(result.lines == [home ?? ""])
        }

        @Test func theWorkingDirectoryIsTheGivenOne() {
            let directory = makeTemporaryDirectory()
            defer { removeDirectory(directory) }
            #expect(runCommand(.arguments(["pwd"]), in: directory).lines == [directory])
        }

        @Test func aRelativeProgramIsFoundInTheWorkingDirectory() {
            let directory = makeTemporaryDirectory()
            defer { removeDirectory(directory) }
            _ = mkdir(directory + "/bin", 0o755)
            writeFile(directory + "/bin/ci-status", "#!/bin/sh\necho \"ok $1\"\n", mode: 0o755)
            let result = runCommand(.arguments(["./bin/ci-status", "--json"]), in: directory)
            #expect(result.outcome == .exited(status: 0))
            #expect(result.text == "ok --json\n")
        }
    }
}
