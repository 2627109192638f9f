import CarouselKit
import Testing

@testable import CarouselTerminal

@Suite("The ambiguous-width probe")
struct AmbiguousWidthProbeTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func theReplyIsFoundAmongTypedKeys() throws {
        let reply = try #require(CursorPositionReply.find(in: bytes("\u{1B}[1;3R")))
        #expect(reply.row == 1 && reply.column == 3 && reply.range == 0..<6)
        // Keys typed before and after, an arrow key among them: only the report is taken.
        let typed = bytes("l\u{1B}[A\u{1B}[12;2Rj")
        let found = try #require(CursorPositionReply.find(in: typed))
        #expect(found.row == 12 && found.column == 2)
        #expect(Array(typed[..<found.range.lowerBound] + typed[found.range.upperBound...]) == bytes("l\u{1B}[Aj"))
    }

    @Test func noWholeReplyIsNoReply() {
        for text in ["", "\u{1B}[1;2", "\u{1B}[1R", "\u{1B}[;2R", "\u{1B}[1;xR", "\u{1B}[12345;2R", "1;2R", "\u{1B}1;2R"] {
            #expect(CursorPositionReply.find(in: bytes(text)) == nil, "\(text.debugDescription)")
        }
        // A broken start does not hide a whole reply after it.
        #expect(CursorPositionReply.find(in: bytes("\u{1B}[1;\u{1B}[1;2R"))?.column == 2)
    }
}
