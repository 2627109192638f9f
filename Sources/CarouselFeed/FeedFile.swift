#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// Reads a feed file from disk, telling a file that cannot be read (exit 66) from one whose
/// contents are wrong (exit 65).
public enum FeedFile {
    /// Why a path gave no contents.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// The file's bytes, at most one byte more than `FeedLimits.fileBytes` (enough for the loader
    /// to refuse it), so a huge file is never read whole.
    ///
    /// Only a regular file is read: a FIFO or a terminal would block the program forever (and
    /// `q` with it), a device could be endless. The file is opened without waiting (a FIFO's
    /// `open` would wait for a writer) and looked at before anything is read.
    public static func read(at path: FilePath) throws(ReadError) -> [UInt8] {
        let name = path.description
        let file: FileDescriptor
        do {
            // A terminal opened by a process without one would otherwise become its controlling terminal.
            let noControllingTerminal = FileDescriptor.OpenOptions(rawValue: O_NOCTTY)
            file = try FileDescriptor.open(
                path, .readOnly, options: [.nonBlocking, .closeOnExec, noControllingTerminal])
        } catch {
            throw ReadError(path: name, reason: reason(for: error as? Errno))
        }
        defer { try? file.close() }
        let status: Stat
        do {
            status = try file.stat()
        } catch {
            throw ReadError(path: name, reason: reason(for: error))
        }
        guard status.type != .directory else {
            throw ReadError(path: name, reason: "is a directory, not a feed file")
        }
        guard status.type == .regular else {
            throw ReadError(path: name, reason: "not a regular file (a FIFO, socket or device is never read)")
        }
        let limit = FeedLimits.fileBytes + 1
        // One array sized from the file's size, filled in chunks: a big feed is never held twice.
        var bytes = [UInt8](repeating: 0, count: min(max(Int(status.size), 0), limit))
        var count = 0
        do {
            while count < limit {
                if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(1 << 20, limit - count))) }
                let read = try bytes.withUnsafeMutableBytes { buffer in
                    try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
                }
                if read == 0 { break }
                count += read
            }
        } catch {
            throw ReadError(path: name, reason: "cannot be read (\(error))")
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    private static func reason(for error: Errno?) -> String {
        switch error {
        case .noSuchFileOrDirectory: "no such file"
        case .permissionDenied: "cannot be read (permission denied)"
        case .notDirectory: "no such file (a part of the path is not a folder)"
        case .tooManySymbolicLinkLevels: "cannot be read (too many levels of symbolic links)"
        default: "cannot be read (\(error.map { "\($0)" } ?? "unknown error"))"
        }
    }

    /// Reads and loads a feed file.
    public static func load(at path: FilePath) throws(FeedFileError) -> LoadedFeed {
        let bytes: [UInt8]
        do {
            bytes = try read(at: path)
        } catch {
            throw .unreadable(error)
        }
        do {
            return try FeedLoader.load(consume bytes, name: path.description)
        } catch {
            throw .invalid(error)
        }
    }

    /// `load(at:)` for a path that is valid UTF-8.
    public static func load(atPath path: String) throws(FeedFileError) -> LoadedFeed {
        try load(at: FilePath(path))
    }
}
