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
        var variables: [String: String] = [:]
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = start else { return variables }
        while let pointer = entry.pointee {
            // Split at the first "=" in bytes: searching a String by Characters cost several
            // thousand instructions an entry.
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                // The first definition wins, as with getenv(3).
                if variables[name] == nil { variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self) }
            }
            entry += 1
        }
        return variables
    }
}
