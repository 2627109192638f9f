/// `e`: a failure in full, in a box over the screen — a live section's source (the reason and the
/// last lines of its standard error, or the errors located in its output, docs/behaviour.md §3.11)
/// or the reload that failed (every problem of the feed file). Every line is wrapped whole to the
/// box; taller than the screen, it scrolls as the help does (`CarouselState.helpScroll`).
struct DetailsOverlay: GridView {
    let theme: Theme
    let glyphs: Glyphs

    /// What the box shows.
    struct Content: Equatable {
        let heading: String
        /// Already safe to draw.
        let lines: [String]
        /// Whether it opens on its last lines (a source's stderr ends with its error), else its first.
        let opensAtEnd: Bool
        /// The first wrapped line shown.
        let scroll: Int

        /// What `overlay` shows for `state`, or `nil` when there is nothing to show.
        init?(_ overlay: CarouselState.Overlay, state: CarouselState) {
            switch overlay {
            case .help:
                return nil
            case .reloadDetails:
                guard let problems = state.reloadProblems else { return nil }
                heading = "Reload failed; the old feed stays"
                lines = problems
                opensAtEnd = false
            case .sourceDetails(let section):
                guard state.sections.indices.contains(section), let status = state.sections[section].source,
                      let failure = status.failure else { return nil }
                heading = "Source of \(state.sections[section].content.title): "
                    + state.options.drawable(status.source.summary)
                lines = failure.details.isEmpty ? [failure.reason] : failure.details
                opensAtEnd = true
            case .pictureDetails(let section):
                guard section == state.focusedSection, let failure = CardPictures(state: state).focusedFailure() else { return nil }
                heading = "Picture " + state.options.drawable(failure.name)
                lines = [failure.reason]
                opensAtEnd = false
            }
            scroll = state.helpScroll
        }

        /// The box in `rect` and the lines wrapped whole to its width (a long path, a compiler's
        /// message); `nil` when `rect` has no room for a box.
        func layout(in rect: Rect, glyphs: Glyphs) -> (box: OverlayBox, lines: [String])? {
            let widest = ([heading] + lines).map(glyphs.width(of:)).max() ?? 0
            guard let sized = OverlayBox(in: rect, contentWidth: widest, lineCount: lines.count, glyphs: glyphs) else {
                return nil
            }
            let wrapped = lines.flatMap { line in
                TextWrapper.wrap(line, width: sized.box.width - 4, maxLines: Self.longestLine,
                                 ambiguous: glyphs.ambiguousWidth)
            }
            return (OverlayBox(in: rect, contentWidth: widest, lineCount: wrapped.count, glyphs: glyphs) ?? sized, wrapped)
        }

        /// Far more wrapped lines than any one problem or stderr line makes.
        private static let longestLine = 10_000
    }

    /// Draws the box `content` describes, centred in `rect`.
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        guard let (box, wrapped) = content.layout(in: rect, glyphs: glyphs) else { return }
        grid.drawing(in: rect) { grid in
            box.draw(heading: content.heading, in: rect, theme: theme, glyphs: glyphs, into: &grid)
            let first = min(max(0, content.scroll), max(0, wrapped.count - box.lineCount))
            let below = first + box.lineCount < wrapped.count
            box.drawMoreMarks(above: first > 0, below: below, theme: theme, glyphs: glyphs, into: &grid)
            for (number, line) in wrapped.dropFirst(first).prefix(box.lineCount).enumerated() {
                grid.write(line, x: box.box.x + 2, y: box.row(ofLine: number), style: theme.overlay, clip: box.clip)
            }
        }
    }
}
