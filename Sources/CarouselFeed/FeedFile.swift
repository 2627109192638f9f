#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// to refuse it), so a huge file or an endless device is never read whole.
    public static func read(atPath path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let missing = errno == ENOENT || errno == ENOTDIR
            throw ReadError(path: path, reason: missing ? "no such file" : "cannot be read (permission denied?)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw ReadError(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw ReadError(path: path, reason: "is a directory, not a feed file")
        }
        let limit = FeedLimits.fileBytes + 1
        // Read in chunks into one array sized from the file's size, so a big feed is never held
        // twice and an endless device stops at the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(Int(status.st_size), 0), limit))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = readChunk(descriptor, into: &chunk, count: wanted)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }

    /// Reads and loads a feed file.
    public static func load(atPath path: String) throws(FeedFileError) -> LoadedFeed {
        let bytes: [UInt8]
        do {
            bytes = try read(atPath: path)
        } catch {
            throw .unreadable(error)
        }
        do {
            return try FeedLoader.load(consume bytes, name: path)
        } catch {
            throw .invalid(error)
        }
    }
}

/// `read(2)` into the start of `buffer` (here, where the name `read` is not `FeedFile.read`).
private func readChunk(_ descriptor: Int32, into buffer: inout [UInt8], count: Int) -> Int {
    buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
}
