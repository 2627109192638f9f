import ArgumentParser
import BuiltinFeed
import CarouselFeed
import CarouselKit
import Foundation

/// Where the feed comes from: a file, or the one built into the binary.
struct FeedSource {
    /// `nil` for the built-in feed.
    let path: String?

    var name: String { path ?? BuiltinFeed.name }

    /// Reads and validates the feed, with the command line's settings applied.
    /// - Throws: `FeedSource.Failure` with the message and exit code for the problem.
    func load(overrides: FeedOverrides) throws(Failure) -> Feed {
        let text: String
        if let path {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(message: "\(path): no such file", exitCode: ExitStatus.unreadableFeed)
            }
            guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
                throw Failure(message: "\(path): cannot read the file", exitCode: ExitStatus.unreadableFeed)
            }
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = BuiltinFeed.yaml
        }
        do {
            return overrides.apply(to: try FeedLoader.load(text, name: name))
        } catch {
            throw Failure(message: "\(error)", exitCode: ExitStatus.invalidFeed)
        }
    }

    struct Failure: Error {
        var message: String
        var exitCode: ExitCode
    }
}
