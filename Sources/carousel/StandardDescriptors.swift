#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error, open whatever the parent left closed.
enum StandardDescriptors {
    /// Opens `/dev/null` on each of descriptors 0–2 that is closed. Call first: `open` and `pipe`
    /// return the lowest free descriptor, so with standard error closed the next one the program
    /// opens (its wake-up pipe, say) would become "standard error" and be written to as such.
    static func ensureOpen() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            // The lowest free descriptor is this one, since those below it are open by now.
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
        }
    }
}
