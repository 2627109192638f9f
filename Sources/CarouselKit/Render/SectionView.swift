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

    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        cache.prepare(section: content.key.index, revision: content.key.revision)
        // The grid row of the section's content row 0.
        let top = rect.y - content.frame.frame.y
        grid.drawing(in: rect) { grid in
            drawTitle(content, x: rect.x, y: top + content.frame.title.y, into: &grid)
            drawCards(content, x: rect.x, y: top + content.frame.cards.y, into: &grid)
            drawTag(content, x: rect.x, top: top, into: &grid)
            drawPageControl(content, x: rect.x, y: top + content.frame.pageControl.y, into: &grid)
        }
    }

    private func drawTitle(_ content: Content, x: Int, y: Int, into grid: inout ScreenGrid) {
        guard grid.drawsRow(y) else { return }
        let left = x + content.strip.cardX
        let markerX = max(x, left - 2)
        let key = RenderCache.TitleKey(
            section: content.key.index, title: content.key.title, width: left + content.strip.cardWidth - markerX)
        let image: ScreenGrid
        if let kept = cache.rowImage(.title(key)) {
            image = kept
        } else {
            image = titleImage(content, key: key)
            cache.keep(image, for: .title(key))
        }
        grid.copyRow(image.row(0), x: markerX, y: y)
    }

    /// The title row from the focus marker to the cards' right edge, drawn alone: the marker,
    /// the title, a live section's state, the page label.
    private func titleImage(_ content: Content, key: RenderCache.TitleKey) -> ScreenGrid {
        let right = key.width
        var grid = ScreenGrid(size: Size(width: right, height: 1), ambiguousWidth: glyphs.ambiguousWidth)
        let count = content.frame.pageCount
        let style = key.title.focused ? theme.focusedTitle : theme.title
        let end = grid.write(key.title.focused ? "\(glyphs.focusMarker) " : "  ", x: 0, y: 0, style: style)
        // Room for the widest page label ("12/12"), so the fitted title never depends on the page.
        let labelRoom = count > 1 ? 2 * String(count).count + 3 : 0
        let warning = key.title.failed ? " \(glyphs.warning)" : ""
        let changed = key.title.changedAt.map { " \(glyphs.separator) \($0)" } ?? ""
        let suffixWidth = glyphs.width(of: warning + changed)
        let title = cache.title(section: content.key.index) {
            let room = right - end - labelRoom - suffixWidth
            return ShapedText(glyphs.fitted(content.title, width: room), ambiguous: glyphs.ambiguousWidth)
        }
        grid.draw(title, x: end, y: 0, style: style)
        var x = end + title.width
        // A live section's state after its title: ⚠ when its source failed, when it last changed.
        if x + suffixWidth <= right - labelRoom {
            x = grid.write(warning, x: x, y: 0, style: theme.sourceWarning)
            grid.write(changed, x: x, y: 0, style: theme.hint)
        }
        if count > 1 {
            let label = "\(key.title.page + 1)/\(count)"
            grid.write(label, x: right - label.count, y: 0, style: theme.hint)
        }
        return grid
    }

    private func drawCards(_ content: Content, x: Int, y: Int, into grid: inout ScreenGrid) {
        let strip = content.strip
        let pages = content.pages
        for card in strip.visibleCards(offset: content.key.offset) {
            guard content.key.looping || pages.indices.contains(card) else { continue }
            let page = ((card % pages.count) + pages.count) % pages.count
            let current = card == content.key.currentCard
            let margin = current ? 0 : strip.gap
            let size = Size(width: strip.cardWidth + 2 * margin, height: strip.cardHeight)
            let key = RenderCache.CardImageKey(
                card: .init(section: content.key.index, page: page), current: current, focused: content.key.focused,
                width: strip.cardWidth, height: strip.cardHeight)
            let image: ScreenGrid
            if let kept = cache.cardImage(key) {
                image = kept
            } else {
                let text = cache.card(section: content.key.index, page: page) {
                    RenderCache.CardText(
                        page: pages[page], strip: strip, glyphs: glyphs, pageStyles: pageStyles, asciiOnly: asciiOnly)
                }
                let shown = CardView.Content(
                    text: text, accent: pages[page].accent, focused: content.key.focused, current: current,
                    gap: strip.gap)
                image = CardView(theme: theme, glyphs: glyphs).image(
                    of: shown, size: size, ambiguousWidth: glyphs.ambiguousWidth)
                cache.keep(image, for: key)
            }
            grid.paste(image, x: x + strip.frame(ofCard: card, offset: content.key.offset).x - margin, y: y)
        }
    }

    private func drawTag(_ content: Content, x: Int, top: Int, into grid: inout ScreenGrid) {
        let frame = content.frame
        guard !frame.tagLines.isEmpty else { return }
        let image: ScreenGrid
        if let kept = cache.rowImage(.tag(section: content.key.index)) {
            image = kept
        } else {
            let lines = frame.tagLines.map { ShapedText($0, ambiguous: glyphs.ambiguousWidth) }
            var band = ScreenGrid(
                size: Size(width: lines.map(\.width).max() ?? 0, height: lines.count),
                ambiguousWidth: glyphs.ambiguousWidth)
            for (line, text) in lines.enumerated() { band.draw(text, x: 0, y: line, style: theme.tag) }
            image = band
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
            let dots = PageControl(
                pageCount: control.pageCount, currentPage: control.currentPage, width: control.width,
                glyphs: glyphs, currentDot: control.currentDot)
            var row = ScreenGrid(size: Size(width: control.width, height: 1), ambiguousWidth: glyphs.ambiguousWidth)
            for item in dots.items {
                let style = item.isCurrent ? theme.currentDot
                    : item.text.count > 1 ? theme.dotLabel : theme.otherDot
                row.write(item.text, x: item.column, y: 0, style: style)
            }
            image = row
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
