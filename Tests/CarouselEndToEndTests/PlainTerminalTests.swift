import Foundation
import Testing

/// Terminals without an alternate screen, a cursor that hides, or dim.
@Suite("Terminals with fewer capabilities")
struct PlainTerminalTests {
    /// Without an alternate screen the app clears what it drew when it ends: the shell's prompt
    /// (here the wrapper's `[exit 0]`) does not land on the last frame.
    @Test(arguments: ["linux", "vt100", "vt220", "ansi", "sun"])
    func theLastFrameIsClearedOnTheWayOut(term: String) async throws {
        let session = try TmuxSession.board(["--no-autoplay"], prefix: ["env", "TERM=\(term)"])
        try await session.waitFor("Page 1/5")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)
        let screen = try await session.waitFor("[exit 0]")
        #expect(!screen.contains("Alpha") && !screen.contains("Page 1/5") && !screen.contains("? help"), "\(screen)")
    }

    /// Where the cursor cannot be hidden it rests at the status line's end after every frame.
    @Test(arguments: ["vt100", "ansi"])
    func theCursorRestsAtTheStatusLinesEnd(term: String) async throws {
        let session = try TmuxSession.board(["--no-autoplay"], prefix: ["env", "TERM=\(term)"])
        try await session.waitFor("Page 1/5")
        #expect(session.paneFormat("#{cursor_x},#{cursor_y}") == "79,23")
        for (key, page) in [("l", "Page 2/5"), ("Down", "Section 2/5"), ("7", "No page 7")] {
            session.sendKeys(key)
            try await session.waitFor(page)
            try await session.waitForStableScreen()
            #expect(session.paneFormat("#{cursor_x},#{cursor_y}") == "79,23", "after \(key)")
        }
    }

    /// vt100 and vt220 have no `dim`: no frame asks for it (`ESC [ 2 m`, or 2 among other
    /// parameters), while bold and reverse are still sent.
    @Test(arguments: ["vt100", "vt220"])
    func noDimWhereTerminfoHasNone(term: String) async throws {
        let session = try TmuxSession.board(["--no-autoplay"], prefix: ["env", "TERM=\(term)"])
        session.recordOutput(to: "output.bin")
        try await session.waitFor("Page 1/5")
        for key in ["l", "l", "Down", "h"] { session.sendKeys(key) }
        try await session.waitFor("Section 2/5")
        try await session.waitForStableScreen()
        session.stopRecordingOutput()
        let recorded = try Data(contentsOf: session.directory.appendingPathComponent("output.bin"))
        let output = String(decoding: recorded, as: UTF8.self)
        let renditions = output.matches(of: /\x1B\[([0-9;]*)m/).map { String($0.output.1) }
        #expect(!renditions.isEmpty)
        #expect(renditions.contains { !Set($0.split(separator: ";")).isDisjoint(with: ["1", "7"]) })
        #expect(!renditions.contains { $0.split(separator: ";").contains("2") }, "\(Set(renditions))")
    }
}
