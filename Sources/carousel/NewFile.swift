import CarouselSources
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates a file that must not exist yet, with the folders above it, and never leaves half a
/// file behind.
enum NewFile {
    /// Why the file was not created, as a sentence for `carousel: …`.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func create(atPath path: String, contents: String) throws(Failure) {
        try createFolders(above: path)
        // O_EXCL: an existing file, or a symbolic link wherever it points, is never replaced.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw Failure(
                    description: "\(path) already exists; it is left as it is (remove it or give another PATH)")
            }
            throw Failure(description: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        let writeError = writeAll(Array(contents.utf8), to: descriptor)
        let closeError = close(descriptor) == 0 ? nil : errno
        if let code = writeError ?? closeError {
            unlink(path)
            throw Failure(description: "cannot write \(path): \(String(cString: strerror(code)))")
        }
    }

    /// `mkdir -p` of the folder that will hold `path`.
    private static func createFolders(above path: String) throws(Failure) {
        var folder = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/").dropLast() {
            folder += component + "/"
            if mkdir(folder, 0o755) != 0, errno != EEXIST {
                throw Failure(description: "cannot create the folder \(folder): \(String(cString: strerror(errno)))")
            }
        }
    }
}
