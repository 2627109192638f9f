import Foundation

/// Runs the built `carousel` binary (or another built program) and captures what it says.
struct CarouselProcess {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }
    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }

    struct BinaryMissing: Error, CustomStringConvertible {
        var binary: URL
        var description: String {
            let build = binary == TestPaths.binary ? "swift build --product carousel" : "swift build --package-path Examples"
            return "\(binary.path) is missing; run `make test` (or `\(build)`) first"
        }
    }

    /// - Parameters:
    ///   - environment: Variables to set. `HOME`, `XDG_CONFIG_HOME` and `XDG_CACHE_HOME` are not
    ///     passed on unless given here, so that no feed of the user's own replaces the built-in
    ///     one and no test reads or fills the user's cache.
    ///   - binary: The program to run: `carousel`, or a built example.
    static func run(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, environment: [String: String] = [:],
        binary: URL = TestPaths.binary
    ) throws -> CarouselProcess {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw BinaryMissing(binary: binary) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        variables["HOME"] = nil
        variables["XDG_CONFIG_HOME"] = nil
        variables["XDG_CACHE_HOME"] = nil
        variables["NO_COLOR"] = "1"
        variables["CAROUSEL_AMBIGUOUS_WIDTH"] = nil
        process.environment = variables.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a chatty process never blocks on a full pipe.
        let errorData = ReadAll(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CarouselProcess(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread.
private final class ReadAll: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
