@testable import CarouselFeed
import Testing

@Suite struct KeySuggestionTests {
    @Test(arguments: [
        ("intervall", "interval"), ("interva", "interval"), ("titel", "title"), ("Title", "title"),
        ("resume-after", "resume_after"), ("resumeAfter", "resume_after"), ("page", "pages"),
    ])
    func aNearMissSuggestsTheKnownKey(typed: String, expected: String) {
        let known = FeedSchema.feedKeys + FeedSchema.autoplayKeys + FeedSchema.sectionKeys
        #expect(KeySuggestion.nearest(to: typed, among: known) == expected)
    }

    @Test(arguments: ["colour", "description", "x", String(repeating: "title", count: 100)])
    func aFarOffKeySuggestsNothing(typed: String) {
        #expect(KeySuggestion.nearest(to: typed, among: FeedSchema.pageKeys) == nil)
    }

    @Test func swappingNeighboursIsOneEdit() {
        #expect(KeySuggestion.editDistance(Array("titel".unicodeScalars), Array("title".unicodeScalars)) == 1)
        #expect(KeySuggestion.editDistance(Array("".unicodeScalars), Array("wrap".unicodeScalars)) == 4)
    }
}
