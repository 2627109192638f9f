import Foundation
import Testing

/// Where the things the end-to-end tests need are: the built app, tmux, a scratch directory.
enum TestEnvironment {
    /// The package's root folder, found from this file's place in Tests/.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The debug build of the app; `make test` builds it before `swift test`.
    static func carouselBinary(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = packageRoot.appendingPathComponent(".build/debug/carousel").path
        try #require(
            FileManager.default.isExecutableFile(atPath: path),
            "\(path) is missing: build it first with `swift build --product carousel` (make test does)",
            sourceLocation: sourceLocation)
        return path
    }

    /// tmux, which the tests need: missing, every test fails with an install hint.
    static func tmux(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let found = directories.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        return try #require(
            found, "tmux is not installed; the end-to-end tests need it (sudo apt-get install tmux)",
            sourceLocation: sourceLocation)
    }

    /// A new empty directory under /tmp (short, so a tmux socket path in it fits).
    static func makeScratchDirectory() throws -> URL {
        var template = Array("/tmp/carousel-e2e-XXXXXX".utf8CString)
        let path: String? = template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        let created = try #require(path, "cannot create a scratch directory")
        return URL(fileURLWithPath: created, isDirectory: true)
    }

    /// The environment the app runs in: a UTF-8 locale, no crash reporter waiting for a key.
    static func baseEnvironment(home: URL) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path,
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "TERM": "xterm-256color",
            "SWIFT_BACKTRACE": "enable=no",
        ]
    }

    /// A new scratch directory holding the picture card fixture (`cards.yaml`, `stripes.png`: a
    /// card whose picture is an orange stripe over a blue one).
    static func scratchWithPictureCards() throws -> URL {
        let scratch = try makeScratchDirectory()
        let fixtures = packageRoot.appendingPathComponent("Tests/CarouselFeedTests/Fixtures/pictures")
        for file in ["cards.yaml", "stripes.png"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(file), to: scratch.appendingPathComponent(file))
        }
        return scratch
    }

    /// `text` quoted for sh.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
