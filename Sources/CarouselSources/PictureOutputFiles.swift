#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCommandSpawn

/// The pictures `format: image` commands wrote, each kept as a file in this process's private
/// folder (`carousel_private_folder`: 0700, removed on every way out), so that the picture
/// pipeline only ever sees files. A file is named by its content's hash: a new output is a new
/// name, hence a new picture to decode, and an output equal to the last is the same page. A
/// section's previous file goes when its output is replaced.
final class PictureOutputFiles {
    /// Why an output could not be kept.
    struct Failure: Error {
        var reason: String
    }

    /// The file each section shows, by section id.
    private var shown: [String: String] = [:]
    private var temporaryCount = 0

    /// Keeps `bytes` (a checked PNG or JPEG, `fileExtension` saying which) as section
    /// `sectionID`'s picture.
    /// - Returns: The file's absolute path.
    func keep(_ bytes: [UInt8], fileExtension: String, for sectionID: String) throws(Failure) -> String {
        guard let folderPath = carousel_private_folder().map({ String(cString: $0) }) else {
            throw Failure(reason: "no private folder for pictures could be made in $TMPDIR or /tmp")
        }
        let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { throw Failure(reason: "the private folder for pictures is gone (\(folderPath))") }
        defer { close(folder) }
        let name = SourceCacheEntry.hashName(bytes) + "." + fileExtension
        if !Self.holds(folder, name, count: bytes.count) {
            temporaryCount += 1
            guard PrivateFile.replace(name, in: folder, with: bytes, temporary: ".tmp-\(temporaryCount)") else {
                let reason = String(cString: strerror(errno))
                throw Failure(reason: "the picture could not be written to \(folderPath): \(reason)")
            }
        }
        let path = folderPath + "/" + name
        let previous = shown.updateValue(path, forKey: sectionID)
        if let previous, previous != path, !shown.values.contains(previous) {
            unlink(previous)
        }
        return path
    }

    /// Whether the folder has a regular file `name` of `count` bytes already: the same output
    /// again, kept unchanged so that nothing reads it as a changed picture.
    private static func holds(_ folder: Int32, _ name: String, count: Int) -> Bool {
        var status = stat()
        return fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFREG
            && Int(status.st_size) == count
    }
}
