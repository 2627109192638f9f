@testable import CarouselKit
import Testing

/// docs/behaviour.md §2: the page control's dots and their condensed form.
@Suite struct PageControlTests {
    let glyphs = Glyphs(ascii: false)

    @Test func oneDotPerPageCentred() {
        let control = PageControl(pageCount: 5, currentPage: 1, width: 21, glyphs: glyphs)
        #expect(control.items.map(\.text) == ["○", "●", "○", "○", "○"])
        #expect(control.items.first?.column == 6)
        #expect(control.page(atColumn: 8) == 1)
        #expect(control.page(atColumn: 7) == nil, "the gap between dots")
    }

    @Test func tooManyDotsCondenseToAWindowAndAPosition() {
        let control = PageControl(pageCount: 40, currentPage: 11, width: 30, glyphs: glyphs)
        let texts = control.items.map(\.text)
        #expect(texts.last == "12/40")
        #expect(texts.first == "‹" && texts.contains("›"))
        #expect(control.items.filter(\.isCurrent).map(\.page) == [11])
        let drawn = control.items.map { $0.column + $0.text.count }.max() ?? 0
        #expect(drawn <= 30)
        #expect(control.items.first { $0.text == "‹" }?.page != nil)
    }

    @Test func aSinglePageHasNoDotsAndAsciiUsesStarsAndDots() {
        #expect(PageControl(pageCount: 1, currentPage: 0, width: 20, glyphs: glyphs).items.isEmpty)
        let ascii = PageControl(pageCount: 3, currentPage: 2, width: 20, glyphs: Glyphs(ascii: true))
        #expect(ascii.items.map(\.text) == [".", ".", "*"])
    }

    @Test func theCondensedFormFitsEveryWidthAndPosition() {
        for width in 8...40 {
            for current in [0, 1, 20, 98, 99] {
                let control = PageControl(pageCount: 100, currentPage: current, width: width, glyphs: glyphs)
                let end = control.items.map { $0.column + $0.text.count }.max() ?? 0
                #expect(end <= width, "width \(width), page \(current)")
                #expect(control.items.contains { $0.text == "\(current + 1)/100" })
            }
        }
    }
}
