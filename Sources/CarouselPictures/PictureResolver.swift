#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselFeed
import SystemPackage

/// Where a page's `image` leads: a file of the feed's folder (FeedFolder's rules: inside it
/// unless `allowOutside`), or a picture embedded in the program (the built-in feed's), so that the
/// loader needs to know neither.
public struct PictureResolver: Sendable {
    /// Which version of a picture: the same while its file stays as it was.
    public struct Version: Hashable, Sendable {
        /// The file, or the embedded picture's name.
        public var path: String
        /// Device, inode, size and modification time (seconds, nanoseconds); empty for an
        /// embedded picture, which never changes.
        var stamp: [Int]
    }

    private let folder: FeedFolder?
    private let allowOutside: Bool
    private let embedded: [String: [UInt8]]

    /// Names resolved in the folder of a feed file, and refused outside it unless `allowOutside`.
    public init(folder: FeedFolder, allowOutside: Bool) {
        self.folder = folder
        self.allowOutside = allowOutside
        embedded = [:]
    }

    /// Names resolved in `embedded` alone: the built-in feed's pictures.
    public init(embedded: [String: [UInt8]]) {
        folder = nil
        allowOutside = false
        self.embedded = embedded
    }

    /// The file `name` leads to, to watch for changes; `nil` for an embedded picture.
    public func file(of name: String) -> String? {
        folder.map { $0.file(name).string }
    }

    /// The version of the picture `name` now; `nil` when it cannot be told (a missing file).
    public func version(of name: String) -> Version? {
        guard let path = file(of: name) else { return embedded[name] == nil ? nil : Version(path: name, stamp: []) }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let modified = status.st_mtim
        return Version(path: path, stamp: [
            Int(status.st_dev), Int(status.st_ino), Int(status.st_size), modified.tv_sec, modified.tv_nsec,
        ])
    }

    /// The picture `name` leads to, decoded.
    public func picture(named name: String) throws(PictureError) -> Picture {
        guard let folder else {
            guard let bytes = embedded[name] else {
                throw PictureError(reason: "is not a picture of the built-in feed")
            }
            return try PictureDecoder.decode(bytes)
        }
        return try PictureCheck.load(name, from: folder, allowOutside: allowOutside)
    }
}
