/// The reader (`v`, Enter): the focused card whole in a box over the screen (`ReaderLayout`),
/// scrolled by `CarouselState.helpScroll`; its picture is drawn as the cards draw theirs, as
/// large as the box allows.
struct ReaderOverlay: GridView {
    let theme: Theme
    let glyphs: Glyphs

    /// What the reader shows.
    struct Content: Equatable {
        let layout: ReaderLayout
        /// Card `number` of `count`, for the heading.
        let number: Int
        let count: Int
        /// The first line shown.
        let scroll: Int
        /// The picture's area as drawn: what the edge answered for it, or its alt text.
        let picture: CardPicture?
        /// The card's status, whose glyph goes before the title.
        let status: PageStatus?
    }

    func draw(_ content: Content, in rect: Rect, into grid: inout ScreenGrid) {
        let reader = content.layout
        let frame = reader.frame
        let counter = content.count > 1 ? "  \(content.number + 1)/\(content.count)" : ""
        grid.drawing(in: rect) { grid in
            let mark = content.status.map { glyphs.mark(for: $0) + " " } ?? ""
            frame.draw(heading: mark + reader.title, in: rect, theme: theme, glyphs: glyphs, into: &grid)
            if let status = content.status {
                // The glyph in its status's colour, as on the card.
                grid.write(glyphs.mark(for: status), x: frame.box.x + 2, y: frame.box.y + 1,
                           style: theme.overlayKey.overlaid(with: theme.style(for: status)), clip: frame.clip)
            }
            if !counter.isEmpty {
                grid.write(counter, x: frame.clip.upperBound - counter.count, y: frame.box.y + 1, style: theme.overlay)
            }
            let first = min(max(0, content.scroll), max(0, reader.lineCount - frame.lineCount))
            frame.drawMoreMarks(
                above: first > 0, below: first + frame.lineCount < reader.lineCount, theme: theme, glyphs: glyphs,
                into: &grid)
            let hint = " \(glyphs.leftRight) cards \(glyphs.separator) Esc closes "
            grid.write(hint, x: frame.box.x + 2, y: frame.box.maxY - 1, style: theme.overlayKey,
                       clip: frame.box.x..<(frame.box.maxX - 12))
            let lines = Rect(x: frame.box.x, y: frame.row(ofLine: 0), width: frame.box.width, height: frame.lineCount)
            grid.drawing(in: lines) { grid in
                let top = frame.row(ofLine: -first)
                if let picture = content.picture {
                    grid.draw(picture, x: frame.box.x + 2, y: top, style: theme.overlay, quiet: theme.overlay,
                              glyphs: glyphs)
                }
                for (number, line) in reader.body.enumerated() {
                    grid.write(line, x: frame.box.x + 2, y: top + reader.bodyLine + number, style: theme.overlay,
                               clip: frame.clip)
                }
                if let link = reader.link {
                    let y = top + reader.bodyLine + reader.body.count + 1
                    let end = grid.write(link, x: frame.box.x + 2, y: y, style: theme.overlayKey, clip: frame.clip)
                    if let number = grid.linkNumber(for: link) {
                        grid.setLink(number, columns: (frame.box.x + 2)..<min(end, frame.clip.upperBound), y: y)
                    }
                }
            }
        }
    }
}

extension ReaderOverlay.Content {
    /// What `state`'s reader shows, when it is open on a card that is there.
    init?(_ state: CarouselState, glyphs: Glyphs) {
        guard case .reader(let section, let card)? = state.overlay,
              let layout = ReaderLayout(section: section, card: card, of: state) else { return nil }
        self.layout = layout
        number = card
        count = state.sections[section].content.pages.count
        scroll = state.helpScroll
        let page = state.sections[section].content.pages[card]
        status = page.status
        let answer = CardPictures(state: state).readerRequest().flatMap(state.picture(for:))
        picture = layout.picture.map { size in
            CardPicture(
                size: size, shown: CardPicture.shown(answer, mode: state.options.pictures),
                alt: CardPicture.altLines(page.alt, size: size, glyphs: glyphs, asciiOnly: state.options.ascii),
                look: CellPicture.Look(
                    color: state.options.color, ascii: state.options.ascii, ambiguousWidth: glyphs.ambiguousWidth))
        }
    }
}
