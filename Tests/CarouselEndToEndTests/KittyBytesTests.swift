import Foundation
import Testing

/// `--images kitty` read as the bytes the app writes (Debian's kitty is older than Unicode
/// placeholders): the picture transmitted once as a PNG, quietly, with a virtual placement,
/// wrapped for tmux; the card's cells U+10EEEE with kitty's row and column marks in the picture's colour; the
/// picture deleted at the end.
@Suite("Kitty pictures as bytes")
struct KittyBytesTests {
    static func feed(picture: String) -> String {
        """
        title: Kitty
        sections:
          - title: Gallery
            autoplay: false
            image_rows: 4
            pages:
              - title: Stripes
                body: Orange over blue
                image: \(picture)
                alt: An orange stripe over a blue one
        """
    }

    @Test func thePictureIsSentOnceAndDrawnAsPlaceholderCells() async throws {
        let picture = TestEnvironment.packageRoot
            .appendingPathComponent("Tests/CarouselFeedTests/Fixtures/pictures/stripes.png").path
        let session = try await TmuxSession.recordedApp(
            ["kitty.yaml", "-x", "--images", "kitty", "--no-autoplay"], to: "output.bin", width: 80, height: 24,
            feeds: ["kitty.yaml": Self.feed(picture: picture)])
        try await session.waitFor("Orange over blue")
        // The help's last lines, below its first screen at 80×24.
        session.sendKeys("?", "End")
        let help = try await session.waitFor("Pictures")
        #expect(help.contains("kitty"), "? shows the mode chosen")
        session.sendKeys("Escape")
        try await session.waitForScreen("the help closed") { !$0.contains("Pictures") }
        session.sendKeys("q")
        let delete = "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=16,q=2\u{1B}\u{1B}\\\u{1B}\\"
        let record = session.directory.appendingPathComponent("output.bin")
        var text = ""
        for _ in 0..<200 where !text.contains(delete) {
            try await Task.sleep(for: .milliseconds(50))
            text = String(decoding: try Data(contentsOf: record), as: UTF8.self)
        }
        session.stopRecordingOutput()
        // Inside tmux every command is passed through, its ESCs doubled.
        let transmit = "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,U=1,f=100,"
        #expect(text.components(separatedBy: transmit).count == 2, "transmitted once, as a PNG")
        // Two stripes make a PNG of a few hundred bytes: one command. Its payload starts with
        // the PNG signature in base64.
        #expect(text.contains(",i=16,c=") && text.contains(",q=2,m=0;iVBORw0KGgo"))
        // The top-left cell and the one right of it: U+10EEEE, row 0, column 0 then 1.
        #expect(text.contains("\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}"))
        #expect(text.contains("38;5;16m"), "the picture's id as the cells' colour")
        #expect(text.contains(delete), "deleted at the end")
    }
}
