#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselFeed
import CarouselKit

/// Performs the runs the core's loader starts (docs/behaviour.md §3.11): a command through a
/// `CommandRunner`, never waiting on it; a file read at once. Either way the output is read into
/// pages and handed back as a `SourceLoad`, or the reason there are none.
///
/// With a cache, viewers of one feed share their runs (docs/behaviour.md §3.18): a command whose
/// kept output is young enough is not run, and one that another instance runs now is waited for
/// (`SourceHost+SharedRuns.swift`).
///
/// The terminal's run loop polls `descriptors` with its own and calls `service(at:)` when it
/// wakes; `render` and `check --run` call `runToEnd(_:)`.
public final class SourceHost {
    let runner: CommandRunner
    /// The feed file's folder: commands run there, file paths are relative to it.
    let directory: String
    /// The runs this instance performs, each with the lock that tells other viewers so.
    var running: [CommandRunID: PerformedRun] = [:]
    /// The runs another instance performs now, whose output this one waits for.
    var awaited: [AwaitedRun] = []
    /// When to look at the awaited runs' entries again.
    var nextLook: Instant?
    /// Keeps file sources inside `directory`; nil when they may read anywhere. The folder is
    /// resolved when the first file source or picture is checked, not before the first frame of a
    /// feed that has none.
    private(set) lazy var confinement: FeedFolderConfinement? =
        filesAnywhere ? nil : FeedFolderConfinement(folder: directory)
    private let filesAnywhere: Bool
    /// Where every good output is kept for the next start; nil when nothing is kept.
    let cache: SourceCache?
    /// Whether every picture an output names or is gets opened and decoded (`check --run`);
    /// otherwise the picture pipeline does that, off the run loop.
    let checksPictures: Bool
    /// The files `format: image` commands' pictures are kept in.
    let pictureFiles = PictureOutputFiles()

    /// - Parameters:
    ///   - directory: The feed file's folder.
    ///   - filesAnywhere: Whether a file source may read outside it (`--allow-commands`).
    ///   - cache: Keeps every output that reads as pages, for `cachedLoad(sectionID:source:)`.
    ///   - checksPictures: Decode every picture a run gives or names, and fail the run when one
    ///     cannot be shown (`check --run`).
    public init(
        directory: String, filesAnywhere: Bool = false, cache: SourceCache? = nil,
        runner: CommandRunner = CommandRunner(), checksPictures: Bool = false
    ) {
        self.directory = directory
        self.runner = runner
        self.cache = cache
        self.checksPictures = checksPictures
        self.filesAnywhere = filesAnywhere
    }

    /// Starts `run`. A file source is read now and its load returned, and so is a command's
    /// output another viewer kept young enough; otherwise a command's load comes from a later
    /// `service(at:)`.
    public func start(_ run: SourceRun, at now: Instant) -> SourceLoad? {
        if case .file(let path) = run.source.origin {
            return run.source.format == .image ? picture(named: path, for: run) : read(path, for: run)
        }
        return startShared(run, at: now)
    }

    /// Starts the command of `run`, holding `lock` until its output is kept.
    func launch(_ run: SourceRun, lock: SourceCache.RunLock?, at now: Instant) {
        let invocation: CommandInvocation = switch run.source.origin {
        case .program(let arguments): .arguments(arguments)
        case .shell(let line): .shell(line)
        case .file: preconditionFailure("a file source is read, not run")
        }
        let request = CommandRequest(
            invocation, directory: directory, sectionID: run.sectionID, textSize: run.textSize, timeout: run.timeout,
            outputBytes: run.source.format == .image ? SourceLimits.pictureBytes : nil)
        running[runner.start(request, at: now)] = PerformedRun(run: run, lock: lock)
    }

    /// Ends `run` if it still runs, killing its process group, and never reports it: the state
    /// cancelled it (its source changed).
    public func cancel(_ run: SourceRun) {
        awaited.removeAll { $0.run == run }
        guard let (id, performed) = running.first(where: { $0.value.run == run }) else { return }
        running[id] = nil
        runner.kill(id)
        performed.lock?.release()
    }

    /// The descriptors to poll for input while commands run; ask before every wait.
    public var descriptors: [Int32] { runner.descriptors }

    /// The latest instant to wake at for a command's timeout or to look for another viewer's
    /// output; `nil` when there is neither.
    public func nextDeadline() -> Instant? {
        let commands = runner.nextDeadline()
        guard !awaited.isEmpty, let look = nextLook else { return commands }
        return commands.map { min($0, look) } ?? look
    }

    /// Reads what the commands wrote, applies their limits at `now`, and returns the runs that
    /// ended, this instance's and the others' it waited for.
    public func service(at now: Instant) -> [SourceLoad] {
        let ended = runner.service(at: now).compactMap { result in
            running.removeValue(forKey: result.id).map { performed in
                // Kept first, then released: a viewer that finds the lock free finds the output.
                defer { performed.lock?.release() }
                return load(of: result, for: performed.run)
            }
        }
        return ended + takeAwaited(at: now)
    }

