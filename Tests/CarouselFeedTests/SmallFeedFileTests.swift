import CarouselFeed
import Foundation
import SystemPackage
import Testing

/// `FeedFile.isRegularFile(at:atMost:)`: what decides that the app reads a feed on its own thread
/// (a regular file that reads in a moment) rather than on the loader's.
@Suite struct SmallFeedFileTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-small-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func file(_ name: String, bytes: Int) -> FilePath {
        let path = folder.appendingPathComponent(name).path
        FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(ascii: "#"), count: bytes))
        return FilePath(path)
    }

    @Test func aRegularFileUpToTheLimitIsSmallAndOneByteMoreIsNot() {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FeedFile.isRegularFile(at: file("empty.yaml", bytes: 0), atMost: 16))
        #expect(FeedFile.isRegularFile(at: file("limit.yaml", bytes: 16), atMost: 16))
        #expect(!FeedFile.isRegularFile(at: file("over.yaml", bytes: 17), atMost: 16))
    }

    @Test func aLinkToASmallFileIsSmall() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = file("feed.yaml", bytes: 10)
        let link = folder.appendingPathComponent("link.yaml").path
        #expect(symlink(target.string, link) == 0)
        #expect(FeedFile.isRegularFile(at: FilePath(link), atMost: 16))
    }

    @Test func aFIFOADirectoryADeviceAndAMissingFileAreNot() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("feed.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(!FeedFile.isRegularFile(at: FilePath(fifo), atMost: 1 << 20))
        #expect(!FeedFile.isRegularFile(at: FilePath(folder.path), atMost: 1 << 20))
        #expect(!FeedFile.isRegularFile(at: FilePath("/dev/null"), atMost: 1 << 20))
        #expect(!FeedFile.isRegularFile(at: FilePath(folder.appendingPathComponent("none.yaml").path), atMost: 1 << 20))
    }
}
