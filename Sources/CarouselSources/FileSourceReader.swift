#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file source (docs/behaviour.md §3.11) without ever waiting on it: only a regular file is read, so a
/// FIFO with no writer, a terminal or an endless device can neither hang nor flood the program.
public enum FileSourceReader {
    /// The same cap as a command's output.
    public static let sizeLimit = CommandLimits.standard.outputBytes

    /// Why a file source gave no bytes.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// The whole file, at most `limit` bytes.
    /// - Parameters:
    ///   - path: Absolute, or relative to `directory` (the feed file's folder).
    ///   - confinement: When given, a file that resolves outside its folder is refused — checked
    ///     on the path before anything is opened, and again on the open descriptor.
    public static func read(
        _ path: String, relativeTo directory: String, limit: Int = sizeLimit,
        confinement: FeedFolderConfinement? = nil
    ) throws(Failure) -> [UInt8] {
        let fullPath = Self.fullPath(path, relativeTo: directory)
        let fail = { (reason: String) in Failure(path: path, reason: reason) }
        if let refusal = confinement?.refusal(of: fullPath) { throw fail(refusal) }
        // stat first, so that a device is never even opened (opening one can have effects).
        var status = stat()
        guard stat(fullPath, &status) == 0 else { throw fail(reason(errno)) }
        if let refusal = refusal(status) { throw fail(refusal) }
        // O_NONBLOCK: should the path have become a FIFO since, open returns at once.
        let descriptor = open(fullPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw fail(reason(errno)) }
        defer { close(descriptor) }
        if let refusal = confinement?.refusal(openDescriptor: descriptor) { throw fail(refusal) }
        guard fstat(descriptor, &status) == 0 else { throw fail(reason(errno)) }
        if let refusal = refusal(status) { throw fail(refusal) }
        if Int(status.st_size) > limit { throw fail(tooLarge(limit)) }

        // The size can change while reading: read to the end of file, one byte past the limit at most.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, wanted) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(reason(errno))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        if bytes.count > limit { throw fail(tooLarge(limit)) }
        return bytes
    }

    /// `path` as it is opened: absolute, or relative to `directory` (the feed file's folder).
    public static func fullPath(_ path: String, relativeTo directory: String) -> String {
        path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
    }

    private static func refusal(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory, not a file"
        case S_IFIFO: "is a FIFO (named pipe), not a regular file: it is not read, since it could wait for ever"
        case S_IFCHR, S_IFBLK: "is a device, not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        default: "is not a regular file"
        }
    }

    private static func tooLarge(_ limit: Int) -> String {
        "is larger than \(ByteCount.text(limit))"
    }

    private static func reason(_ error: Int32) -> String {
        switch error {
        case ENOENT: "no such file"
        case EACCES: "cannot be read (permission denied)"
        case ENOTDIR: "no such file (a folder on its path is a file)"
        default: "cannot be read (\(String(cString: strerror(error))))"
        }
    }
}

/// `read(2)`, out of reach inside `FileSourceReader`, whose own `read` hides it.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
