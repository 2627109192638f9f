/// A section's title row, from the focus marker to the cards' right edge: the marker, the title,
/// a live section's state, the page label.
struct SectionTitleView: GridView {
    let theme: Theme
    let glyphs: Glyphs

    struct Content: Equatable {
        let shown: SectionView.Key.Title
        let pageCount: Int
        /// The title, fitted to `room(width:shown:pageCount:)` and shaped.
        let title: ShapedText
    }

    /// The columns left for the title in a row `width` wide that shows `shown` of `pageCount`
    /// pages.
    func room(width: Int, shown: SectionView.Key.Title, pageCount: Int) -> Int {
        let (warning, changed) = suffix(shown)
        return width - glyphs.width(of: marker(shown)) - Self.labelRoom(pageCount) - glyphs.width(of: warning + changed)
    }

    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        let shown = content.shown
        let style = shown.focused ? theme.focusedTitle : theme.title
        let end = grid.write(marker(shown), x: rect.x, y: rect.y, style: style)
        let labelRoom = Self.labelRoom(content.pageCount)
        let (warning, changed) = suffix(shown)
        let suffixWidth = glyphs.width(of: warning + changed)
        grid.draw(content.title, x: end, y: rect.y, style: style)
        var x = end + content.title.width
        // A live section's state after its title: ⚠ when its source failed, when it last changed.
        if x + suffixWidth <= rect.maxX - labelRoom {
            x = grid.write(warning, x: x, y: rect.y, style: theme.sourceWarning)
            grid.write(changed, x: x, y: rect.y, style: theme.hint)
        }
        if content.pageCount > 1 {
            let label = "\(shown.page + 1)/\(content.pageCount)"
            grid.write(label, x: rect.maxX - label.count, y: rect.y, style: theme.hint)
        }
    }

    private func marker(_ shown: SectionView.Key.Title) -> String {
        shown.focused ? "\(glyphs.focusMarker) " : "  "
    }

    private func suffix(_ shown: SectionView.Key.Title) -> (warning: String, changed: String) {
        let marks = (shown.changed ? " \(glyphs.changed)" : "") + (shown.failed ? " \(glyphs.warning)" : "")
        return (marks, shown.changedAt.map { " \(glyphs.separator) \($0)" } ?? "")
    }

    /// Room for the widest page label ("12/12"), so the fitted title never depends on the page.
    private static func labelRoom(_ pageCount: Int) -> Int {
        pageCount > 1 ? 2 * String(pageCount).count + 3 : 0
    }
}

/// A section's tag band: its lines, wrapped to the cards' text width and shaped.
struct TagBandView: GridView {
    let theme: Theme

    func draw(_ lines: [ShapedText], in rect: Rect, into grid: inout ScreenGrid) {
        for (line, text) in lines.enumerated() where line < rect.height {
            grid.draw(text, x: rect.x, y: rect.y + line, style: theme.tag)
        }
    }
}

/// A section's dots (`PageControl`).
struct PageControlView: GridView {
    let theme: Theme
    let glyphs: Glyphs

    func draw(_ control: RenderCache.PageControlKey, in rect: Rect, into grid: inout ScreenGrid) {
        let dots = PageControl(
            pageCount: control.pageCount, currentPage: control.currentPage, width: control.width,
            glyphs: glyphs, currentDot: control.currentDot)
        for item in dots.items {
            let symbol = item.text.count == 1 ? item.text.first : nil
            let style = item.isCurrent ? theme.currentDot : symbol == nil ? theme.dotLabel : theme.otherDot
            // A dot or a mark is one cell: put as it is, not shaped as text (a draining dot makes a
            // new image of the row four times a page).
            if let symbol {
                grid.put(Cell(symbol, measuredFor: grid.ambiguousWidth, style: style), x: rect.x + item.column, y: rect.y)
            } else {
                grid.write(item.text, x: rect.x + item.column, y: rect.y, style: style)
            }
        }
    }
}
