#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every byte to a file descriptor, resuming after partial writes and signals.
/// - Returns: `errno` of the write that failed, or `nil` when every byte was written.
public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}
