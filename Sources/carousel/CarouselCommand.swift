import ArgumentParser
import CarouselSources
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct CarouselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "carousel",
        abstract: "A terminal board of sliding carousels.",
        usage: """
            carousel [<feed>] [--interval <S>] [--resume-after <S>] [--wrap <wrap>] [--no-autoplay] \
            [--reduced-motion] [--ascii] [--no-color] [--ambiguous-width <auto|1|2>] [--border <border>] \
            [-x|--allow-commands] [--no-cache] [--hyperlinks <auto|always|never>] [--images <mode>] \
            [--symbols <half|quadrant|sextant>] [--screen-reader [--autoplay]] [--demo]
            carousel render [<feed>] --size <WxH> [--keys <keys>] [--time <S>] [<options>]
            carousel check <feed> ...
            carousel init [<path>]
            carousel schema
            """,
        discussion: """
            Shows a vertical feed of sections, each a horizontally paged carousel of cards that \
            turns its pages on a timer. FEED is a .yaml, .yml or .json file; 'carousel check \
            FEED' lists every problem in one. Without FEED it shows \(ConfigFeed.description) \
            when that file exists, else the built-in feed; 'carousel init' writes a commented \
            starter feed there.

            Options of the main command (render takes them too; they win over the
            feed's own settings):
              --interval <S>      Seconds each page shows before auto-advance
                                  (above 0, at most 86400).
              --resume-after <S>  Seconds without input before paused
                                  auto-advance resumes (above 0, at most 86400).
              --wrap <wrap>       After the last page: rewind, jump or loop.
              --no-autoplay       No section auto-advances.
              --reduced-motion    Every move is instant.
              --ascii             Draw with ASCII only.
              --no-color          No colours (also when NO_COLOR is set).
              --ambiguous-width <auto|1|2>
                                  Columns the terminal gives East Asian
                                  Ambiguous characters (box drawing, ● ○ …):
                                  auto asks the terminal at start (render: 1).
                                  Default: CAROUSEL_AMBIGUOUS_WIDTH, else auto.
              --border <border>   Lines around cards: auto, rounded, ascii or
                                  none (auto: ascii where ambiguous is 2).
              -x, --allow-commands
                                  Run the commands of live sections (without
                                  it, a command section only names its command).
              --no-cache          Neither show nor keep live sections' last
                                  pages (kept in $XDG_CACHE_HOME/carousel, else
                                  ~/.cache/carousel, shown at start until the
                                  sources have run again).
              --hyperlinks <auto|always|never>
                                  Card titles with a link as terminal
                                  hyperlinks (OSC 8); auto: in kitty, WezTerm,
                                  iTerm2, VTE and foot, not in tmux.
              --images <mode>     How pictures are drawn: auto, kitty, sixel,
                                  symbols or none (the alt text). Default:
                                  CAROUSEL_IMAGES, else auto.
              --symbols <half|quadrant|sextant>
                                  Block symbols pictures are drawn with in
                                  cells: 1 × 2, 2 × 2 or 2 × 3 pixels a cell.
                                  Default: CAROUSEL_SYMBOLS, else sextant in
                                  kitty, WezTerm and foot, else quadrant.
              --screen-reader     Plain lines of text for screen readers, no
                                  drawn screen (also CAROUSEL_SCREEN_READER=1).
              --autoplay          With --screen-reader: every section auto-advances.
              --demo              The built-in feed, also where your own feed.yaml
                                  exists.

            Exit codes: 0 success, 64 bad usage, 65 invalid feed, 66 feed file missing or \
            unreadable, 69 no usable terminal, 73 file not created (carousel init, \
            render --cast).
            """,
        version: CarouselVersion.current,
        subcommands: [RunCommand.self, RenderCommand.self, CheckCommand.self, InitCommand.self, SchemaCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// ArgumentParser's entry point with the app's own voice for errors: every message to
    /// standard error starts with `carousel:` (not `Error:`), and names the main command
    /// `carousel`, not the hidden `carousel run`. Help and `--version` still go to standard output.
    static func main() {
        StandardDescriptors.ensureOpen()
        // Before any source runs: what escapes a run's process group comes back to carousel.
        Subreaper.become()
        do {
            let arguments = CommandLine.arguments.dropFirst()
            let environment = ProcessEnvironment()
            if let settings = QuickCommandLine.showSettings(arguments: arguments, environment: environment) {
                try RunCommand.show(settings)
            } else {
                var command = try parseAsRoot()
                try command.run()
            }
        } catch let code as ExitCode {
            // Says nothing: ArgumentParser's message for it would build the commands' usage first.
            exitProcess(code.rawValue)
        } catch {
            let exitCode = exitCode(for: error)
            let message = fullMessage(for: error)
            if exitCode == .success {
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                StandardError.write(CommandLineMessage.rewrite(message))
            }
            exitProcess(exitCode.rawValue)
        }
    }
}

/// `exit(3)`, named so that it is not `ParsableCommand.exit(withError:)` inside a command.
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