    /// Runs `run` to its end, waiting for it: for `render` and `check --run`, which have no screen
    /// to keep answering.
    public func runToEnd(_ run: SourceRun) -> SourceLoad {
        if let load = start(run, at: MonotonicTime.now()) { return load }
        while !awaited.isEmpty {
            usleep(UInt32(Self.lookInterval * 1_000_000))
            if let load = takeAwaited(at: MonotonicTime.now()).first { return load }
        }
        let results = runner.runUntilIdle()
        let performed = running
        running.removeAll()
        defer { performed.values.forEach { $0.lock?.release() } }
        guard let result = results.last else {
            let failure = SourceFailure(reason: "the command gave no result")
            return SourceLoad(of: run, result: .failed(failure), clockLabel: Self.clockLabel())
        }
        return load(of: result, for: run)
    }

    /// Kills every command still running (its whole process group): for every way of leaving.
    public func killAll() {
        runner.killAll()
        running.values.forEach { $0.lock?.release() }
        running.removeAll()
        awaited.removeAll()
    }

    private func read(_ path: String, for run: SourceRun) -> SourceLoad {
        do throws(FileSourceReader.Failure) {
            let bytes = try FileSourceReader.read(path, relativeTo: directory, confinement: confinement)
            return parse(bytes, for: run, name: path)
        } catch {
            let failure = SourceFailure(reason: error.description, details: [error.description])
            return SourceLoad(of: run, result: .failed(failure), clockLabel: Self.clockLabel())
        }
    }

    private func load(of result: CommandResult, for run: SourceRun) -> SourceLoad {
        let name = Self.name(of: result.request.invocation)
        guard result.outcome.succeeded else {
            // A start failure's reason names the program already (`nosuch: command not found`).
            let headline: String
            if case .failedToStart(let reason) = result.outcome { headline = reason } else {
                headline = "\(name): \(result.outcome.summary)"
            }
            var reason = headline
            if let last = result.errorLines.last(where: { !$0.allSatisfy(\.isWhitespace) }) { reason += " — \(last)" }
            let stderr = result.errorLines.isEmpty ? [] : ["", "stderr:"] + result.errorLines
            let failure = SourceFailure(reason: reason, details: [headline] + stderr)
            return SourceLoad(of: run, result: .failed(failure), clockLabel: Self.clockLabel())
        }
        if run.source.format == .image { return picture(result.output, for: run, name: name) }
        return parse(result.output, for: run, name: name)
    }

    /// Reads `bytes` into pages; output that does is kept in the cache.
    private func parse(_ bytes: [UInt8], for run: SourceRun, name: String) -> SourceLoad {
        let source = run.source
        let result: SourceLoad.Result
        do throws(SourceOutputError) {
            let parsed = try SourceOutputParser.parse(bytes, format: source.format, colors: source.colors)
            if checksPictures { try checkPictures(parsed.pictures) }
            result = .loaded(parsed.output)
            if let cache { cache.store(bytes, for: cache.key(sectionID: run.sectionID, source: source)) }
        } catch {
            result = .failed(Self.invalidOutput(error, format: source.format, name: name))
        }
        return SourceLoad(of: run, result: result, clockLabel: Self.clockLabel())
    }

    /// Why output in `format` from the command or file `name` gave no pages.
    static func invalidOutput(_ error: SourceOutputError, format: SourceFormat, name: String) -> SourceFailure {
        let reason = "\(name): invalid \(format.rawValue) output — \(error.summary)"
        return SourceFailure(reason: reason, details: [reason, ""] + error.errors.map(\.description))
    }

    /// The pages kept from an earlier session for `source` in section `sectionID`, read and
    /// checked as a run's output is, with the time they were kept as their clock label; `nil`
    /// when none are kept, when they no longer read as pages (the entry goes), or when a file
    /// source may not be read now. Whether a command may show its output is the caller's rule.
    public func cachedLoad(sectionID: String, source: SectionSource) -> SourceLoad? {
        guard let cache, source.format != .image else { return nil }
        if case .file(let path) = source.origin, confinement?.refusal(of: path) != nil { return nil }
        guard let (output, label) = kept(cache.key(sectionID: sectionID, source: source), of: source) else {
            return nil
        }
        return SourceLoad(sectionID: sectionID, result: .loaded(output), clockLabel: label)
    }

    /// The output kept for `key` (written since `instant`, the wall clock) read as `source`'s
    /// pages, with the time it was kept; an entry that no longer reads as pages goes.
    func kept(
        _ key: SourceCacheEntry.Key, of source: SectionSource, writtenSince instant: Double = -.infinity
    ) -> (SourceOutput, clockLabel: String)? {
        guard let cache, let entry = cache.entry(for: key, writtenSince: instant) else { return nil }
        guard let parsed = try? SourceOutputParser.parse(entry.output, format: source.format, colors: source.colors)
        else {
            cache.remove(key)
            return nil
        }
        return (parsed.output, ClockLabel.text(for: entry.writtenAt))
    }

    /// How messages name a command: its program's file name, or the shell line.
    static func name(of invocation: CommandInvocation) -> String {
        switch invocation {
        case .arguments(let arguments):
            let program = arguments.first ?? ""
            return String(program.split(separator: "/").last ?? Substring(program))
        case .shell(let line):
            return line
        }
    }

    /// The local time now as the title row shows when a section last changed ("14:02").
    static func clockLabel() -> String {
        ClockLabel.text(for: Int(time(nil)))
    }
}
