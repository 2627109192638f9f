/// One section: its title row, the sliding cards, the pinned tag band and the page control.
struct SectionView {
    /// All a section's drawing reads of the state that changes while the feed, the screen and
    /// the vertical scroll stay the same: the renderer draws a section again only when this
    /// changes (`Renderer.update`). The rest — its pages, their text, the layout — changes only
    /// with the feed's revision or the screen.
    struct Key: Equatable {
        let index: Int
        /// Columns the cards have slid by (first: it changes on every frame of a slide).
        let offset: Int
        /// The section's content revision (`SectionState.revision`).
        let revision: Int
        /// What the title row shows, apart from the feed.
        let title: Title
        /// The card nearest the centre, drawn as the current one.
        let currentCard: Int
        /// Whether the pages repeat around (a loop section, or a slide past either end).
        let looping: Bool
        /// The page control's current dot, which drains while the page's time runs.
        let currentDot: Character

        /// The focus (marker and colour), the page label and a live section's state.
        struct Title: Hashable {
            let focused: Bool
            let page: Int
            let failed: Bool
            let changedAt: String?
        }

        var focused: Bool { title.focused }
        var page: Int { title.page }

        init(_ state: CarouselState, index: Int, glyphs: Glyphs) {
            self.index = index
            revision = state.sections[index].revision
            let status = state.sections[index].source
            title = Title(
                focused: state.focusedSection == index, page: state.currentPage(ofSection: index),
                failed: status?.failure != nil, changedAt: status?.stamp)
            let position = state.position(ofSection: index)
            offset = state.horizontalOffset(ofSection: index)
            currentCard = SectionState.nearestCard(at: position)
            // In a loop section the pages repeat around all the time, so the last page shows the
            // first peeking after it, and the first the last before it: the loop never looks like
            // an end. Outside 0...last any section is in a loop slide.
            let count = state.sections[index].content.pages.count
            looping = state.autoplayRun.isRing(state.sections[index]) || position < 0 || position > Double(count - 1)
            currentDot = glyphs.currentDot(progress: state.autoAdvanceProgress(ofSection: index))
        }
    }

    let key: Key
    var index: Int { key.index }

    func draw(_ canvas: Canvas, cache: inout RenderCache, into grid: inout ScreenGrid) {
        cache.prepare(section: index, revision: key.revision)
        let frame = canvas.state.layout.sections[index]
        drawTitle(canvas, frame: frame, cache: &cache, into: &grid)
        drawCards(canvas, cache: &cache, into: &grid)
        drawTag(canvas, frame: frame, cache: &cache, into: &grid)
        drawPageControl(canvas, frame: frame, cache: &cache, into: &grid)
    }

    private func drawTitle(
        _ canvas: Canvas, frame: SectionFrame, cache: inout RenderCache, into grid: inout ScreenGrid
    ) {
        let y = canvas.screenRow(ofContentRow: frame.title.y)
        guard canvas.rows.contains(y) else { return }
        let state = canvas.state
        let left = canvas.rect.x + state.layout.cardX
        let markerX = max(canvas.rect.x, left - 2)
        let title = RenderCache.TitleKey(
            section: index, title: key.title, width: left + state.layout.cardWidth - markerX)
        let image: ScreenGrid
        if let kept = cache.rowImage(.title(title)) {
            image = kept
        } else {
            image = titleImage(canvas, frame: frame, key: title, cache: &cache)
            cache.keep(image, for: .title(title))
        }
        grid.copyRow(image.row(0), x: markerX, y: y)
    }

    /// The title row from the focus marker to the cards' right edge, drawn alone: the marker,
    /// the title, a live section's state, the page label.
    private func titleImage(
        _ canvas: Canvas, frame: SectionFrame, key: RenderCache.TitleKey, cache: inout RenderCache
    ) -> ScreenGrid {
        let right = key.width
        var grid = ScreenGrid(size: Size(width: right, height: 1), ambiguousWidth: canvas.glyphs.ambiguousWidth)
        let state = canvas.state
        let count = frame.pageCount
        let style = key.title.focused ? canvas.theme.focusedTitle : canvas.theme.title
        let end = grid.write(key.title.focused ? "\(canvas.glyphs.focusMarker) " : "  ", x: 0, y: 0, style: style)
        // Room for the widest page label ("12/12"), so the fitted title never depends on the page.
        let labelRoom = count > 1 ? 2 * String(count).count + 3 : 0
        let warning = key.title.failed ? " \(canvas.glyphs.warning)" : ""
        let changed = key.title.changedAt.map { " \(canvas.glyphs.separator) \($0)" } ?? ""
        let suffixWidth = canvas.glyphs.width(of: warning + changed)
        let title = cache.title(section: index) {
            let room = right - end - labelRoom - suffixWidth
            return ShapedText(canvas.glyphs.fitted(state.sections[index].content.title, width: room),
                              ambiguous: canvas.glyphs.ambiguousWidth)
        }
        grid.draw(title, x: end, y: 0, style: style)
        var x = end + title.width
        // A live section's state after its title: ⚠ when its source failed, when it last changed.
        if x + suffixWidth <= right - labelRoom {
            x = grid.write(warning, x: x, y: 0, style: canvas.theme.sourceWarning)
            grid.write(changed, x: x, y: 0, style: canvas.theme.hint)
        }
        if count > 1 {
            let label = "\(key.title.page + 1)/\(count)"
            grid.write(label, x: right - label.count, y: 0, style: canvas.theme.hint)
        }
        return grid
    }

