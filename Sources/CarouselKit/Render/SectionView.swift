/// One section: its title row, the sliding cards, the pinned tag band and the page control, drawn
/// into the section's rectangle of the feed (its separator row included), which may reach past
/// the feed's rows: what is outside the grid's drawing bounds is clipped.
///
/// Its rows and cards are drawn once into images (`RenderCache`, which only remembers: equal
/// looks draw equal cells whatever they remember) and copied on every frame.
struct SectionView: GridView {
    let look: Look
    /// Whether the pages' own styles are drawn (colours on).
    let pageStyles: Bool
    /// Whether card text is shown in ASCII.
    let asciiOnly: Bool
    let cache: RenderCache

    var theme: Theme { look.theme }
    var glyphs: Glyphs { look.glyphs }

    static func == (lhs: SectionView, rhs: SectionView) -> Bool {
        (lhs.look === rhs.look || lhs.theme == rhs.theme && lhs.glyphs == rhs.glyphs)
            && lhs.pageStyles == rhs.pageStyles && lhs.asciiOnly == rhs.asciiOnly
    }

    /// The rows of a section that can be drawn again alone; the tag band and the separator
    /// change only with the whole section.
    struct Parts: OptionSet {
        let rawValue: Int
        static let title = Parts(rawValue: 1)
        static let cards = Parts(rawValue: 2)
        static let pageControl = Parts(rawValue: 4)
        static let tag = Parts(rawValue: 8)
        static let whole: Parts = [.title, .cards, .tag, .pageControl]

