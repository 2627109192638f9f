import ArgumentParser
import CarouselKit
import Foundation

/// `carousel [FEED]`: the interactive app.
///
/// PROVISIONAL until the terminal layer lands (issue 3): prints the first screen of the feed at
/// 100x30 through the same renderer.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show a feed in the terminal (the default command).",
        shouldDisplay: false
    )

    @OptionGroup var options: CarouselOptionGroup

    func run() throws {
        let feed: Feed
        do {
            feed = try FeedSource(path: options.feed).load(overrides: options.overrides)
        } catch {
            FileHandle.standardError.write(Data("carousel: \(error.message)\n".utf8))
            throw error.exitCode
        }
        let state = CarouselState(
            feed: feed, options: options.carouselOptions(environment: ProcessInfo.processInfo.environment),
            screenSize: Size(width: 100, height: 30))
        print(Renderer().render(state).plainText())
    }
}
