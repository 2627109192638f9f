import Foundation
import Testing

/// The app running in a pane of a private tmux server at a fixed size: the tests type into it
/// with `send-keys` and read the real screen with `capture-pane`.
///
/// The app runs under a wrapper script that records the terminal settings (`stty -g`) before
/// and after it, its pid and its exit status, and prints `[exit N]` when it ends.
final class TmuxSession {
    private static let sessionName = "e2e"

    /// The scratch directory: tmux socket, wrapper, feeds, records of the run.
    let directory: URL
    private let tmuxPath: String
    private let socket: String
    private let environment: [String: String]

    /// Starts the app in a new detached session.
    /// - Parameters:
    ///   - arguments: The app's arguments (the binary is added).
    ///   - width: Columns of the window.
    ///   - height: Rows of the window.
    ///   - environment: Extra variables for the app (the name `CAROUSEL_STATS` and the like).
    ///   - stdoutFile: Send the app's stdout to this file in the scratch directory instead.
    ///   - prefix: Words before the binary, e.g. `["env", "TERM=dumb"]`.
    ///   - binary: Another build of the app than the debug one.
    convenience init(
        arguments: [String] = [], width: Int = 80, height: Int = 24, environment: [String: String] = [:],
        stdoutFile: String? = nil, prefix: [String] = [], feeds: [String: String] = [:], binary: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let binary = try binary ?? TestEnvironment.carouselBinary(sourceLocation: sourceLocation)
        try self.init(width: width, height: height, environment: environment, feeds: feeds, sourceLocation: sourceLocation) { directory in
            let wrapper = directory.appendingPathComponent("run-app.sh")
            try Self.wrapperScript.write(to: wrapper, atomically: true, encoding: .utf8)
            var words = ["sh", wrapper.path]
            if let stdoutFile { words += ["--stdout-to", directory.appendingPathComponent(stdoutFile).path] }
            words += prefix + [binary] + arguments
            return words.map(TestEnvironment.shellQuoted).joined(separator: " ")
        }
    }

