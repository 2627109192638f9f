/// `e`: why a live section's source failed, in full — the reason and the last lines of its
/// standard error, or the located errors in its output (docs/behaviour.md §3.11).
struct SourceDetailsOverlay {
    let section: Int

    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let state = canvas.state
        guard state.sections.indices.contains(section), let status = state.sections[section].source,
              let failure = status.failure else { return }
        let heading = "Source of \(state.sections[section].content.title): \(status.source.summary)"
        let lines = failure.details.isEmpty ? [failure.reason] : failure.details
        let rect = canvas.rect
        let widest = ([heading] + lines).map(canvas.glyphs.width(of:)).max() ?? 0
        guard let box = OverlayBox(in: rect, contentWidth: widest, lineCount: lines.count + 2, glyphs: canvas.glyphs) else { return }
        grid.drawing(in: rect) { grid in
            box.draw(heading: heading, canvas: canvas, into: &grid)
            // The last lines matter most (the error is at the end of stderr): keep those that fit.
            let shown = lines.suffix(max(0, box.lineCount - 2))
            for (number, line) in shown.enumerated() {
                grid.write(canvas.fitted(line, width: box.box.width - 4), x: box.box.x + 2, y: box.row(ofLine: number),
                           style: canvas.theme.overlay, clip: box.clip)
            }
            grid.write(canvas.fitted("Any key closes this.", width: box.box.width - 4), x: box.box.x + 2,
                       y: box.row(ofLine: box.lineCount - 1), style: canvas.theme.overlayKey, clip: box.clip)
        }
    }
}
