@testable import CarouselKit
import Testing

/// A card is drawn once into an image and its rows are copied every frame: wherever the card
/// is, and however the view cuts it, the copy must be the card drawn in place — wide characters
/// cut by either edge (the status's ⚠ among them), and the halves of wide characters it covers,
/// included.
@Suite struct CardImageTests {
    static let page = Page(
        id: "p", title: "カシミヤのマフラー — ● ○", body: "やわらかなカシミヤ100%。首元をふんわり包み込み、… é ★ 冬の朝",
        accent: .green, status: .warn)
    static let screen = Size(width: 40, height: 14)
    /// Narrower and shorter than the screen, so that cards are cut on all four sides.
    static let view = Rect(x: 3, y: 1, width: 31, height: 10)

    static let looks: [(String, Glyphs)] = [
        ("narrow", Glyphs(ascii: false)),
        ("wide, ASCII border", Glyphs(ascii: false, border: .auto, ambiguous: .wide)),
        ("wide, two-column border", Glyphs(ascii: false, border: .rounded, ambiguous: .wide)),
    ]

    @Test(arguments: looks.indices)
    func aCopiedCardIsTheCardDrawnInPlace(look: Int) {
        let (name, glyphs) = Self.looks[look]
        let feed = Feed(sections: [Section(id: "s", title: "S", pages: [Self.page, Self.page])])
        let options = CarouselOptions(ambiguousWidth: glyphs.ambiguousWidth, border: glyphs.horizontal == "─" ? .rounded : .auto)
        let state = CarouselState(feed: feed, options: options, screenSize: Self.screen)
        let view = CardView(theme: Theme(color: true), glyphs: glyphs)
        let text = RenderCache.CardText(
            page: Self.page, strip: state.layout.cardStrip(ofSection: 0), glyphs: glyphs, pageStyles: true, asciiOnly: false)
        // Wide characters under the whole view, on odd and even columns, for the card to cut.
        var background = ScreenGrid(size: Self.screen, ambiguousWidth: glyphs.ambiguousWidth)
        for y in 0..<Self.screen.height {
            background.write(String(repeating: "漢", count: 20), x: y % 2, y: y, style: Style(foreground: .red))
        }
        for current in [true, false] {
            for focused in [true, false] {
                for x in -30...40 {
                    for top in [-4, 0, 5, 8] {
                        let card = CardView.Content(
                            text: text, accent: .green, status: .warn, focused: focused, current: current, gap: 2,
                            link: nil)
                        let rect = Rect(
                            x: x - card.margin, y: Self.view.y + top, width: 27 + 2 * card.margin, height: 6)
                        let image = view.image(
                            of: card, size: Size(width: rect.width, height: rect.height),
                            ambiguousWidth: glyphs.ambiguousWidth)
                        var copied = background, drawn = background
                        copied.drawing(in: Self.view) { grid in grid.paste(image, x: rect.x, y: rect.y) }
                        drawn.drawing(in: Self.view) { grid in view.draw(card, in: rect, into: &grid) }
                        let same = copied == drawn
                        #expect(same, "\(name): card at x \(x), row \(top), current \(current), focused \(focused)")
                    }
                }
            }
        }
    }
}
