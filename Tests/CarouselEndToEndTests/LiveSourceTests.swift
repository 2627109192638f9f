import Foundation
import Testing

/// docs/behaviour.md §3.11 in a real terminal: sections fed by real commands, run by the app.
@Suite("Live sections in a real terminal")
struct LiveSourceEndToEndTests {
    /// A feed of live sections (each `id: command` as a shell line, `format: lines`), then a
    /// section of fixed pages to page through while they run.
    static func feed(_ sections: [(id: String, command: String, extra: String)], gap: Double = 0.2) -> String {
        var text = "title: Live board\nsources: { gap: \(gap) }\nsections:\n"
        for section in sections {
            let quoted = section.command.replacingOccurrences(of: "'", with: "''")
            text += """
                  - id: \(section.id)
                    title: Live \(section.id)
                    autoplay: false
                    source: { command: '\(quoted)', format: lines\(section.extra) }

                """
        }
        text += """
              - id: fixed
                title: Fixed section
                autoplay: false
                pages: [{ title: Fixed one }, { title: Fixed two }, { title: Fixed three }]

            """
        return text
    }

    /// The pids of living processes whose command line contains `marker`.
    static func processes(matching marker: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry),
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(marker) ? pid : nil
        }
    }

    /// The number in the first "run N" on the screen.
    static func runNumber(in screen: String) -> Int? {
        screen.firstMatch(of: /run (\d+)/).flatMap { Int($0.1) }
    }

    static func waitUntil(_ description: String, timeout: Double = 15, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("Timed out waiting for \(description)")
                throw WaitTimedOut()
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func aCommandSectionAppearsAndRefreshesKeepingThePage() async throws {
        // Each run counts itself in a file beside the feed, so every refresh differs.
        let counter = #"n=$(($(cat runs 2>/dev/null || echo 0) + 1)); echo $n > runs; "#
            + #"printf 'one\trun %s\ntwo\trun %s\nthree\trun %s\n' $n $n $n"#
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Self.feed([("count", counter, ", every: 1")])])
        try await session.waitFor("run ")
        session.sendKeys("Right")
        let onPageTwo = try await session.waitForScreen("page two") { $0.contains("2/3") && Self.runNumber(in: $0) != nil }
        let before = try #require(Self.runNumber(in: onPageTwo))
        let refreshed = try await session.waitForScreen("a refresh on page two", timeout: 30) {
            $0.contains("2/3") && (Self.runNumber(in: $0) ?? 0) > before
        }
        #expect(refreshed.dotRows.first == "○ ● ○", "still on page two")
        #expect(refreshed.contains("Live count ·"), "the time of the last change")
    }

    @Test func aFailingCommandKeepsTheLastPagesAndSaysWhy() async throws {
        let script = #"if [ -e fail ]; then echo 'connection refused' >&2; exit 2; fi; printf 'Green build\tall good\n'"#
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Self.feed([("ci", script, ", every: 1")])])
        try await session.waitFor("Green build")
        FileManager.default.createFile(atPath: session.directory.appendingPathComponent("fail").path, contents: Data())
        let failed = try await session.waitFor("connection refused")
        #expect(failed.contains("Green build"), "the last good pages stay")
        #expect(failed.contains("Live ci ⚠"))
        let statusLine = failed.rows.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(statusLine.contains("⚠") && statusLine.contains("connection refused"), "the reason in the status line")
        session.sendKeys("e")
        let details = try await session.waitFor("stderr:")
        #expect(details.contains("Source of Live ci"))
        try FileManager.default.removeItem(at: session.directory.appendingPathComponent("fail"))
        session.sendKeys("Escape")
        try await session.waitForScreen("the failure to clear") { !$0.contains("⚠") }
    }

    @Test func keysWorkWhileACommandHangs() async throws {
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 40,
            feeds: ["live.yaml": Self.feed([("hang", "exec sleep 3917", ", timeout: 300")])])
        try await session.waitFor("Fixed section")
        try await Self.waitUntil("the hanging command to start") { !Self.processes(matching: "sleep 3917").isEmpty }
        session.sendKeys("G", "Right")
        try await session.waitForScreen("the fixed section on page two") { $0.dotRows.last == "○ ● ○" }
        #expect(!Self.processes(matching: "sleep 3917").isEmpty, "paged while the command still ran")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        try await Self.waitUntil("the hanging command to be killed", timeout: 5) { Self.processes(matching: "sleep 3917").isEmpty }
    }

    @Test func hangingAndFloodingCommandsAreKilled() async throws {
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 40,
            feeds: ["live.yaml": Self.feed([
                ("hang", "exec sleep 3918", ", timeout: 1"),
                ("flood", "yes flooding-output", ""),
            ])])
        let screen = try await session.waitForScreen("both to fail", timeout: 60) {
            $0.contains("Live hang ⚠") && $0.contains("Live flood ⚠")
        }
        #expect(Self.processes(matching: "sleep 3918").isEmpty, "the hanging command was killed")
        #expect(Self.processes(matching: "yes flooding-output").isEmpty, "the flood was cut off")
        try await session.waitFor("timed out after 1 s")
        session.sendKeys("j")
        try await session.waitFor("output over 1 MiB")
    }

    /// The pids of living processes whose command line starts with `command` (not a shell that
    /// has it in its own line).
    static func processes(running command: String) -> [Int32] {
        processes(matching: command).filter { pid in
            let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
            return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).hasPrefix(command + " ")
        }
    }

    /// The parent's pid, from /proc.
    static func parent(of pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        return fields.count > 1 ? Int32(fields[1]) : nil
    }

    /// Whether none of `pids` runs (each gone from /proc, or a zombie, which runs no more).
    static func allGone(_ pids: [Int32]) -> Bool {
        pids.allSatisfy { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
        }
    }

    @Test func quittingMidRunLeavesNoProcessBehind() async throws {
        // The shell starts a grandchild in the background, one that escapes into a session of its
        // own (setsid, and its parent exits at once), then waits on a child of its own.
        let command = "sleep 4171 & setsid sh -c 'sleep 4173 >/dev/null 2>&1 &'; sleep 4172"
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Self.feed([("slow", command, ", timeout: 300")])])
        let markers = ["sleep 4171", "sleep 4172", "sleep 4173"]
        try await Self.waitUntil("the three sleeps to run") {
            markers.allSatisfy { !Self.processes(running: $0).isEmpty }
        }
        let sleeps = markers.flatMap(Self.processes(running:))
        defer { sleeps.forEach { kill($0, SIGKILL) } }
        let escaped = try #require(Self.processes(running: "sleep 4173").first)
        #expect(Self.parent(of: escaped) == (try await session.appProcessID()), "the app adopted the escaped sleep")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        try await Self.waitUntil("every process of the run to be gone", timeout: 5) { Self.allGone(sleeps) }
    }

    /// A process that escaped its run and ended by itself is reaped: once the run is over, the app
    /// has no child left, not even a zombie.
    @Test func anEscapedProcessLeavesNoZombie() async throws {
        let command = "setsid sh -c 'sleep 0.2 >/dev/null 2>&1 &'; sleep 1; echo all done"
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Self.feed([("escape", command, "")])])
        try await session.waitFor("all done")
        let app = try await session.appProcessID()
        // Zombies included: a zombie has no command line, but a stat.
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let children = entries.compactMap(Int32.init).filter { Self.parent(of: $0) == app }
        #expect(children.isEmpty, "children of the app after the run: \(children)")
    }

    /// The app ended by a signal its loop answers (TERM), by a crash (SEGV, and ILL as a Swift
    /// trap ends) and by one that only the fatal-signal handler sees: its running command goes too,
    /// and so does a process that escaped the command's session.
    @Test(arguments: [SIGTERM, SIGSEGV, SIGILL, SIGUSR1])
    func aRunningCommandDiesWithTheAppWhateverSignalEndsIt(signal: Int32) async throws {
        let markers = ["sleep 43\(signal)1", "sleep 44\(signal)2"]
        let command = "setsid sh -c '\(markers[1]) >/dev/null 2>&1 &'; exec \(markers[0])"
        let session = try TmuxSession(
            arguments: ["-x", "live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Self.feed([("slow", command, ", timeout: 300")])])
        try await Self.waitUntil("the command to run") { markers.allSatisfy { !Self.processes(running: $0).isEmpty } }
        let sleeps = markers.flatMap(Self.processes(running:))
        defer { sleeps.forEach { kill($0, SIGKILL) } }
        kill(try await session.appProcessID(), signal)
        #expect(try await session.waitForExit() == 128 + signal)
        // Sessions of their own, so nothing but the app's kill reaches them.
        try await Self.waitUntil("the command to be gone from /proc", timeout: 5) { Self.allGone(sleeps) }
    }

    /// A section whose pages all come from its source auto-advances once it has them: the
    /// header says so, and Space pauses it and says that.
    @Test func theHeaderTellsTheTruthWhenASourceGivesPages() async throws {
        let feed = """
            title: Live board
            autoplay: { interval: 2 }
            sources: { gap: 0.2 }
            sections:
              - id: feed
                title: Fed
                source: { command: 'printf "one\\ttwo\\nthree\\tfour\\n"', format: lines }

            """
        let session = try TmuxSession(arguments: ["-x", "live.yaml"], width: 80, height: 24, feeds: ["live.yaml": feed])
        let loaded = try await session.waitFor("1/2")
        #expect(!loaded.header.contains("autoplay off"), "the section auto-advances:\n\(loaded)")
        session.sendKeys("Space")
        let paused = try await session.waitForScreen("the pause in the header") { $0.header.contains("⏸") }
        #expect(paused.contains("paused"))
    }

    @Test func aFileSectionLoadsWithoutPermissionAndFollowsTheFile() async throws {
        let feed = """
            title: Notes board
            sections:
              - id: notes
                title: Notes
                autoplay: false
                source: { file: notes.md, format: text }

            """
        let session = try TmuxSession(
            arguments: ["live.yaml"], width: 80, height: 24, feeds: ["live.yaml": feed, "notes.md": "# First note\nbody one\n"])
        try await session.waitFor("First note")
        // Saved the way editors save: written beside it, renamed over it.
        let notes = session.directory.appendingPathComponent("notes.md")
        let temporary = session.directory.appendingPathComponent("notes.md.tmp")
        try Data("# Second version\nbody two\n---\n# Another page\n".utf8).write(to: temporary)
        #expect(rename(temporary.path, notes.path) == 0)
        let updated = try await session.waitFor("Second version")
        #expect(updated.contains("1/2"))
    }

    /// A file that changes under a section without the focus marks it ✱; `n` goes there and the
    /// mark goes (docs/behaviour.md §3.18).
    @Test func aChangedFileMarksItsSectionAndNGoesThere() async throws {
        let feed = """
            title: Team board
            sections:
              - id: first
                title: First notes
                autoplay: false
                source: { file: first.md, format: text }
              - id: second
                title: Second notes
                autoplay: false
                source: { file: second.md, format: text }

            """
        let session = try TmuxSession(
            arguments: ["live.yaml", "--no-cache"], width: 80, height: 24,
            feeds: ["live.yaml": feed, "first.md": "# One\n", "second.md": "# Two\n"])
        try await session.waitFor("Two")
        let second = session.directory.appendingPathComponent("second.md")
        let temporary = session.directory.appendingPathComponent("second.md.tmp")
        try Data("# Two, revised\n".utf8).write(to: temporary)
        #expect(rename(temporary.path, second.path) == 0)
        let marked = try await session.waitFor("Two, revised")
        #expect(marked.rows.contains { $0.contains("Second notes ✱") }, "\(marked)")
        #expect(marked.contains("Section 1/2"))
        session.sendKeys("n")
        let seen = try await session.waitFor("Section 2/2")
        #expect(!seen.contains("✱"))
    }

    @Test func withoutPermissionNothingRuns() async throws {
        let session = try TmuxSession(
            arguments: ["live.yaml"], width: 80, height: 30,
            feeds: ["live.yaml": Self.feed([("touch", "touch ran-it; printf 'ran\\n'", "")])])
        let screen = try await session.waitFor("Not run: touch ran-it")
        #expect(screen.contains("--allow-commands (-x)"))
        // r asks for the sections in view to run: still nothing may run. Keys are taken in order.
        session.sendKeys("r", "q")
        #expect(try await session.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: session.directory.appendingPathComponent("ran-it").path))
    }
}
