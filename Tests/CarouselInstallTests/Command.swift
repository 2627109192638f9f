import Foundation
import Testing

/// A program run to its end, with what it wrote (through files, so no pipe can fill up).
struct Command {
    var status: Int32
    var output: String
    var error: String

    var outputLines: [String] { output.split(separator: "\n").map(String.init) }

    /// Runs `arguments[0]` (found on PATH) in the package's root unless told otherwise.
    /// - Parameter environment: The whole environment, or `nil` for this process's own.
    static func run(_ arguments: [String], in directory: URL = Package.root, environment: [String: String]? = nil) throws -> Command {
        let scratch = try Scratch()
        let outputFile = scratch.url.appendingPathComponent("out")
        let errorFile = scratch.url.appendingPathComponent("err")
        for file in [outputFile, errorFile] {
            try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = environment == nil ? arguments : ["-i"] + (environment ?? [:]).map { "\($0)=\($1)" } + arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return Command(
            status: process.terminationStatus,
            output: try String(contentsOf: outputFile, encoding: .utf8),
            error: try String(contentsOf: errorFile, encoding: .utf8))
    }
}

/// A new empty folder, removed with the value.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Every file below the folder (not the folders), as paths relative to it, sorted.
    func files() throws -> [String] {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey])
        var found: [String] = []
        while let item = enumerator?.nextObject() as? URL {
            guard try item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory != true else { continue }
            found.append(String(item.resolvingSymlinksInPath().path.dropFirst(url.resolvingSymlinksInPath().path.count + 1)))
        }
        return found.sorted()
    }
}

/// The package and what `make test` builds before the tests: the release binary, its man page
/// and completions (`make stage`).
enum Package {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Fails the test, saying how to build them, when the staged files are missing.
    static func requireStaged(sourceLocation: SourceLocation = #_sourceLocation) throws {
        for file in [".build/release/carousel", ".build/stage/carousel.1", ".build/stage/carousel.bash"] {
            try #require(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path),
                "\(file) is missing: run `make test`, or `make stage` before `swift test`",
                sourceLocation: sourceLocation)
        }
    }

    /// `make` without building: `-o build` takes the release binary as it is, because `swift
    /// build` cannot run while `swift test` holds the build folder.
    static func make(_ arguments: [String]) throws -> Command {
        try Command.run(["make", "--no-print-directory", "-o", "build"] + arguments)
    }

    /// The version the Makefile reads from the one place that defines it.
    static func version() throws -> String {
        let result = try Command.run(["make", "--no-print-directory", "-s", "version"])
        return try #require(result.outputLines.first)
    }
}
