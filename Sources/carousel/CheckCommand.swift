import ArgumentParser
import CarouselFeed

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

            Exit codes: 0 every file is a valid feed; 65 at least one file is not (this wins); \
            66 a file is missing or unreadable and none is invalid; 64 bad usage.
            """
    )

    @Argument(help: ArgumentHelp("Feed files (.yaml, .yml or .json).", valueName: "feed"))
    var feeds: [String]

    func run() throws {
        var outcome = FeedCheckOutcome()
        for path in feeds {
            outcome.add(check(path))
        }
        if let exitCode = outcome.exitCode { throw exitCode }
    }

    private func check(_ path: String) -> FeedCheckOutcome.FileResult {
        do {
            let loaded = try FeedFile.load(at: ArgumentPath.filePath(path))
            for warning in loaded.warnings { PrintedText.printLine(warning.description) }
            let sections = loaded.feed.sections.count
            let pages = loaded.feed.sections.reduce(0) { $0 + $1.pages.count }
            PrintedText.printLine("\(path): OK (\(Self.count(sections, "section")), \(Self.count(pages, "page"))\(warningSummary(loaded.warnings)))")
            return .valid
        } catch {
            switch error {
            case .unreadable(let readError):
                PrintedText.printLine(readError.description)
                return .unreadable
            case .invalid(let loadError):
                for diagnostic in loadError.diagnostics { PrintedText.printLine(diagnostic.description) }
                let errors = loadError.errors.count
                let warnings = loadError.diagnostics.filter { $0.severity == .warning }
                PrintedText.printLine("\(path): invalid (\(Self.count(errors, "error"))\(warningSummary(warnings)))")
                return .invalid
            }
        }
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
