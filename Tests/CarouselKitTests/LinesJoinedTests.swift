@testable import CarouselKit
import Testing

/// A message's lines on one row: joined by single spaces, empty lines left out, as
/// `split(separator: "\n").joined(separator: " ")`.
@Suite struct LinesJoinedTests {
    @Test(arguments: ["", "one", "one\ntwo", "\none\n\ntwo\n", "\n\n", "a \n b", "漢字\n字", "é\u{301}\nx"])
    func areTheLinesSplitAndJoinedBySpaces(_ text: String) {
        #expect(text.linesJoined == text.split(separator: "\n").joined(separator: " "))
    }
}
