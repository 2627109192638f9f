#if canImport(Glibc)
import Glibc
#endif
import CarouselSources
import Testing

/// File sources stay in the feed's folder unless carousel runs with -x: real files, real links.
@Suite struct FeedFolderConfinementTests {
    /// A feed folder `feed` with `inside.md`, a `secret.md` beside it (outside), and links.
    private static func makeFolders() -> (top: String, feed: String) {
        let top = makeTemporaryDirectory()
        let feed = top + "/feed"
        mkdir(feed, 0o755)
        mkdir(feed + "/sub", 0o755)
        writeFile(feed + "/inside.md", "# Inside\n")
        writeFile(top + "/secret.md", "# Secret\n")
        symlink("../secret.md", feed + "/out-link.md")
        symlink("../inside.md", feed + "/sub/in-link.md")
        symlink("..", feed + "/sub/parent")
        return (top, feed)
    }

    private static func read(_ path: String, in folder: String) -> Result<String, FileSourceReader.Failure> {
        Result { () throws(FileSourceReader.Failure) in
            let confinement = FeedFolderConfinement(folder: folder)
            let bytes = try FileSourceReader.read(path, relativeTo: folder, confinement: confinement)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test(arguments: [
        "/proc/self/environ", "../secret.md", "sub/../../secret.md", "out-link.md", "sub/parent/../secret.md",
    ])
    func aPathThatResolvesOutsideIsRefusedNamingTheRule(path: String) {
        let (top, feed) = Self.makeFolders()
        defer { removeDirectory(top) }
        guard case .failure(let failure) = Self.read(path, in: feed) else {
            Issue.record("\(path) was read")
            return
        }
        #expect(failure.path == path)
        #expect(failure.reason.hasPrefix("is outside the feed's folder ("))
        #expect(failure.reason.hasSuffix("file sources stay in it unless carousel runs with -x"))
    }

    @Test(arguments: ["inside.md", "sub/in-link.md", "sub/../inside.md", "sub/parent/inside.md"])
    func aPathThatResolvesInsideIsRead(path: String) throws {
        let (top, feed) = Self.makeFolders()
        defer { removeDirectory(top) }
        #expect(try Self.read(path, in: feed).get() == "# Inside\n")
        #expect(try Self.read(feed + "/" + path, in: feed).get() == "# Inside\n", "as an absolute path")
    }

    @Test func aMissingFileCountsWhereItsFolderResolves() {
        let (top, feed) = Self.makeFolders()
        defer { removeDirectory(top) }
        let confinement = FeedFolderConfinement(folder: feed)
        #expect(confinement.refusal(of: "later.md") == nil)
        #expect(confinement.refusal(of: "../later.md")?.contains("(\(top)/later.md)") == true)
        #expect(confinement.refusal(of: "no/such/folder/x.md") != nil, "an unresolvable path is refused")
        guard case .failure(let failure) = Self.read("later.md", in: feed) else { return }
        #expect(failure.reason == "no such file")
    }

    @Test func withoutConfinementAnyPathIsRead() throws {
        let (top, feed) = Self.makeFolders()
        defer { removeDirectory(top) }
        #expect(try FileSourceReader.read("out-link.md", relativeTo: feed) == Array("# Secret\n".utf8))
    }
}
