#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read from the C library's `environ`.
enum ProcessEnvironment {
    /// Read once, at the first use: carousel never changes its own environment, and the commands
    /// it asks for it several times before the first screen.
    static let variables: [String: String] = read()

    private static func read() -> [String: String] {
        let environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard let start = environment else { return [:] }
        var count = 0
        while start[count] != nil { count += 1 }
        var variables: [String: String] = [:]
        variables.reserveCapacity(count)
        // Last entry first, so that the first definition of a name is the one kept, as with
        // getenv(3), at one hash of the name an entry.
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard let pointer = start[index] else { continue }
            // Split at the first "=" in bytes: searching a String by Characters cost several
            // thousand instructions an entry.
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
            variables[String(decoding: bytes[..<equals], as: UTF8.self)] =
                String(decoding: bytes[(equals + 1)...], as: UTF8.self)
        }
        return variables
    }
}
