import CarouselFeed
import CarouselKit
import Testing

/// `layout`, `card_width` and `rows` (docs/feed-format.md, Layouts): read, checked with their
/// places, and the feed's `layout` the default of every section that names none.
@Suite struct LayoutFeedTests {
    @Test func sectionsTakeTheirOwnLayoutElseTheFeeds() throws {
        let text = """
            layout: shelf
            sections:
              - title: A
                pages: [{title: a}]
              - title: B
                layout: grid
                rows: 3
                card_width: 40
                pages: [{title: b}]
              - title: C
                layout: auto
                pages: [{title: c}]
            """
        let feed = try FeedReader.read(text, name: "layouts.yaml").feed
        #expect(feed.sections.map(\.layout) == [
            CardLayout(style: .shelf), CardLayout(style: .grid, cardWidth: 40, rows: 3), CardLayout(style: .auto),
        ])
        let plain = try FeedReader.read("sections: [{title: A, pages: [{title: a}]}]", name: "plain.yaml").feed
        #expect(plain.sections[0].layout == CardLayout())
    }

    @Test func badValuesAreLocatedErrorsWithSuggestions() {
        let text = """
            layout: banners
            sections:
              - title: A
                layout: shlef
                card_width: 10
                rows: 9
                pages: [{title: a}]
            """
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(text, name: "bad.yaml") }
        #expect(error?.errors.map(\.description) == [
            "bad.yaml:1:9: layout: unknown layout \"banners\"; expected auto, banner, shelf or grid (did you mean `banner`?)",
            "bad.yaml:4:13: sections[0].layout: unknown layout \"shlef\"; expected auto, banner, shelf or grid (did you mean `shelf`?)",
            "bad.yaml:5:17: sections[0].card_width: must be a whole number of columns from 20 to 200, found 10",
            "bad.yaml:6:11: sections[0].rows: must be a whole number of rows from 1 to 6, found 9",
        ])
    }

    @Test func rowsOutsideAGridIsAWarning() throws {
        let loaded = try FeedReader.read("sections: [{title: A, layout: shelf, rows: 3, pages: [{title: a}]}]", name: "w.yaml")
        #expect(loaded.warnings.map(\.description) == [
            "w.yaml:1:44: warning: sections[0].rows: applies to `layout: grid` only; this section is laid out as shelf",
        ])
    }
}
