@testable import CarouselFeed
import Testing

/// The feed's text is copied out of the parse tree; the copy must be the same text, byte for byte.
@Suite struct FreshCopyTests {
    @Test(arguments: ["", "a", "short ascii", "nul\u{0}inside", "冬がはじまるよ", "👨‍👩‍👧 e\u{301}", String(repeating: "long body ", count: 10_000)])
    func copiesAreTheSameText(text: String) {
        let copy = text.freshCopy
        #expect(copy == text)
        #expect(Array(copy.utf8) == Array(text.utf8))
    }

    @Test func aSubstringsCopyHasOnlyItsOwnText() {
        let whole = "prefix: the part that matters"
        let part = String(whole.dropFirst(8))
        #expect(part.freshCopy == "the part that matters")
    }
}
