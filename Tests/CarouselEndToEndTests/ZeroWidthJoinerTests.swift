import Testing

/// A ZWJ that joins no emoji: tmux draws the character after it in the ZWJ's cell, so one kept
/// would leave the real screen a column short of the core's grid (a stray border, a letter left
/// behind after → ←). Dropped, the screen is the grid.
@Suite("Lone ZWJs in a real terminal")
struct ZeroWidthJoinerTests {
    static let feed = """
        title: Joiners
        sections:
          - id: joiners
            title: "a\u{200D}b c and क्\u{200D}ष"
            pages:
              - title: "x\u{200D}y z"
                body: "Text a\u{200D}b c, Devanagari क्\u{200D}ष and a joiner\u{200D} at a word's end."
              - title: "Second क्\u{200D}षा"
                body: "w\u{200D}x\u{200D}y, then plain text."
              - title: Third
                body: "\u{200D}lead"
        """

    @Test func theScreenIsTheCoresGridAfterPagingForwardAndBack() async throws {
        let arguments = ["joiners.yaml", "--reduced-motion", "--no-autoplay"]
        let session = try TmuxSession(arguments: arguments, width: 60, height: 16, feeds: ["joiners.yaml": Self.feed])
        try await session.waitFor("Page 1/3")
        var typed: [String] = []
        for (key, page) in [("l", "Page 2/3"), ("l", "Page 3/3"), ("h", "Page 2/3"), ("h", "Page 1/3")] {
            session.sendKeys(key)
            typed.append(key)
            let screen = try await session.waitFor(page)
            let expected = try FrameOutputTests.render(arguments, size: "60x16", keys: typed.joined(separator: " "), in: session)
            #expect(FrameOutputTests.rows(of: screen) == FrameOutputTests.rows(of: expected), "after \(typed)")
        }
    }
}
