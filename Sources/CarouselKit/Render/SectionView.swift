/// One section: its title row, the sliding cards, the pinned tag band and the page control.
struct SectionView {
    let index: Int

    func draw(_ canvas: Canvas, cardText: inout CardTextCache, into grid: inout ScreenGrid) {
        let state = canvas.state
        let frame = state.layout.sections[index]
        let focused = state.focusedSection == index
        drawTitle(canvas, frame: frame, focused: focused, into: &grid)
        drawCards(canvas, focused: focused, cardText: &cardText, into: &grid)
        drawTag(canvas, frame: frame, into: &grid)
        drawPageControl(canvas, frame: frame, into: &grid)
    }

    private func drawTitle(_ canvas: Canvas, frame: SectionFrame, focused: Bool, into grid: inout ScreenGrid) {
        let y = canvas.screenRow(ofContentRow: frame.title.y)
        guard canvas.viewportRows.contains(y) else { return }
        let state = canvas.state
        let section = state.feed.sections[index]
        let count = section.pages.count
        let pages = count > 1 ? "\(state.currentPage(ofSection: index) + 1)/\(count)" : ""
        let left = state.layout.cardX
        let right = left + state.layout.cardWidth
        let marker = focused ? "\(canvas.glyphs.focusMarker) " : "  "
        let markerX = max(0, left - 2)
        let titleRoom = right - markerX - 2 - (pages.isEmpty ? 0 : pages.count + 2)
        let style = focused ? canvas.theme.focusedTitle : canvas.theme.title
        let end = grid.write(marker, x: markerX, y: y, style: style)
        grid.write(canvas.fitted(section.title, width: titleRoom), x: end, y: y, style: style)
        if !pages.isEmpty {
            grid.write(pages, x: right - pages.count, y: y, style: canvas.theme.hint)
        }
    }

    private func drawCards(_ canvas: Canvas, focused: Bool, cardText: inout CardTextCache, into grid: inout ScreenGrid) {
        let state = canvas.state
        let layout = state.layout
        let pages = state.feed.sections[index].pages
        let position = state.position(ofSection: index)
        let offset = state.horizontalOffset(ofSection: index)
        // Outside 0...last the section is in a loop slide: the pages repeat around.
        let looping = position < 0 || position > Double(pages.count - 1)
        let current = SectionState.nearestCard(at: position)
        for card in layout.visibleCardIndices(offset: offset) {
            guard looping || pages.indices.contains(card) else { continue }
            let page = ((card % pages.count) + pages.count) % pages.count
            let text = cardText.entry(section: index, page: page) {
                CardTextCache.Entry(
                    title: canvas.fitted(pages[page].title, width: layout.textWidth),
                    body: TextWrapper.wrap(pages[page].body, width: layout.textWidth,
                                           maxLines: layout.metrics.bodyLines, ellipsis: canvas.glyphs.ellipsis))
            }
            CardView(frame: layout.cardFrame(section: index, page: card, offset: offset),
                     text: text, accent: pages[page].accent, focused: focused, current: card == current)
                .draw(canvas, into: &grid)
        }
    }

    private func drawTag(_ canvas: Canvas, frame: SectionFrame, into grid: inout ScreenGrid) {
        for (line, text) in frame.tagLines.enumerated() {
            let y = canvas.screenRow(ofContentRow: frame.tagBand.y + line)
            guard canvas.viewportRows.contains(y) else { continue }
            grid.write(text, x: frame.tagBand.x + 2, y: y, style: canvas.theme.tag)
        }
    }

    private func drawPageControl(_ canvas: Canvas, frame: SectionFrame, into grid: inout ScreenGrid) {
        let y = canvas.screenRow(ofContentRow: frame.pageControl.y)
        guard frame.pageControl.height > 0, canvas.viewportRows.contains(y) else { return }
        let control = PageControl(
            pageCount: frame.pageCount, currentPage: canvas.state.currentPage(ofSection: index),
            width: frame.pageControl.width, glyphs: canvas.glyphs)
        for item in control.items {
            let style = item.isCurrent ? canvas.theme.currentDot
                : item.text.count > 1 ? canvas.theme.dotLabel : canvas.theme.otherDot
            grid.write(item.text, x: frame.pageControl.x + item.column, y: y, style: style)
        }
    }
}
