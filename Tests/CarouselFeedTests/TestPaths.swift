import Foundation

/// Where the tests find their fixtures and the built `carousel` binary, from this file's place in
/// the package (no bundle resources needed).
enum TestPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let badFixtures = fixtures.appendingPathComponent("bad")
    static let goodFixtures = fixtures.appendingPathComponent("good")
    /// Built by `make test` (`swift build --product carousel`) before `swift test`; `make sanitize`
    /// names its sanitized build in `CAROUSEL_BINARY`.
    static let binary = ProcessInfo.processInfo.environment["CAROUSEL_BINARY"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.appendingPathComponent(".build/debug/carousel")
    /// Built by `make test` (`swift build --package-path Examples`) before `swift test`.
    static let headlessExample = packageRoot.appendingPathComponent("Examples/.build/debug/headless")

    static func bytes(of url: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: url))
    }
}
