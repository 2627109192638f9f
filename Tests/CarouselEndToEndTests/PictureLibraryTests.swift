import Foundation
import Testing

/// Feeds without pictures pay nothing for them: libpng and libjpeg are loaded with dlopen when a
/// picture is first decoded, never linked, so the running app does not map them.
@Suite("Picture libraries in a real terminal")
struct PictureLibraryTests {
    @Test func theAppMapsNoPictureLibraryForAFeedWithoutPictures() async throws {
        let session = try TmuxSession.board(["--no-autoplay"])
        try await session.waitFor("Section 1/5")
        let maps = try String(contentsOfFile: "/proc/\(try await session.appProcessID())/maps", encoding: .utf8)
        #expect(!maps.contains("libpng"))
        #expect(!maps.contains("libjpeg"))
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }
}
