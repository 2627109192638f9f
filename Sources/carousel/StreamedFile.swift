import CarouselSources
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file written as it is made (`render --cast`): into a new temporary file beside the
/// target, renamed over the target only when complete. The target itself is never opened,
/// truncated or removed, whatever fails, and no folder is created; nothing but a regular file is
/// ever written, so a pipe, a FIFO or a device is refused before the first byte (no write can
/// block on a FIFO, raise SIGPIPE, or go to a device).
final class StreamedFile {
    /// Why the file was not written, as a sentence for `carousel: …`.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let path: String
    private let target: Target
    private let temporary: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// The first write that failed (`errno`): later ones are skipped, and `commit` reports it.
    private var writeError: Int32?

    /// Enough to make writes few, small enough that memory stays flat.
    private static let chunkSize = 64 * 1024

    /// Creates the temporary file.
    /// - Parameter path: The file to replace or create once the writing is complete.
    init(replacing path: String) throws(Failure) {
        self.path = path
        target = try Target(path)
        // A file size limit (`ulimit -f`) makes a write fail with EFBIG rather than end the
        // process, which would leave the temporary file behind.
        signal(SIGXFSZ, SIG_IGN)
        (temporary, descriptor) = try Self.createTemporary(beside: target.path, for: path)
        buffer.reserveCapacity(Self.chunkSize)
    }

    /// Adds `text`, written out a chunk at a time.
    func write(_ text: String) {
        guard writeError == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.chunkSize { flush() }
    }

    /// Writes what is left, makes it durable, and renames the temporary file over the target;
    /// on any failure removes the temporary file instead.
    func commit() throws(Failure) {
        flush()
        if writeError == nil, fsync(descriptor) != 0 { writeError = errno }
        if close(descriptor) != 0, writeError == nil { writeError = errno }
        if writeError == nil, rename(temporary, target.path) != 0 { writeError = errno }
        guard let code = writeError else { return }
        unlink(temporary)
        let kept = target.existed ? " (the file there is left as it was)" : ""
        throw Failure(description: "cannot record to \(path): \(String(cString: strerror(code)))\(kept)")
    }

    private func flush() {
        guard writeError == nil, !buffer.isEmpty else { return }
        writeError = writeAll(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
    }

    /// `.NAME.XXXXXX` in the target's folder, which the rename needs: it never crosses file systems.
    private static func createTemporary(beside target: String, for path: String) throws(Failure) -> (String, Int32) {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        while true {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let temporary = "\(folder).\(name).\(suffix)"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST {
                throw Failure(description: "cannot record to \(path): \(String(cString: strerror(errno)))")
            }
        }
    }
}

extension StreamedFile {
    /// Where the file will be: checked before anything is written.
    struct Target {
        /// The path renamed over: through a symbolic link, the file it leads to (the link stays).
        var path: String
        /// Whether a file is there now, left as it is on a failure.
        var existed: Bool

        init(_ path: String) throws(Failure) {
            func refused(_ reason: String) -> Failure { Failure(description: "cannot record to \(path): \(reason)") }
            var status = stat()
            if stat(path, &status) == 0 {
                switch status.st_mode & S_IFMT {
                case S_IFREG: break
                case S_IFDIR: throw refused("it is a folder")
                case S_IFIFO: throw refused("it is a pipe or a FIFO, not a regular file")
                case S_IFCHR, S_IFBLK: throw refused("it is a device, not a regular file")
                default: throw refused("it is not a regular file")
                }
                guard let resolved = realpath(path, nil) else { throw refused(String(cString: strerror(errno))) }
                self.path = String(cString: resolved)
                free(resolved)
                existed = true
                return
            }
            guard errno == ENOENT else { throw refused(String(cString: strerror(errno))) }
            // Renamed over, a link to a missing file would be replaced rather than followed.
            if lstat(path, &status) == 0 { throw refused("it is a symbolic link to a missing file") }
            let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
            if stat(folder.isEmpty ? "/" : folder, &status) != 0 {
                let reason = errno == ENOENT
                    ? "no folder \(folder) (none is created)" : String(cString: strerror(errno))
                throw refused(reason)
            }
            self.path = path
            existed = false
        }
    }
}
