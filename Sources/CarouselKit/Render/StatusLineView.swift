/// The status line: where the focus is, then a message or as many key hints as fit (from the
/// key map).
public struct StatusLineView: GridView {
    /// The styles drawn with.
    public var theme: Theme
    /// The symbols drawn with.
    public var glyphs: Glyphs

    /// A status line drawn with `theme` and `glyphs`.
    public init(theme: Theme, glyphs: Glyphs) {
        self.theme = theme
        self.glyphs = glyphs
    }

    /// All the status line shows of a state: the renderer draws it again only when this changes.
    struct Content: Equatable {
        var section: Int
        var sectionCount: Int
        var page: Int
        var pageCount: Int
        var message: StatusMessage?
        /// Why the focused section's source failed.
        var failure: String?
        var keyMap: KeyMap

        init(_ state: borrowing CarouselState) {
            section = state.focusedSection
            sectionCount = state.sections.count
            page = state.currentPage(ofSection: section)
            pageCount = state.sections[section].pageCount
            message = state.message
            failure = state.sections[section].source?.failure?.reason
            keyMap = state.options.keyMap
        }
    }

    /// Draws the status line for `state` on the first row of `rect`.
    public func draw(_ state: CarouselState, in rect: Rect, into grid: inout ScreenGrid) {
        draw(Content(state), in: rect, into: &grid)
    }

    /// Draws `content` on the first row of `rect`, shortened by whole parts where it is narrow
    /// (`StatusLineLayout`).
    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        guard !rect.isEmpty else { return }
        let y = rect.y
        grid.drawing(in: rect) { grid in
            grid.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: theme.status)
            let message = content.message.map { message in
                let style = message.kind == .error ? theme.statusError
                    : message.kind == .warning ? theme.statusWarning : theme.status
                return (StatusLineLayout(content, prefix: "", text: message.text, trailer: message.trailer,
                                         width: rect.width, glyphs: glyphs), style)
            } ?? content.failure.map { failure in
                (StatusLineLayout(content, prefix: "\(glyphs.warning) ", text: failure, trailer: nil,
                                  width: rect.width, glyphs: glyphs), theme.statusWarning)
            }
            if let (layout, style) = message {
                grid.write(layout.place, x: rect.x, y: y, style: theme.status)
                let text = " " + layout.text + layout.trailer + " "
                grid.write(text, x: rect.maxX - glyphs.width(of: text), y: y, style: style)
                return
            }
            let place = StatusLineLayout.place(content, width: rect.width, glyphs: glyphs)
            let placeEnd = grid.write(place, x: rect.x, y: y, style: theme.status)
            let hints = fittingHints(content.keyMap, room: rect.maxX - placeEnd - 1)
            grid.write(hints, x: rect.maxX - 1 - glyphs.width(of: hints), y: y, style: theme.status)
        }
    }

    /// As many of the key map's hints as fit in `room` columns, in order.
    private func fittingHints(_ keyMap: KeyMap, room: Int) -> String {
        var hints = ""
        for binding in keyMap.bindings {
            guard let hint = binding.hint else { continue }
            let item = "\(binding.shortKeysLabel(glyphs: glyphs)) \(hint)"
            let candidate = hints.isEmpty ? item : hints + "  " + item
            guard glyphs.width(of: candidate) <= room else { break }
            hints = candidate
        }
        return hints
    }
}
