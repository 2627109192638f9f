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
/// The terminal's run loop polls `descriptors` with its own and calls `service(at:)` when it
/// wakes; `render` and `check --run` call `runToEnd(_:)`.
public final class SourceHost {
    private let runner: CommandRunner
    /// The feed file's folder: commands run there, file paths are relative to it.
    let directory: String
    private var running: [CommandRunID: SourceRun] = [:]
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

    /// Starts `run`. A file source is read now and its load returned; a command's load comes
    /// from a later `service(at:)`.
    public func start(_ run: SourceRun, at now: Instant) -> SourceLoad? {
        let invocation: CommandInvocation
        switch run.source.origin {
        case .file(let path): return run.source.format == .image ? picture(named: path, for: run) : read(path, for: run)
        case .program(let arguments): invocation = .arguments(arguments)
        case .shell(let line): invocation = .shell(line)
        }
        let request = CommandRequest(
            invocation, directory: directory, sectionID: run.sectionID, textSize: run.textSize, timeout: run.timeout,
            outputBytes: run.source.format == .image ? SourceLimits.pictureBytes : nil)
        running[runner.start(request, at: now)] = run
        return nil
    }

    /// Ends `run` if it still runs, killing its process group, and never reports it: the state
    /// cancelled it (its source changed).
    public func cancel(_ run: SourceRun) {
        guard let id = running.first(where: { $0.value == run })?.key else { return }
        running[id] = nil
        runner.kill(id)
    }

    /// The descriptors to poll for input while commands run; ask before every wait.
    public var descriptors: [Int32] { runner.descriptors }

    /// The latest instant to wake at for a command's timeout; `nil` when none runs.
    public func nextDeadline() -> Instant? { runner.nextDeadline() }

    /// Reads what the commands wrote, applies their limits at `now`, and returns the runs that ended.
    public func service(at now: Instant) -> [SourceLoad] {
        runner.service(at: now).compactMap { result in
            running.removeValue(forKey: result.id).map { load(of: result, for: $0) }
        }
    }

    /// Runs `run` to its end, waiting for it: for `render` and `check --run`, which have no screen
    /// to keep answering.
    public func runToEnd(_ run: SourceRun) -> SourceLoad {
        if let load = start(run, at: MonotonicTime.now()) { return load }
        let results = runner.runUntilIdle()
        running.removeAll()
        guard let result = results.last else {
            let failure = SourceFailure(reason: "the command gave no result")
            return SourceLoad(of: run, result: .failed(failure), clockLabel: Self.clockLabel())
        }
        return load(of: result, for: run)
    }

    /// Kills every command still running (its whole process group): for every way of leaving.
    public func killAll() {
        runner.killAll()
        running.removeAll()
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
        let key = cache.key(sectionID: sectionID, source: source)
        guard let entry = cache.entry(for: key) else { return nil }
        guard let parsed = try? SourceOutputParser.parse(entry.output, format: source.format, colors: source.colors)
        else {
            cache.remove(key)
            return nil
        }
        let label = ClockLabel.text(for: entry.writtenAt)
        return SourceLoad(sectionID: sectionID, result: .loaded(parsed.output), clockLabel: label)
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
