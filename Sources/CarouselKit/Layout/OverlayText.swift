/// What the details box (`e`) shows — a source's failure, a picture's, a failed reload's
/// problems — and how its lines wrap in a box: read from the state, laid out for the view to draw
/// and for the state to scroll by.
struct OverlayText: Equatable {
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
        case .help, .reader:
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
            guard section == state.focusedSection, let failure = CardPictures(state: state).focusedFailure() else {
                return nil
            }
            heading = "Picture " + state.options.drawable(failure.name)
            lines = [failure.reason]
            opensAtEnd = false
        }
        scroll = state.helpScroll
    }

    /// The box in `rect` and the lines wrapped whole to its width (a long path, a compiler's
    /// message); `nil` when `rect` has no room for a box.
    func layout(in rect: Rect, glyphs: Glyphs) -> (box: OverlayFrame, lines: [String])? {
        let widest = ([heading] + lines).map(glyphs.width(of:)).max() ?? 0
        guard let sized = OverlayFrame(in: rect, contentWidth: widest, lineCount: lines.count, glyphs: glyphs) else {
            return nil
        }
        let wrapped = lines.flatMap { line in
            TextWrapper.wrap(line, width: sized.box.width - 4, maxLines: Self.longestLine,
                             ambiguous: glyphs.ambiguousWidth)
        }
        let fitted = OverlayFrame(in: rect, contentWidth: widest, lineCount: wrapped.count, glyphs: glyphs)
        return (fitted ?? sized, wrapped)
    }

    /// Far more wrapped lines than any one problem or stderr line makes.
    private static let longestLine = 10_000
}
