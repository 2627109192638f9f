import ArgumentParser
import BuiltinFeed
import CarouselFeed
import CarouselKit
import CarouselPictures
import CarouselTerminal
import SystemPackage

/// Where the feed comes from: a file, or the one built into the binary.
struct FeedSource: Sendable {
    /// `nil` for the built-in feed.
    let path: FilePath?

    /// The feed named on the command line (as ArgumentParser read it), or the built-in one.
    init(argument: String?) {
        path = argument.map(ArgumentPath.filePath)
    }

    /// Where live sections' commands run and their file paths start: the feed file's folder
    /// (the current one for the built-in feed, which has no sources).
    var directory: String {
        path?.folder.string ?? "."
    }

    /// Where the feed's pictures are found: its file's folder (anywhere with `allowOutside`), or
    /// the pictures built in with the built-in feed.
    func pictures(allowOutside: Bool) -> PictureResolver {
        guard let path else { return PictureResolver(embedded: BuiltinFeed.pictures) }
        return PictureResolver(folder: FeedFolder(feedFile: path), allowOutside: allowOutside)
    }

    /// The feed's name in messages and on the `Loading…` screen: its path as given.
    var name: String { path?.description ?? BuiltinFeed.name }

    /// Whether the feed reads and checks in a few milliseconds at most: the built-in one, or a
    /// regular file of up to `smallFileBytes` (not a FIFO or a device, which may keep a reader
    /// waiting). The app reads such a feed on its own thread (`TerminalApp`).
    var isSmall: Bool {
        path.map { FeedFile.isRegularFile(at: $0, atMost: Self.smallFileBytes) } ?? true
    }

    /// 16 KiB: read and checked in 2-3 ms at most on this project's machine (0.6 ms for the
    /// peers' 4 KB feed), well within the quiet start (`TerminalApp.quietStart`).
    static let smallFileBytes = 16 << 10

    /// Reads and validates the feed, with the command line's settings applied.
    /// - Parameter preview: Asks for a big feed's first sections (settings applied) as soon as
    ///   they are checked.
    /// - Returns: The feed and the reader's warnings (unknown keys…), for the caller to show.
    /// - Throws: `FeedSource.Failure` with every problem and the exit code for them.
    func readFeed(overrides: FeedOverrides, preview: FeedPreview? = nil) throws(Failure) -> CheckedFeed {
        var checked: CheckedFeed
        do {
            checked = try readAsWritten(preview: preview.map { preview in
                FeedPreview(sectionCount: preview.sectionCount) { preview.deliver(overrides.apply(to: $0)) }
            })
        } catch {
            throw Failure(error)
        }
        checked.feed = overrides.apply(to: checked.feed)
        return checked
    }

    private func readAsWritten(preview: FeedPreview?) throws(FeedFileError) -> CheckedFeed {
        guard let path else {
            do {
                return try FeedReader.read(BuiltinFeed.yaml, name: BuiltinFeed.name, format: .yaml)
            } catch {
                throw .invalid(error)
            }
        }
        return try FeedFile.readFeed(at: path, preview: preview)
    }

    /// A feed that could not be used: why, and which exit code says so.
    struct Failure: Error {
        /// Every problem, one line each (`file:line:column: path: message`).
        var lines: [String]
        /// One line for a status line: the first problem and how many more there are.
        var message: String

        /// The first error (a warning only when there is nothing else), for a status line.
        var firstProblem: String {
            lines.first { !$0.contains(": warning: ") } ?? lines.first ?? message
        }
        var exitCode: ExitCode

        init(_ error: FeedFileError) {
            switch error {
            case .unreadable(let readError):
                lines = [readError.description]
                message = readError.description
                exitCode = ExitStatus.unreadableFeed
            case .invalid(let loadError):
                lines = loadError.diagnostics.map(\.description)
                message = loadError.summary
                exitCode = ExitStatus.invalidFeed
            }
        }

        /// Writes every line to standard error, each starting with `carousel: `.
        func report() {
            for line in lines { StandardError.write("carousel: \(line)") }
        }

        /// The same, as the app's feed reads hand it over.
        var refusal: FeedRefusal {
            FeedRefusal(problems: lines, firstProblem: firstProblem, exitStatus: exitCode.rawValue)
        }
    }
}
