import ArgumentParser
import CarouselFeed
import CarouselKit
import CarouselPictures
import CarouselSources

/// `carousel check FEED...`: validates feed files and prints every problem of every file.
///
/// Everything it finds is the command's output, so it goes to standard output (to pipe into
/// `grep` or a CI log), made safe for a terminal (`PrintedText`); only usage errors go to
/// standard error.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check feed files and print every problem in them.",
        discussion: """
            Prints each problem as FILE:LINE:COLUMN: PATH: MESSAGE (warnings say "warning:" after \
            the location), then one summary line per file, e.g. "winter.yaml: OK (6 sections, \
            31 pages)". Everything goes to standard output. Warnings alone do not make a file \
            invalid.

            A file source whose path resolves (links included) outside the feed's folder is an \
            error, as the app refuses to read it, unless -x (--allow-commands) is given.

            With --run, the source of every live section is run once (commands too: asking for \
            --run is the permission) and its output checked; a source that fails or gives output \
            that is not valid prints FILE: sections[N].source: and the reason, its errors \
            located in the output, and makes the file invalid.

            Every picture a page names (image:) is opened and decoded: a file that is missing, \
            outside the feed's folder (allowed with --allow-commands), not a PNG or JPEG, broken, \
            cut short or larger than 50 megapixels is an error located at its image value.

            Exit codes: 0 every file is a valid feed; 65 at least one file is not (this wins); \
            66 a file is missing or unreadable and none is invalid; 64 bad usage.
            """
    )

    @Argument(help: ArgumentHelp("Feed files (.yaml, .yml or .json).", valueName: "feed"))
    var feeds: [String]

    @Flag(name: .customLong("run"), help: "Also run every live section's source once and check its output.")
    var runSources = false

    @Flag(
        name: [.customLong("allow-commands"), .customShort("x")],
        help: "Let file sources and pictures be outside the feed's folder, as the app does with -x.")
    var allowCommands = false

    func run() throws {
        var outcome = FeedCheckOutcome()
        for path in feeds {
            outcome.add(check(path))
        }
        if let exitCode = outcome.exitCode { throw exitCode }
    }

    private func check(_ path: String) -> FeedCheckOutcome.FileResult {
        do {
            let loaded = try FeedFile.readFeed(
                at: ArgumentPath.filePath(path), filePathRefusal: filePathRefusal(for: path))
            let pictureErrors = pictureProblems(loaded.pictures, in: path)
            for problem in FeedDiagnostic.inFileOrder(loaded.warnings + pictureErrors) {
                PrintedText.printLine(problem.description)
            }
            guard pictureErrors.isEmpty else {
                PrintedText.printLine(
                    "\(path): invalid (\(Self.count(pictureErrors.count, "error"))\(warningSummary(loaded.warnings)))")
                return .invalid
            }
            let sections = loaded.feed.sections.count
            let pages = loaded.feed.sections.reduce(0) { $0 + $1.pages.count }
            if runSources, !runEverySource(of: loaded.feed, path: path) {
                PrintedText.printLine("\(path): invalid (a source failed)")
                return .invalid
            }
            let counts = "\(Self.count(sections, "section")), \(Self.count(pages, "page"))"
            PrintedText.printLine("\(path): OK (\(counts)\(warningSummary(loaded.warnings)))")
            return .valid
        } catch {
            switch error {
            case .unreadable(let readError):
                PrintedText.printLine(readError.description)
                return .unreadable
            case .invalid(let loadError):
                let pictureErrors = pictureProblems(loadError.pictures, in: path)
                for diagnostic in Self.merging(pictureErrors, into: loadError.diagnostics) {
                    PrintedText.printLine(diagnostic.description)
                }
                let errors = loadError.errors.count + pictureErrors.count
                let warnings = loadError.diagnostics.filter { $0.severity == .warning }
                PrintedText.printLine("\(path): invalid (\(Self.count(errors, "error"))\(warningSummary(warnings)))")
                return .invalid
            }
        }
    }

    /// Why each of `pictures`, named by the feed at `path`, cannot be shown.
    private func pictureProblems(_ pictures: [PictureReference], in path: String) -> [FeedDiagnostic] {
        let folder = FeedFolder(feedFile: ArgumentPath.filePath(path))
        return PictureCheck.problems(in: pictures, file: path, folder: folder, allowOutside: allowCommands)
    }

    /// `located` (in file order) placed among `diagnostics` by where they are, each before the
    /// first diagnostic found after it; the others keep their order.
    private static func merging(_ located: [FeedDiagnostic], into diagnostics: [FeedDiagnostic]) -> [FeedDiagnostic] {
        var merged: [FeedDiagnostic] = []
        var pending = located[...]
        for diagnostic in diagnostics {
            while let next = pending.first, let here = diagnostic.location, let there = next.location, there < here {
                merged.append(next)
                pending = pending.dropFirst()
            }
            merged.append(diagnostic)
        }
        return merged + pending
    }

    /// Without -x: a file source that resolves outside the feed's folder is an error.
    private func filePathRefusal(for feedPath: String) -> FilePathRefusal? {
        guard !allowCommands else { return nil }
        let confinement = FeedFolderConfinement(folder: FeedSource(argument: feedPath).directory)
        return { confinement.refusal(of: $0) }
    }

    /// Runs each source once, one after another, and prints what each gave.
    /// - Returns: Whether every source gave valid output.
    private func runEverySource(of feed: Feed, path: String) -> Bool {
        let host = SourceHost(
            directory: FeedSource(argument: path).directory, filesAnywhere: allowCommands, checksPictures: true)
        let textSize = Size(
            width: FeedLayout.textWidth(cardWidth: LayoutMetrics.standard.maxCardWidth),
            height: LayoutMetrics.standard.bodyLines)
        var allValid = true
        for (index, section) in feed.sections.enumerated() {
            guard let source = section.source else { continue }
            let place = "\(path): sections[\(index)].source (\(source.summary))"
            let load = host.runToEnd(SourceRun(
                sectionID: section.id, sectionTitle: section.title, source: source, textSize: textSize,
                timeout: feed.sources.timeout(for: source)))
            switch load.result {
            case .loaded(let output):
                PrintedText.printLine("\(place): OK (\(Self.count(output.pages.count, "page")))")
            case .failed(let failure):
                allValid = false
                // The first line names the command (or the file) itself.
                for line in failure.details.isEmpty ? [failure.reason] : failure.details where !line.isEmpty {
                    PrintedText.printLine("\(path): sections[\(index)].source: \(line)")
                }
            }
        }
        return allValid
    }

    private func warningSummary(_ diagnostics: [FeedDiagnostic]) -> String {
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return warnings == 0 ? "" : ", \(Self.count(warnings, "warning"))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// The exit code of a `check` run over several files: invalid beats unreadable beats success.
struct FeedCheckOutcome {
    enum FileResult {
        case valid, invalid, unreadable
    }

    private var sawInvalid = false
    private var sawUnreadable = false

    mutating func add(_ result: FileResult) {
        switch result {
        case .valid: break
        case .invalid: sawInvalid = true
        case .unreadable: sawUnreadable = true
        }
    }

    /// `nil` when every file is valid.
    var exitCode: ExitCode? {
        if sawInvalid { return ExitStatus.invalidFeed }
        if sawUnreadable { return ExitStatus.unreadableFeed }
        return nil
    }
}
