import ColouredText
import Foundation
import Testing

/// docs/behaviour.md §3.18, page status, in a real terminal: a file source's pages carry
/// statuses, their cards' borders and glyphs take the statuses' colours in tmux's cells, and the
/// header's counts follow the file as it changes.
@Suite("Page status in a real terminal")
struct StatusEndToEndTests {
    static let feed = """
        title: Checks
        sections:
          - id: live
            title: Live checks
            layout: shelf
            card_width: 24
            source: {file: board.json}
          - id: fixed
            title: Fixed
            pages: [{title: Backups, status: ok}]

        """

    static func board(disk: String, build: String) -> String {
        #"[{"id": "disk", "title": "Disk usage", "status": "\#(disk)"},"#
            + #" {"id": "build", "title": "Build", "status": "\#(build)"}]"#
    }


    /// The foreground colours of `glyph`, and of the card border two characters before it, on the
    /// first row of `screen` (captured with styles) below the header that shows it.
    static func colours(of glyph: Character, in screen: String) -> (glyph: Int?, border: Int?)? {
        for line in screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            let row = ColouredText.characters(of: line)
            guard let index = row.firstIndex(where: { $0.character == glyph }), index >= 2 else { continue }
            return (row[index].foreground, row[index - 2].foreground)
        }
        return nil
    }

    @Test func theCardsTakeTheirStatusColoursAndTheHeaderFollowsTheSource() async throws {
        let session = try TmuxSession(
            arguments: ["--no-autoplay", "live.yaml"], width: 100, height: 24,
            feeds: ["live.yaml": Self.feed, "board.json": Self.board(disk: "warn", build: "error")])
        let first = try await session.waitFor("⚠ Disk usage")
        #expect(first.split(separator: "\n").first?.contains("⚠ 1  ✖ 1") == true, "\(first)")
        #expect(first.contains("✖ Build") && first.contains("✓ Backups"))
        let styled = session.captureWithStyles()
        let header = ColouredText.characters(of: styled.split(separator: "\n", omittingEmptySubsequences: false)[0])
        #expect(header.first { $0.character == "⚠" }?.foreground == 33, "the header's warnings in yellow")
        #expect(header.first { $0.character == "✖" }?.foreground == 31, "the header's errors in red")
        for (glyph, colour) in [("⚠" as Character, 33), ("✖", 31), ("✓", 32)] {
            let found = Self.colours(of: glyph, in: styled)
            #expect(found?.glyph == colour && found?.border == colour, "\(glyph): \(String(describing: found))")
        }

        // Written beside the file and renamed over it, as editors save: the disk recovers, the
        // build only warns.
        let temporary = session.directory.appendingPathComponent("board.json.tmp")
        try Data(Self.board(disk: "ok", build: "warn").utf8).write(to: temporary)
        #expect(rename(temporary.path, session.directory.appendingPathComponent("board.json").path) == 0)
        let second = try await session.waitFor("✓ Disk usage")
        let headerRow = second.split(separator: "\n").first.map(String.init) ?? ""
        #expect(headerRow.contains("⚠ 1") && !headerRow.contains("✖"), "\(headerRow)")
        let restyled = session.captureWithStyles()
        #expect(Self.colours(of: "⚠", in: restyled)?.border == 33, "the build's border turned yellow")
        #expect(Self.colours(of: "✓", in: restyled)?.border == 32, "the disk's border turned green")

        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
    }
}
