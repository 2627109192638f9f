import CarouselFeed
import SystemPackage
import Testing

/// `FilePath.folder` is `removingLastComponent()` (with `.` for a bare name) without that
/// method's generic code.
@Suite struct FilePathFolderTests {
    @Test(arguments: [
        "feed.yaml", "feeds/feed.yaml", "/feed.yaml", "/", "/a/b/c.yaml", "./feed.yaml", "../a/feed.yaml",
        "a//b", "a/b/", "a/./b", "a/../b", "//a", "..", ".", "spaces in/a name.yaml", "カシミヤ/フィード.yaml", "",
    ])
    func isTheFolderRemovingTheLastComponentGives(_ text: String) {
        let path = FilePath(text)
        let removed = path.removingLastComponent()
        #expect(path.folder == (removed.isEmpty ? "." : removed), "\(text)")
    }
}
