/// The reader (`v`, Enter): one card whole in a box over the screen — its title on the box's
/// heading, then its picture as large as fits, every line of its body and its link, in lines
/// that scroll under the heading (docs/behaviour.md §3.17). Laid out once for the view to draw
/// and for the state to scroll by.
struct ReaderLayout: Equatable {
    /// Where the reader goes on a screen: the box (the screen's whole height, whatever the card,
    /// so that it does not jump as the cards turn) and the picture's area. It needs nothing of
    /// the card's text, so that asking for or placing the picture never wraps the body.
    struct Box: Equatable {
        let frame: OverlayFrame
        /// The picture's area at the top of the lines; `nil` for a card without one.
        let picture: Size?

        /// The box for `page` on a screen whose whole is `rect`; `nil` where none fits.
        init?(page: Page, in rect: Rect, glyphs: Glyphs) {
            guard let frame = OverlayFrame(
                in: rect, contentWidth: ReaderLayout.measure, lineCount: ReaderLayout.tallest, glyphs: glyphs)
            else { return nil }
            self.frame = frame
            let width = frame.box.width - 4
            // Pictures keep their proportions: past three eighths of the width in rows (a 4:3
            // picture across the whole measure, cells twice as tall as wide) even a square one
            // would only gain blank rows around it.
            picture = page.image == nil ? nil
                : Size(width: width, height: max(2, min(frame.lineCount - 2, width * 3 / 8)))
        }

        /// The box of card `card` of section `section` in `state`; `nil` when there is no such
        /// card or no room.
        init?(section: Int, card: Int, of state: CarouselState) {
            guard let page = ReaderLayout.page(section: section, card: card, of: state) else { return nil }
            self.init(page: page, in: ScreenLayout(viewport: state.size).whole, glyphs: Glyphs(options: state.options))
        }
    }

    let box: Box
    /// The card's title, safe to draw, for the heading.
    let title: String
    /// The body's lines, wrapped to the box and safe to draw.
    let body: [String]
    /// The link's URL, safe to draw.
    let link: String?

    /// Columns of a reading line at most: a comfortable measure on a wide screen.
    static let measure = 76
    /// Far more lines than any body wraps to.
    private static let tallest = 1 << 20

    var frame: OverlayFrame { box.frame }
    var picture: Size? { box.picture }

    /// The reader of `page` on a screen whose whole is `rect`; `nil` where no box fits.
    /// - Parameter drawable: Makes text from outside safe to draw (`CarouselOptions.drawable`).
    init?(page: Page, in rect: Rect, glyphs: Glyphs, drawable: (String) -> String) {
        guard let box = Box(page: page, in: rect, glyphs: glyphs) else { return nil }
        self.box = box
        let text = drawable(page.body)
        body = text.isEmpty ? [] : TextWrapper.wrap(
            text, width: box.frame.box.width - 4, maxLines: Self.tallest, ambiguous: glyphs.ambiguousWidth)
        link = page.link.map { drawable($0.url) }
        title = drawable(page.title)
    }

    /// Every line under the heading: the picture's rows and a blank, the body, a blank and the link.
    var lineCount: Int { max(1, bodyLine + body.count + (link == nil ? 0 : 2)) }

    /// The first line of the body.
    var bodyLine: Int { picture.map { $0.height + 1 } ?? 0 }

    /// The reader of card `card` of section `section` in `state`; `nil` when there is no such card
    /// or no room.
    init?(section: Int, card: Int, of state: CarouselState) {
        guard let page = Self.page(section: section, card: card, of: state) else { return nil }
        self.init(
            page: page, in: ScreenLayout(viewport: state.size).whole, glyphs: Glyphs(options: state.options),
            drawable: state.options.drawable)
    }

    /// Card `card` of section `section`, if there is one.
    static func page(section: Int, card: Int, of state: CarouselState) -> Page? {
        guard state.sections.indices.contains(section),
              state.sections[section].content.pages.indices.contains(card) else { return nil }
        return state.sections[section].content.pages[card]
    }
}
