/// `e`: a failure in full, in a box over the screen — a live section's source (the reason and the
/// last lines of its standard error, or the errors located in its output, docs/behaviour.md §3.11)
/// or the reload that failed (every problem of the feed file). Any key closes it.
struct DetailsOverlay: GridView {
    let theme: Theme
    let glyphs: Glyphs

    /// What the box shows.
    struct Content: Equatable {
        let heading: String
        /// Already safe to draw.
        let lines: [String]
        /// When not all fit: the last lines (a source's stderr ends with its error), else the first.
        let keepsLastLines: Bool

        /// What `overlay` shows for `state`, or `nil` when there is nothing to show.
        init?(_ overlay: CarouselState.Overlay, state: CarouselState) {
            switch overlay {
            case .help:
                return nil
            case .reloadDetails:
                guard let problems = state.reloadProblems else { return nil }
                heading = "The feed file could not be reloaded; the old feed stays"
                lines = problems
                keepsLastLines = false
            case .sourceDetails(let section):
                guard state.sections.indices.contains(section), let status = state.sections[section].source,
                      let failure = status.failure else { return nil }
                heading = "Source of \(state.sections[section].content.title): \(status.source.summary)"
                lines = failure.details.isEmpty ? [failure.reason] : failure.details
                keepsLastLines = true
            }
        }
    }

    /// Draws the box `content` describes, centred in `rect`.
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        let (heading, lines) = (content.heading, content.lines)
        let widest = ([heading] + lines).map(glyphs.width(of:)).max() ?? 0
        guard let sized = OverlayBox(in: rect, contentWidth: widest, lineCount: lines.count + 2, glyphs: glyphs) else {
            return
        }
        // A line wider than the screen wraps (a long path, a compiler's message) rather than
        // losing its end; the box then grows by the extra lines, as far as the screen allows.
        let textWidth = sized.box.width - 4
        let wrapped = lines.flatMap { line in
            TextWrapper.wrap(line, width: textWidth, maxLines: max(1, rect.height), ambiguous: glyphs.ambiguousWidth)
        }
        let box = OverlayBox(in: rect, contentWidth: widest, lineCount: wrapped.count + 2, glyphs: glyphs) ?? sized
        grid.drawing(in: rect) { grid in
            box.draw(heading: heading, theme: theme, glyphs: glyphs, into: &grid)
            let room = max(0, box.lineCount - 2)
            let shown = content.keepsLastLines ? Array(wrapped.suffix(room)) : Array(wrapped.prefix(room))
            for (number, line) in shown.enumerated() {
                grid.write(line, x: box.box.x + 2, y: box.row(ofLine: number), style: theme.overlay, clip: box.clip)
            }
            let hidden = wrapped.count - shown.count
            let footer = (hidden > 0 ? "\(hidden) more line\(hidden == 1 ? "" : "s") not shown. " : "") + "Any key closes this."
            grid.write(glyphs.fitted(footer, width: box.box.width - 4), x: box.box.x + 2,
                       y: box.row(ofLine: box.lineCount - 1), style: theme.overlayKey, clip: box.clip)
        }
    }
}