    /// An interactive bash with job control, for tests that type their own command lines.
    static func interactiveShell(
        width: Int = 80, height: Int = 24, feeds: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TmuxSession {
        try TmuxSession(width: width, height: height, environment: [:], feeds: feeds, sourceLocation: sourceLocation) { _ in
            // No history file: bash would write one into the scratch folder as it is removed.
            "HISTFILE=/dev/null bash --norc --noprofile -i"
        }
    }

    /// The app started from an interactive shell whose pane output is recorded to `file` in the
    /// scratch directory from before the app starts, so the record holds every byte the app
    /// writes (standard error goes to /dev/null: feed warnings are not frames).
    static func recordedApp(
        _ arguments: [String], to file: String, width: Int, height: Int, feeds: [String: String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TmuxSession {
        let session = try interactiveShell(width: width, height: height, feeds: feeds, sourceLocation: sourceLocation)
        try await session.waitForScreen("a shell prompt", sourceLocation: sourceLocation) {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        session.recordOutput(to: file)
        let binary = try TestEnvironment.carouselBinary(sourceLocation: sourceLocation)
        session.sendLiteral(([binary] + arguments).map(TestEnvironment.shellQuoted).joined(separator: " ") + " 2>/dev/null\n")
        return session
    }

    private init(
        width: Int, height: Int, environment: [String: String], feeds: [String: String],
        sourceLocation: SourceLocation, paneCommand: (URL) throws -> String
    ) throws {
        tmuxPath = try TestEnvironment.tmux(sourceLocation: sourceLocation)
        directory = try TestEnvironment.makeScratchDirectory()
        socket = directory.appendingPathComponent("tmux.sock").path
        self.environment = TestEnvironment.baseEnvironment(home: directory)
            .merging(environment) { $1 }
            .merging(["TMUX_TMPDIR": directory.path]) { $1 }
        for (name, text) in feeds {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let command = try paneCommand(directory)
        let started = tmux([
            "new-session", "-d", "-s", Self.sessionName, "-c", directory.path, "-x", "\(width)", "-y", "\(height)", command,
        ])
        try #require(started.status == 0, "tmux new-session failed: \(started.output)", sourceLocation: sourceLocation)
        try endWithTheTestProcess()
    }

    /// `deinit` never runs when the test process dies (a crash, an interrupted `swift test`), and
    /// a tmux server is a daemon: it and the app in its pane would live on. A watcher ends the
    /// server once that process is gone, and ends itself once the session is (its socket removed
    /// by `deinit`). It runs in the server (`run-shell -b`), not beside the test process: `swift
    /// test` kills what that process started when it ends, crashed or not, but not the server.
    private func endWithTheTestProcess() throws {
        let socket = TestEnvironment.shellQuoted(socket)
        // $PPID is the server, whose end hangs up the app in its pane.
        let watcher = """
            while kill -0 \(getpid()) 2>/dev/null && [ -S \(socket) ]; do sleep 1; done
            [ -S \(socket) ] && rm -rf \(TestEnvironment.shellQuoted(directory.path)) && kill $PPID
            """
        let started = tmux(["run-shell", "-b", watcher])
        try #require(started.status == 0, "tmux run-shell failed: \(started.output)")
    }

    deinit {
        _ = tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a tmux command against this session's server.
    @discardableResult
    func tmux(_ arguments: [String]) -> ProgramRunner.Result {
        ProgramRunner.run([tmuxPath, "-u", "-S", socket, "-f", "/dev/null"] + arguments, environment: environment)
    }

    /// Types keys, named as tmux names them (`Right`, `Down`, `Space`, `C-c`, `q`, `3`).
    func sendKeys(_ keys: String...) {
        tmux(["send-keys", "-t", Self.sessionName] + keys)
    }

    /// Sends bytes literally, e.g. a mouse report.
    func sendLiteral(_ text: String) {
        tmux(["send-keys", "-t", Self.sessionName, "-l", text])
    }

    /// Sends raw bytes, also ones that are not UTF-8 (an X10 mouse report past column 95).
    func sendBytes(_ bytes: [UInt8]) {
        tmux(["send-keys", "-t", Self.sessionName, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Appends every byte the pane's program writes to the terminal to `file` in the scratch
    /// directory, from now on (`tmux pipe-pane`).
    func recordOutput(to file: String) {
        tmux(["pipe-pane", "-o", "-t", Self.sessionName, "cat >> \(TestEnvironment.shellQuoted(directory.appendingPathComponent(file).path))"])
    }

    /// Stops `recordOutput(to:)`.
    func stopRecordingOutput() {
        tmux(["pipe-pane", "-t", Self.sessionName])
    }

    /// Resizes the window (the app receives SIGWINCH).
    func resize(width: Int, height: Int) {
        tmux(["resize-window", "-t", Self.sessionName, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The screen as text, one line per row.
    func capture() -> String {
        tmux(["capture-pane", "-p", "-t", Self.sessionName]).output
    }

    /// The screen with its styles as SGR escape sequences (`capture-pane -e`).
    func captureWithStyles() -> String {
        tmux(["capture-pane", "-p", "-e", "-t", Self.sessionName]).output
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    func paneFormat(_ format: String) -> String {
        tmux(["display-message", "-p", "-t", Self.sessionName, format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the kernel processes what is written to the pane's terminal (`opost` in `stty`).
    func paneProcessesOutput() -> Bool {
        let settings = ProgramRunner.run(["stty", "-a", "-F", paneFormat("#{pane_tty}")], environment: environment).output
        return settings.split(whereSeparator: \.isWhitespace).contains("opost")
    }

    /// Polls a tmux pane format until it has `value`.
    func waitForPane(
        _ description: String, format: String, toBe value: String, timeout: Double = 15,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while paneFormat(format) != value {
            guard ContinuousClock.now < deadline else {
                Issue.record("Timed out waiting for \(description). The screen:\n\(capture())", sourceLocation: sourceLocation)
                throw WaitTimedOut()
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Polls the screen until `predicate` holds, and returns that screen.
    /// - Throws: When `timeout` seconds pass first (the last screen is recorded in the issue).
    @discardableResult
    func waitForScreen(
        _ description: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation,
        until predicate: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(timeout)
        var screen = capture()
        while !predicate(screen) {
            guard ContinuousClock.now < deadline else {
                Issue.record("Timed out waiting for \(description). The screen:\n\(screen)", sourceLocation: sourceLocation)
                throw WaitTimedOut()
            }
            try await Task.sleep(for: .milliseconds(50))
            screen = capture()
        }
        return screen
    }

    /// Waits until two captures in a row (a polling interval apart) are the same, and returns that screen.
    @discardableResult
    func waitForStableScreen(timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        var previous = capture()
        return try await waitForScreen("the screen to stop changing", timeout: timeout, sourceLocation: sourceLocation) { screen in
            defer { previous = screen }
            return screen == previous
        }
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await waitForScreen("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits for the app to end and returns its exit status.
    func waitForExit(timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int32 {
        let text = try await waitForFile("exit-status", timeout: timeout, sourceLocation: sourceLocation)
        return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), sourceLocation: sourceLocation)
    }

    /// The app's process id, once the wrapper has started it.
    func appProcessID(sourceLocation: SourceLocation = #_sourceLocation) async throws -> pid_t {
        let text = try await waitForFile("pid", timeout: 15, sourceLocation: sourceLocation)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), sourceLocation: sourceLocation)
    }

    /// The contents of a file in the scratch directory, once it exists.
    func waitForFile(_ name: String, timeout: Double, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let url = directory.appendingPathComponent(name)
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty { return text }
            guard ContinuousClock.now < deadline else {
                Issue.record("Timed out waiting for \(name). The screen:\n\(capture())", sourceLocation: sourceLocation)
                throw WaitTimedOut()
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Runs the app, records the terminal settings around it, then keeps the pane open.
    private static let wrapperScript = #"""
        #!/bin/sh
        dir=$(dirname "$0")
        out=""
        if [ "$1" = "--stdout-to" ]; then out=$2; shift 2; fi
        stty -g > "$dir/stty-before"
        if [ -n "$out" ]; then
          sh -c 'echo $$ > "$0"; exec "$@"' "$dir/pid" "$@" > "$out"
        else
          sh -c 'echo $$ > "$0"; exec "$@"' "$dir/pid" "$@"
        fi
        status=$?
        stty -g > "$dir/stty-after"
        printf '[exit %s]\n[stty %s]\n' "$status" "$(cat "$dir/stty-after")"
        echo "$status" > "$dir/exit-status.tmp" && mv "$dir/exit-status.tmp" "$dir/exit-status"
        exec sleep 600
        """#
}

/// A screen or file did not show up in time; the details are in the recorded issue.
struct WaitTimedOut: Error {}
