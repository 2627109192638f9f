import Foundation

/// Where the tests find their fixtures and the built `carousel` binary, from this file's place in
/// the package (no bundle resources needed).
enum TestPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let badFixtures = fixtures.appendingPathComponent("bad")
    static let goodFixtures = fixtures.appendingPathComponent("good")
    /// Built by `make test` (`swift build --product carousel`) before `swift test`.
    static let binary = packageRoot.appendingPathComponent(".build/debug/carousel")
    /// Built by `make test` (`swift build --package-path Examples`) before `swift test`.
    static let headlessExample = packageRoot.appendingPathComponent("Examples/.build/debug/headless")

    static func bytes(of url: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: url))
    }
}
