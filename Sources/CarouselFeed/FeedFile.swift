import Foundation

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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw ReadError(path: path, reason: "is a directory, not a feed file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ReadError(path: path, reason: "cannot be read (permission denied?)")
        }
        defer { try? handle.close() }
        let limit = FeedLimits.fileBytes + 1
        // Read in chunks into one array sized from the file's size, so a big feed is never held
        // twice (as `Data` and as the array) and an endless device stops at the limit.
        let expectedSize = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(expectedSize, 0), limit))
        do {
            while bytes.count < limit,
                  let chunk = try handle.read(upToCount: min(1 << 20, limit - bytes.count)), !chunk.isEmpty {
                chunk.withUnsafeBytes { bytes.append(contentsOf: $0) }
            }
        } catch {
            throw ReadError(path: path, reason: "cannot be read (\(error.localizedDescription))")
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