        /// Calls `body` with the rectangle of each of these parts in `frame`, top to bottom (the
        /// whole section, its separator included, for `whole`).
        func forEachRect(in frame: SectionFrame, _ body: (Rect) -> Void) {
            if self == .whole { return body(frame.frame) }
            if contains(.title) { body(frame.title) }
            if contains(.cards) { body(frame.cards) }
            if contains(.tag) { body(frame.tagBand) }
            if contains(.pageControl) { body(frame.pageControl) }
        }
    }

    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        draw(content, parts: .whole, in: rect, into: &grid)
    }

    /// Draws `parts` of the section drawn into `rect`; nothing outside their rows.
    func draw(_ content: Content, parts: Parts, in rect: Rect, into grid: inout ScreenGrid) {
        cache.prepare(section: content.key.index, revision: content.key.revision)
        // The grid row of the section's content row 0.
        let top = rect.y - content.frame.frame.y
        grid.drawing(in: rect) { grid in
            if parts.contains(.title) { drawTitle(content, x: rect.x, y: top + content.frame.title.y, into: &grid) }
            if parts.contains(.cards) {
                cache.drawingCards(section: content.key.index)
                drawCards(content, x: rect.x, y: top + content.frame.cards.y, into: &grid)
            }
            if parts.contains(.tag) { drawTag(content, x: rect.x, top: top, into: &grid) }
            if parts.contains(.pageControl) {
                drawPageControl(content, x: rect.x, y: top + content.frame.pageControl.y, into: &grid)
            }
        }
    }

    private func drawTitle(_ content: Content, x: Int, y: Int, into grid: inout ScreenGrid) {
        guard grid.drawsRow(y) else { return }
        let left = x + content.strip.cardX
        let markerX = max(x, left - 2)
        let key = RenderCache.TitleKey(
            section: content.key.index, title: content.key.title, width: left + content.strip.pageWidth - markerX)
        let image: ScreenGrid
        if let kept = cache.rowImage(.title(key)) {
            image = kept
        } else {
            image = titleImage(content, key: key)
            cache.keep(image, for: .title(key))
        }
        grid.copyRow(image.row(0), x: markerX, y: y)
    }

    /// The title row drawn alone, its title fitted once for the section (`RenderCache.title`).
    private func titleImage(_ content: Content, key: RenderCache.TitleKey) -> ScreenGrid {
        let view = SectionTitleView(theme: theme, glyphs: glyphs)
        let count = content.frame.pageCount
        let title = cache.title(section: content.key.index) {
            let room = view.room(width: key.width, shown: key.title, pageCount: count)
            return ShapedText(glyphs.fitted(content.title, width: room), ambiguous: glyphs.ambiguousWidth)
        }
        return view.image(
            of: SectionTitleView.Content(shown: key.title, pageCount: count, title: title),
            size: Size(width: key.width, height: 1), ambiguousWidth: glyphs.ambiguousWidth)
    }

    private func drawCards(_ content: Content, x: Int, y: Int, into grid: inout ScreenGrid) {
        let strip = content.strip
        let pages = content.pages
        for slot in strip.visibleCards(offset: content.key.offset) {
            guard let page = strip.card(atSlot: slot, of: pages.count, looping: content.key.looping) else { continue }
            let current = floorDivide(slot, strip.cardsPerPage) == content.key.currentCard
            let marked = current && content.key.markedCard == page
            let margin = current ? 0 : strip.gap
            let size = Size(width: strip.cardWidth + 2 * margin, height: strip.cardHeight)
            let picture = content.pictures.slot(of: pages[page], strip: strip)
            // In a page of several cards the focused one alone takes the focused section's border.
            let focused = content.key.focused && (strip.cardsPerPage == 1 || marked)
            let key = RenderCache.CardImageKey(
                card: .init(section: content.key.index, page: page), current: current, focused: focused,
                marked: marked, width: strip.cardWidth, height: strip.cardHeight, picture: picture?.stamp ?? 0)
            let image: ScreenGrid
            if let kept = cache.cardImage(key) {
                image = kept
            } else {
                image = cardImage(content, page: page, key: key, picture: picture, size: size)
                cache.keep(image, for: key)
            }
            let frame = strip.frame(ofCard: slot, offset: content.key.offset)
            let (left, top) = (x + frame.x - margin, y + frame.y)
            grid.paste(image, x: left, y: top)
            if let link = pages[page].link {
                let number = grid.linkNumber(for: link.url) ?? 0
                let titleRow = 1 + (strip.pictureSize(of: pages[page])?.height ?? 0)
                grid.setLink(number, columns: left..<(left + size.width), y: top + titleRow, only: CardView.ownLink)
            }
        }
    }

    /// Card `page` of the section drawn alone, with its picture's answer `picture`.
    private func cardImage(
        _ content: Content, page: Int, key: RenderCache.CardImageKey, picture: Pictures.Slot?, size: Size
    ) -> ScreenGrid {
        let strip = content.strip
        let shown = content.pages[page]
        let text = cache.card(section: content.key.index, page: page) {
            RenderCache.CardText(
                page: shown, strip: strip, glyphs: glyphs, pageStyles: pageStyles, asciiOnly: asciiOnly)
        }
        let area = strip.pictureSize(of: shown).map {
            CardPicture(
                size: $0, shown: CardPicture.shown(picture?.outcome, mode: content.pictures.mode), alt: text.alt,
                look: CellPicture.Look(color: pageStyles, ascii: asciiOnly, ambiguousWidth: glyphs.ambiguousWidth))
        }
        let card = CardView.Content(
            text: text, accent: shown.accent, status: shown.status, focused: key.focused, current: key.current,
            marked: key.marked, gap: strip.gap, link: shown.link, picture: area)
        return CardView(theme: theme, glyphs: glyphs).image(of: card, size: size, ambiguousWidth: glyphs.ambiguousWidth)
    }

    private func drawTag(_ content: Content, x: Int, top: Int, into grid: inout ScreenGrid) {
        let frame = content.frame
        guard !frame.tagLines.isEmpty else { return }
        let image: ScreenGrid
        if let kept = cache.rowImage(.tag(section: content.key.index)) {
            image = kept
        } else {
            let lines = frame.tagLines.map { ShapedText($0, ambiguous: glyphs.ambiguousWidth) }
            image = TagBandView(theme: theme).image(
                of: lines, size: Size(width: lines.map(\.width).max() ?? 0, height: lines.count),
                ambiguousWidth: glyphs.ambiguousWidth)
            cache.keep(image, for: .tag(section: content.key.index))
        }
        grid.paste(image, x: x + frame.tagBand.x + 2, y: top + frame.tagBand.y)
    }

    private func drawPageControl(_ content: Content, x: Int, y: Int, into grid: inout ScreenGrid) {
        let frame = content.frame
        guard frame.pageControl.height > 0, grid.drawsRow(y) else { return }
        let control = RenderCache.PageControlKey(
            pageCount: frame.pageCount, currentPage: content.key.page, width: frame.pageControl.width,
            currentDot: content.key.currentDot)
        let image: ScreenGrid
        if let kept = cache.rowImage(.pageControl(control)) {
            image = kept
        } else {
            image = PageControlView(theme: theme, glyphs: glyphs).image(
                of: control, size: Size(width: control.width, height: 1), ambiguousWidth: glyphs.ambiguousWidth)
            cache.keep(image, for: .pageControl(control))
        }
        grid.copyRow(image.row(0), x: x + frame.pageControl.x, y: y)
    }
}

extension ScreenGrid {
    /// Whether row `y` is inside the drawing bounds.
    func drawsRow(_ y: Int) -> Bool {
        y >= bounds.y && y < bounds.maxY
    }
}
