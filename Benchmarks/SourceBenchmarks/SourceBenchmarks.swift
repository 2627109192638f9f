import Benchmark
import CarouselKit
import CarouselSources

/// docs/behaviour.md §3.11: what running a source's command costs carousel — spawn, poll, read, reap — for a
/// command that does nothing. (The loader's cost on top, up to pages on screen, belongs to the app.)
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(5),
        maxIterations: 2_000)

    for (name, invocation) in [
        ("Run `true` (argv): spawn → result", CommandInvocation.arguments(["true"])),
        ("Run `true` through /bin/sh -c: spawn → result", CommandInvocation.shell("true")),
    ] {
        Benchmark(name) { benchmark, runner in
            let request = CommandRequest(
                invocation, directory: "/", sectionID: "bench", textSize: Size(width: 76, height: 3), timeout: 10)
            for _ in benchmark.scaledIterations {
                runner.start(request, at: MonotonicTime.now())
                blackHole(runner.runUntilIdle())
            }
        } setup: {
            // Not the harness's environment: its LD_PRELOAD would be loaded by every `true`.
            CommandRunner(environment: ["PATH=/usr/bin:/bin"])
        }
    }
}
