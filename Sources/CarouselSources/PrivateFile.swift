#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a file that only this user may read, whole or not at all: for the source cache and
/// the pictures that commands write.
enum PrivateFile {
    /// Writes `bytes` to a new file `temporary` (mode 0600, never through a link) in the open
    /// `folder`, then renames it to `name`, so that a reader finds the old file or the new one,
    /// never half of one. A failure leaves no temporary file, and `errno` says why.
    /// - Returns: Whether `name` now holds `bytes`.
    static func replace(_ name: String, in folder: Int32, with bytes: [UInt8], temporary: String) -> Bool {
        let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        // fchmod: the umask may have taken bits the mode asked for, never added any, but say it.
        let written = fchmod(descriptor, 0o600) == 0 && writeAll(bytes, to: descriptor) == nil
        close(descriptor)
        guard written, renameat(folder, temporary, folder, name) == 0 else {
            // The caller reads errno to tell a folder in the way from a full disk.
            let failure = errno
            unlinkat(folder, temporary, 0)
            errno = failure
            return false
        }
        return true
    }
}
