/// The reader (`v`, Enter): one card whole in a box over the screen — its title on the box's
/// heading, then its picture as large as fits, every line of its body and its link, in lines
/// that scroll under the heading (docs/behaviour.md §3.17). Laid out once for the view to draw
/// and for the state to scroll by.
struct ReaderLayout: Equatable {
    /// The box.
    let frame: OverlayFrame
    /// The card's title, safe to draw, for the heading.
    let title: String
    /// The picture's area at the top of the lines; `nil` for a card without one.
    let picture: Size?
    /// The body's lines, wrapped to the box and safe to draw.
    let body: [String]
    /// The link's URL, safe to draw.
    let link: String?

    /// Columns of a reading line at most: a comfortable measure on a wide screen.
    static let measure = 76

    /// The reader of `page` on a screen whose whole is `rect`; `nil` where no box fits.
    /// - Parameter drawable: Makes text from outside safe to draw (`CarouselOptions.drawable`).
    init?(page: Page, in rect: Rect, glyphs: Glyphs, drawable: (String) -> String) {
        let tallest = 1 << 20
        guard let largest = OverlayFrame(in: rect, contentWidth: Self.measure, lineCount: tallest, glyphs: glyphs)
        else { return nil }
        let width = largest.box.width - 4
        // Pictures keep their proportions: past three eighths of the width in rows (a 4:3
        // picture across the whole measure, cells twice as tall as wide) even a square one
        // would only gain blank rows around it.
        picture = page.image == nil ? nil
            : Size(width: width, height: max(2, min(largest.lineCount - 2, width * 3 / 8)))
        body = drawable(page.body).isEmpty ? [] : TextWrapper.wrap(
            drawable(page.body), width: width, maxLines: tallest, ambiguous: glyphs.ambiguousWidth)
        link = page.link.map { drawable($0.url) }
        title = drawable(page.title)
        let lines = (picture.map { $0.height + 1 } ?? 0) + body.count + (link == nil ? 0 : 2)
        frame = OverlayFrame(in: rect, contentWidth: Self.measure, lineCount: max(1, lines), glyphs: glyphs)
            ?? largest
    }

    /// Every line under the heading: the picture's rows and a blank, the body, a blank and the link.
    var lineCount: Int { max(1, (picture.map { $0.height + 1 } ?? 0) + body.count + (link == nil ? 0 : 2)) }

    /// The first line of the body.
    var bodyLine: Int { picture.map { $0.height + 1 } ?? 0 }

    /// The reader of card `card` of section `section` in `state`; `nil` when there is no such card
    /// or no room.
    init?(section: Int, card: Int, of state: CarouselState) {
        guard state.sections.indices.contains(section),
              state.sections[section].content.pages.indices.contains(card) else { return nil }
        self.init(
            page: state.sections[section].content.pages[card], in: ScreenLayout(viewport: state.size).whole,
            glyphs: Glyphs(options: state.options), drawable: state.options.drawable)
    }
}
