/// How many lines an open overlay has and how many fit on the screen: what the state scrolls it
/// by (`Overlays`), from the same layout the views draw it with.
extension Overlays.Extent {
    /// The extent of `overlay` on `state`'s screen; `nil` for none, or one with nothing to show.
    init?(of overlay: CarouselState.Overlay?, in state: CarouselState) {
        let screen = ScreenLayout(viewport: state.size)
        switch overlay {
        case nil:
            return nil
        case .help?:
            let keyMap = state.options.keyMap
            self.init(
                lines: HelpExtent.lineCount(keyMap),
                visible: HelpExtent.visibleLineCount(keyMap: keyMap, screenHeight: screen.screen.height))
        case .reader(let section, let card)?:
            guard let reader = ReaderLayout(section: section, card: card, of: state) else { return nil }
            self.init(lines: reader.lineCount, visible: reader.frame.lineCount)
        case let details?:
            guard let text = OverlayText(details, state: state),
                  let (box, lines) = text.layout(in: screen.whole, glyphs: Glyphs(options: state.options)) else {
                return nil
            }
            self.init(lines: lines.count, visible: box.lineCount)
        }
    }
}

/// The help's size: every binding and note of the key map, and two lines of settings.
enum HelpExtent {
    /// How many lines the help has (every binding and note, the ambiguous-width and pictures lines).
    static func lineCount(_ keyMap: KeyMap) -> Int {
        keyMap.bindings.count + keyMap.notes.count + 2
    }

    /// How many of the help's lines fit on a screen `screenHeight` rows tall (see `OverlayFrame`).
    static func visibleLineCount(keyMap: KeyMap, screenHeight: Int) -> Int {
        max(0, min(screenHeight - 2, lineCount(keyMap) + 4) - 4)
    }

    /// The first line shown at most: the help's last line at the bottom of its box.
    static func scrollLimit(keyMap: KeyMap, screenHeight: Int) -> Int {
        max(0, lineCount(keyMap) - visibleLineCount(keyMap: keyMap, screenHeight: screenHeight))
    }
}