    private func drawCards(_ canvas: Canvas, cache: inout RenderCache, into grid: inout ScreenGrid) {
        let state = canvas.state
        let layout = state.layout
        let pages = state.sections[index].content.pages
        let (offset, focused) = (key.offset, key.focused)
        for card in layout.visibleCardIndices(offset: offset) {
            guard key.looping || pages.indices.contains(card) else { continue }
            let page = ((card % pages.count) + pages.count) % pages.count
            let view = CardView(
                frame: layout.cardFrame(section: index, page: card, offset: offset).offsetBy(dx: canvas.rect.x),
                accent: pages[page].accent, focused: focused, current: card == key.currentCard, gap: layout.metrics.gap,
                link: pages[page].link)
            let key = RenderCache.CardImageKey(
                card: .init(section: index, page: page), current: view.current, focused: focused,
                width: view.frame.width, height: view.frame.height)
            let image: ScreenGrid
            if let kept = cache.cardImage(key) {
                image = kept
            } else {
                let text = cache.card(section: index, page: page) {
                    RenderCache.CardText(page: pages[page], canvas: canvas)
                }
                image = view.image(text: text, theme: canvas.theme, glyphs: canvas.glyphs)
                cache.keep(image, for: key)
            }
            view.draw(canvas, image: image, into: &grid)
        }
    }

    private func drawTag(_ canvas: Canvas, frame: SectionFrame, cache: inout RenderCache, into grid: inout ScreenGrid) {
        guard !frame.tagLines.isEmpty else { return }
        let image: ScreenGrid
        if let kept = cache.rowImage(.tag(section: index)) {
            image = kept
        } else {
            let lines = frame.tagLines.map { ShapedText($0, ambiguous: canvas.glyphs.ambiguousWidth) }
            var band = ScreenGrid(
                size: Size(width: lines.map(\.width).max() ?? 0, height: lines.count),
                ambiguousWidth: canvas.glyphs.ambiguousWidth)
            for (line, text) in lines.enumerated() { band.draw(text, x: 0, y: line, style: canvas.theme.tag) }
            image = band
            cache.keep(image, for: .tag(section: index))
        }
        for line in frame.tagLines.indices {
            let y = canvas.screenRow(ofContentRow: frame.tagBand.y + line)
            guard canvas.rows.contains(y) else { continue }
            grid.copyRow(image.row(line), x: canvas.rect.x + frame.tagBand.x + 2, y: y)
        }
    }

    private func drawPageControl(
        _ canvas: Canvas, frame: SectionFrame, cache: inout RenderCache, into grid: inout ScreenGrid
    ) {
        let y = canvas.screenRow(ofContentRow: frame.pageControl.y)
        guard frame.pageControl.height > 0, canvas.rows.contains(y) else { return }
        let control = RenderCache.PageControlKey(
            pageCount: frame.pageCount, currentPage: key.page, width: frame.pageControl.width,
            currentDot: key.currentDot)
        let image: ScreenGrid
        if let kept = cache.rowImage(.pageControl(control)) {
            image = kept
        } else {
            let dots = PageControl(
                pageCount: control.pageCount, currentPage: control.currentPage, width: control.width,
                glyphs: canvas.glyphs, currentDot: control.currentDot)
            var row = ScreenGrid(
                size: Size(width: control.width, height: 1), ambiguousWidth: canvas.glyphs.ambiguousWidth)
            for item in dots.items {
                let style = item.isCurrent ? canvas.theme.currentDot
                    : item.text.count > 1 ? canvas.theme.dotLabel : canvas.theme.otherDot
                row.write(item.text, x: item.column, y: 0, style: style)
            }
            image = row
            cache.keep(image, for: .pageControl(control))
        }
        grid.copyRow(image.row(0), x: canvas.rect.x + frame.pageControl.x, y: y)
    }
}
