import CProcessSpawn
import Foundation

/// Runs a program to completion through the C spawn helper (clean signal mask, no inherited
/// descriptors) and returns its exit status and combined output.
enum ProgramRunner {
    struct Result {
        var status: Int32
        var output: String
    }

    /// - Parameters:
    ///   - arguments: The program (searched in PATH) and its arguments.
    ///   - environment: The complete environment of the program.
    static func run(_ arguments: [String], environment: [String: String]) -> Result {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let capacity = 1 << 20
        var output = [CChar](repeating: 0, count: capacity)
        let status = process_spawn_run(argv, envp, &output, capacity)
        let bytes = output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return Result(status: status, output: String(decoding: bytes, as: UTF8.self))
    }
}
