/// One section: its title row, the sliding cards, the pinned tag band and the page control.
struct SectionView {
    let index: Int

    func draw(_ canvas: Canvas, cache: inout RenderCache, into grid: inout ScreenGrid) {
        let state = canvas.state
        let frame = state.layout.sections[index]
        let focused = state.focusedSection == index
        drawTitle(canvas, frame: frame, focused: focused, cache: &cache, into: &grid)
        drawCards(canvas, focused: focused, cache: &cache, into: &grid)
        drawTag(canvas, frame: frame, cache: &cache, into: &grid)
        drawPageControl(canvas, frame: frame, cache: &cache, into: &grid)
    }

    private func drawTitle(
        _ canvas: Canvas, frame: SectionFrame, focused: Bool, cache: inout RenderCache, into grid: inout ScreenGrid
    ) {
        let y = canvas.screenRow(ofContentRow: frame.title.y)
        guard canvas.rows.contains(y) else { return }
        let state = canvas.state
        let count = frame.pageCount
        let left = canvas.rect.x + state.layout.cardX
        let right = left + state.layout.cardWidth
        let markerX = max(canvas.rect.x, left - 2)
        let style = focused ? canvas.theme.focusedTitle : canvas.theme.title
        let end = grid.write(focused ? "\(canvas.glyphs.focusMarker) " : "  ", x: markerX, y: y, style: style)
        // Room for the widest page label ("12/12"), so the fitted title never depends on the page.
        let labelRoom = count > 1 ? 2 * String(count).count + 3 : 0
        let status = state.sections[index].source
        let warning = status?.failure == nil ? "" : " \(canvas.glyphs.warning)"
        let changed = status?.changedAt.map { " \(canvas.glyphs.separator) \($0)" } ?? ""
        let suffixWidth = canvas.glyphs.width(of: warning + changed)
        let title = cache.title(section: index) {
            ShapedText(canvas.glyphs.fitted(state.sections[index].content.title, width: right - end - labelRoom - suffixWidth),
                       ambiguous: canvas.glyphs.ambiguousWidth)
        }
        grid.draw(title, x: end, y: y, style: style)
        var x = end + title.width
        // A live section's state after its title: ⚠ when its source failed, when it last changed.
        if x + suffixWidth <= right - labelRoom {
            x = grid.write(warning, x: x, y: y, style: canvas.theme.sourceWarning)
            grid.write(changed, x: x, y: y, style: canvas.theme.hint)
        }
        if count > 1 {
            let label = "\(state.currentPage(ofSection: index) + 1)/\(count)"
            grid.write(label, x: right - label.count, y: y, style: canvas.theme.hint)
        }
    }

    private func drawCards(_ canvas: Canvas, focused: Bool, cache: inout RenderCache, into grid: inout ScreenGrid) {
        let state = canvas.state
        let layout = state.layout
        let pages = state.sections[index].content.pages
        let position = state.position(ofSection: index)
        let offset = state.horizontalOffset(ofSection: index)
        // Outside 0...last the section is in a loop slide: the pages repeat around.
        // In a loop section the pages repeat around all the time, so the last page shows the first
        // peeking after it, and the first the last before it: the loop never looks like an end.
        let loops = pages.count > 1 && state.autoplaySettings(ofSection: index)?.wrap == .loop
        let looping = loops || position < 0 || position > Double(pages.count - 1)
        let current = SectionState.nearestCard(at: position)
        for card in layout.visibleCardIndices(offset: offset) {
            guard looping || pages.indices.contains(card) else { continue }
            let page = ((card % pages.count) + pages.count) % pages.count
            let view = CardView(
                frame: layout.cardFrame(section: index, page: card, offset: offset).offsetBy(dx: canvas.rect.x),
                accent: pages[page].accent, focused: focused, current: card == current, gap: layout.metrics.gap)
            let key = RenderCache.CardImageKey(
                card: .init(section: index, page: page), current: view.current, focused: focused,
                width: view.frame.width, height: view.frame.height)
            let image: ScreenGrid
            if let kept = cache.cardImage(key) {
                image = kept
            } else {
                let text = cache.card(section: index, page: page) { RenderCache.CardText(page: pages[page], canvas: canvas) }
                image = view.image(text: text, theme: canvas.theme, glyphs: canvas.glyphs)
                cache.keep(image, for: key)
            }
            view.draw(canvas, image: image, into: &grid)
        }
    }

    private func drawTag(_ canvas: Canvas, frame: SectionFrame, cache: inout RenderCache, into grid: inout ScreenGrid) {
        let lines = cache.tagLines(section: index) { frame.tagLines.map { ShapedText($0, ambiguous: canvas.glyphs.ambiguousWidth) } }
        for (line, text) in lines.enumerated() {
            let y = canvas.screenRow(ofContentRow: frame.tagBand.y + line)
            guard canvas.rows.contains(y) else { continue }
            grid.draw(text, x: canvas.rect.x + frame.tagBand.x + 2, y: y, style: canvas.theme.tag)
        }
    }

    private func drawPageControl(
        _ canvas: Canvas, frame: SectionFrame, cache: inout RenderCache, into grid: inout ScreenGrid
    ) {
        let y = canvas.screenRow(ofContentRow: frame.pageControl.y)
        guard frame.pageControl.height > 0, canvas.rows.contains(y) else { return }
        let progress = canvas.state.autoAdvanceProgress(ofSection: index)
        let key = RenderCache.PageControlKey(
            pageCount: frame.pageCount, currentPage: canvas.state.currentPage(ofSection: index),
            width: frame.pageControl.width, currentDot: canvas.glyphs.currentDot(progress: progress))
        let control = cache.pageControl(key) {
            PageControl(pageCount: key.pageCount, currentPage: key.currentPage, width: key.width,
                        glyphs: canvas.glyphs, progress: progress)
        }
        for item in control.items {
            let style = item.isCurrent ? canvas.theme.currentDot
                : item.text.count > 1 ? canvas.theme.dotLabel : canvas.theme.otherDot
            grid.write(item.text, x: canvas.rect.x + frame.pageControl.x + item.column, y: y, style: style)
        }
    }
}
