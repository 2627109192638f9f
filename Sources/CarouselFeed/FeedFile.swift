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
    public struct Unreadable: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// The file's bytes, at most one byte more than `FeedLimits.fileBytes` (enough for the reader
    /// to refuse it), so a huge file is never read whole.
    ///
    /// Only a regular file is read: a FIFO or a terminal would block the program forever (and
    /// `q` with it), a device could be endless. The file is opened without waiting (a FIFO's
    /// `open` would wait for a writer) and looked at before anything is read.
    public static func read(at path: FilePath) throws(Unreadable) -> [UInt8] {
        let (file, size) = try openRegularFile(at: path)
        defer { try? file.close() }
        return try readAll(of: file, size: size, name: path.description)
    }

    /// Whether `path` names a regular file of at most `bytes` bytes (a feed that reads in a
    /// moment); `false` for anything else and for what cannot be looked at.
    public static func isRegularFile(at path: FilePath, atMost bytes: Int) -> Bool {
        var status = stat()
        return stat(path.string, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_size <= bytes
    }

    /// Another file a feed names (a picture), read like a feed file but refused by its size,
    /// before anything is read, when it is larger than `limit` bytes.
    /// - Parameter kind: What the file should be, for the reason a directory is refused.
    public static func read(at path: FilePath, atMost limit: Int, kind: String) throws(Unreadable) -> [UInt8] {
        let (file, size) = try openRegularFile(at: path, kind: kind)
        defer { try? file.close() }
        guard size <= limit else {
            throw Unreadable(path: path.description, reason: "is larger than \(limit / 1024 / 1024) MiB")
        }
        return try readAll(of: file, size: size, name: path.description, limit: limit)
    }

    /// The file opened for reading, and its size; only a regular file.
    private static func openRegularFile(
        at path: FilePath, kind: String = "a feed file"
    ) throws(Unreadable) -> (FileDescriptor, Int64) {
        let name = path.description
        let file: FileDescriptor
        do {
            // A terminal opened by a process without one would otherwise become its controlling terminal.
            let noControllingTerminal = FileDescriptor.OpenOptions(rawValue: O_NOCTTY)
            file = try FileDescriptor.open(
                path, .readOnly, options: [.nonBlocking, .closeOnExec, noControllingTerminal])
        } catch {
            throw Unreadable(path: name, reason: reason(for: error as? Errno))
        }
        let status: Stat
        do {
            status = try file.stat()
        } catch {
            try? file.close()
            throw Unreadable(path: name, reason: reason(for: error))
        }
        guard status.type == .regular else {
            try? file.close()
            throw Unreadable(
                path: name,
                reason: status.type == .directory
                    ? "is a directory, not \(kind)" : "not a regular file (a FIFO, socket or device is never read)")
        }
        return (file, Int64(status.size))
    }

    /// At most `limit + 1` bytes of an open file.
    private static func readAll(
        of file: FileDescriptor, size: Int64, name: String, limit: Int = FeedLimits.fileBytes
    ) throws(Unreadable) -> [UInt8] {
        let limit = limit + 1
        // Read straight into an array of the file's size and a byte more, so that the end of
        // the file is seen without growing it: a big feed is never copied, nor zeroed first.
        let expected = Int(min(max(size, 0), Int64(limit - 1))) + 1
        var failure: (any Error)?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            failure = readUntilFullOrEnd(file, into: buffer, count: &count)
        }
        // A file that grew meanwhile: the rest in chunks, up to the limit. The chunk is made only
        // then: zeroing it for every feed read cost a megabyte of the app's peak memory.
        var chunk: [UInt8] = []
        while failure == nil, bytes.count == expected, bytes.count < limit {
            if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 20) }
            var count = 0
            chunk.withUnsafeMutableBufferPointer { buffer in
                let room = UnsafeMutableBufferPointer(rebasing: buffer.prefix(limit - bytes.count))
                failure = readUntilFullOrEnd(file, into: room, count: &count)
            }
            if count == 0 { break }
            bytes += chunk.prefix(count)
        }
        if let failure { throw Unreadable(path: name, reason: "cannot be read (\(failure))") }
        return bytes
    }

    /// Reads into `buffer` from its start until it is full or the file ends; `count` says how far.
    private static func readUntilFullOrEnd(
        _ file: FileDescriptor, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int
    ) -> (any Error)? {
        while count < buffer.count {
            do {
                let read = try file.read(
                    into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
                if read == 0 { return nil }
                count += read
            } catch {
                return error
            }
        }
        return nil
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

    /// Reads a feed file and checks the feed in it (`FeedReader`). A file larger than
    /// `FeedLimits.fileBytes` is refused by its size, without reading it.
    /// - Parameters:
    ///   - preview: Asks for the first sections of a big feed as soon as they are checked.
    ///   - filePathRefusal: Why a file source's path may not be read (`FeedReader.read`).
    public static func readFeed(
        at path: FilePath, preview: FeedPreview? = nil, filePathRefusal: FilePathRefusal? = nil
    ) throws(FeedFileError) -> CheckedFeed {
        let bytes = try feedBytes(at: path)
        do {
            return try FeedReader.read(
                consume bytes, name: path.description, preview: preview, filePathRefusal: filePathRefusal)
        } catch {
            throw .invalid(error)
        }
    }

    /// The bytes of a feed file that is not too large.
    private static func feedBytes(at path: FilePath) throws(FeedFileError) -> [UInt8] {
        let opened: (file: FileDescriptor, size: Int64)
        do {
            opened = try openRegularFile(at: path)
        } catch {
            throw .unreadable(error)
        }
        defer { try? opened.file.close() }
        guard opened.size <= FeedLimits.fileBytes else { throw .invalid(FeedReader.tooLarge(path.description)) }
        do {
            return try readAll(of: opened.file, size: opened.size, name: path.description)
        } catch {
            throw .unreadable(error)
        }
    }

    /// `readFeed(at:)` for a path that is valid UTF-8.
    public static func readFeed(atPath path: String) throws(FeedFileError) -> CheckedFeed {
        try readFeed(at: FilePath(path))
    }
}
