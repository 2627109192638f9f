import ArgumentParser
import CarouselKit
import CarouselPictures
import CarouselTerminal
import CarouselSources

/// `carousel render`: the core on a simulated clock, with no terminal; prints the final screen.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the screen the app would show, without a terminal.",
        discussion: """
            Replays --keys on a simulated clock (all at time 0 unless separated by wait:SECONDS), \
            lets the clock run to --time, and prints the screen as plain text. Live sections' \
            sources in view run once first (commands only with --allow-commands), through the \
            same loader as the app: one at a time, back to back (the feed's gap takes no \
            simulated time and is not waited for); the simulated clock starts when they are done. \
            As in the app, live sections start with their cached pages and keep good output in \
            the cache (not with --no-cache). Key names: left \
            right up down 0-9 space pgup pgdown home end tab backtab esc enter r q ?, any single \
            letter, and wait:SECONDS. With --ambiguous-width 2 (or CAROUSEL_AMBIGUOUS_WIDTH=2) the \
            screen is laid out as a terminal that draws East Asian Ambiguous characters two \
            columns wide shows it; auto means 1 here, as there is no terminal to ask. With --cast \
            FILE the session is also written as an asciicast v2 recording, every frame at its \
            simulated time, streamed to a temporary file beside FILE that replaces FILE when \
            complete (a failure leaves FILE as it was; FILE must be a regular file or missing, \
            in a folder that exists). With --screen-reader it prints what that mode says \
            instead of the screen: the opening lines, then a line for each change.
            """
    )

    @OptionGroup var options: CarouselOptionGroup

    // `.unconditional`: `--size -1x-1` is a bad size, not a missing value followed by an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The screen size in columns x rows, each 1 to 1000, e.g. 100x30.", valueName: "WxH"),
        transform: CommandLineValue.screenSize)
    var size: Size

    @Option(help: ArgumentHelp("Keys to press, e.g. \"right right 3 wait:2.5 down\".", valueName: "keys"))
    var keys: String = ""

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds of simulated time since start (0 to 86400). Default: when the last key was applied.",
            valueName: "S"),
        transform: CommandLineValue.secondsFromZero)
    var time: Double? = nil

    @Option(help: ArgumentHelp(
        "Also write the session, every frame at its simulated time, as an asciicast v2 recording to FILE.",
        valueName: "FILE"))
    var cast: String? = nil

    @Flag(help: ArgumentHelp(
        "Print the final screen with its colours and attributes as SGR escape sequences (nothing else)."))
    var ansi = false

    mutating func validate() throws {
        if cast == "-" {
            throw ValidationError("--cast needs a file: standard output carries the screen")
        }
        if ansi, options.settings.isScreenReader(environment: ProcessEnvironment()) {
            throw ValidationError("--ansi draws colours, which the screen-reader mode never prints")
        }
        do {
            _ = try KeyScript(keys)
        } catch {
            throw ValidationError("--keys: \(error)")
        }
        // The screen at an instant the keys' waits have already passed cannot be shown.
        if let time, let waits = try? KeyScript(keys).duration, time < waits {
            let end = "whose waits add up to \(Self.seconds(waits)) s"
            throw ValidationError("--time \(Self.seconds(time)) is before the end of --keys, \(end)")
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    func run() throws {
        let settings = options.settings
        let overrides = settings.overrides
        let source = FeedSource(argument: settings.feed)
        let feed: Feed
        do {
            let loaded = try source.readFeed(overrides: overrides)
            StandardError.write(warnings: loaded.warnings)
            feed = loaded.feed
        } catch {
            error.report()
            throw error.exitCode
        }
        var carouselOptions = settings.carouselOptions(environment: ProcessEnvironment())
        // A locale that is not UTF-8 gets ASCII, as the app would draw it.
        if !PrintedText.localeIsUTF8 { carouselOptions.ascii = true }
        let sources = RenderSources(
            directory: source.directory, filesAnywhere: carouselOptions.allowCommands,
            cache: settings.sourceCache(for: source, environment: ProcessEnvironment()))
        // Runs and the gaps between them take no simulated time here: they go back to back.
        var stateFeed = feed
        stateFeed.sources.gap = 0
        let state: CarouselState
        do throws(InvalidFeed) {
            state = sources.showingCachedPages(
                try CarouselState(feed: stateFeed, options: carouselOptions, size: Renderer.viewport(for: size)))
        } catch {
            StandardError.write("carousel: \(error)")
            throw ExitStatus.invalidFeed
        }
        let pictures = source.pictures(allowOutside: carouselOptions.allowCommands)
        // Parsed before the recording's temporary file exists, which nothing may leave behind.
        let script = try KeyScript(keys)
        let castFile: StreamedFile?
        do throws(StreamedFile.Failure) {
            castFile = try cast.map { path throws(StreamedFile.Failure) in try StreamedFile(replacing: path) }
        } catch {
            StandardError.write("carousel: \(error)")
            throw ExitStatus.cannotCreate
        }
        let recording = castFile.map { file in
            AsciicastRecording(size: size, title: state.title ?? "Carousel", write: file.write)
        }
        // Only the final screen is printed; time being exact, it is the screen the app would show.
        // A recording needs every frame on the way.
        var session = SimulatedSession(
            state: state, frames: recording == nil ? .last : .every,
            reload: {
                do throws(FeedSource.Failure) {
                    var reloaded = try source.readFeed(overrides: overrides).feed
                    reloaded.sources.gap = 0
                    do throws(InvalidFeed) {
                        return .feedLoaded(try PreparedFeed(reloaded, options: carouselOptions), isReload: true)
                    } catch {
                        return .reloadFailed("\(error)")
                    }
                } catch {
                    return .reloadFailed(error.firstProblem, details: error.lines)
                }
            },
            runSource: sources.run,
            // No terminal to keep answering: each picture is decoded when asked for.
            loadPicture: { request in
                .pictureLoaded(request, PictureLoad.outcome(of: request, resolver: pictures))
            },
            onFrame: recording.map { recording in { recording.record($0, changes: $1, at: $2) } })
        let end = time.map(Instant.init(seconds:))
        let announcements = settings.isScreenReader(environment: ProcessEnvironment())
            ? session.announce(script, until: end) : nil
        if announcements == nil {
            session.play(script)
            if let end { session.run(until: end) }
        }
        if let castFile, let recording {
            recording.finish(at: session.time)
            do throws(StreamedFile.Failure) {
                try castFile.commit()
            } catch {
                StandardError.write("carousel: \(error)")
                throw ExitStatus.cannotCreate
            }
        }
        if let announcements {
            for line in announcements { PrintedText.printLine(line) }
            return
        }
        // A one-row screen is drawn on two rows; it prints as the one row it is.
        let trueColor = AnsiText.trueColor(colorTerm: ProcessEnvironment()["COLORTERM"])
        let lines = ansi ? AnsiText.lines(of: session.screen, trueColor: trueColor)
            : session.screen.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        print(lines.prefix(size.height).joined(separator: "\n"))
    }
}
