import Foundation

/// Runs the built `carousel` binary and captures what it says.
struct CarouselProcess {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }
    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }

    struct BinaryMissing: Error, CustomStringConvertible {
        var description: String {
            "\(TestPaths.binary.path) is missing; run `make test` (or `swift build --product carousel`) first"
        }
    }

    /// - Parameter environment: Variables set on top of the test's own (`NO_COLOR` is always set).
    static func run(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, environment extra: [String: String] = [:]
    ) throws -> CarouselProcess {
        guard FileManager.default.isExecutableFile(atPath: TestPaths.binary.path) else { throw BinaryMissing() }
        let process = Process()
        process.executableURL = TestPaths.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
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
