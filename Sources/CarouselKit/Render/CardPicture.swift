/// What a card shows in its picture area (`CardStrip.pictureSize(of:)`): the picture once the
/// edge has it, else its alt text — quietly while it loads, plainly with a hint to `e` when it
/// cannot be shown, and plainly when pictures are off.
struct CardPicture: Equatable {
    enum Shown: Equatable {
        /// Asked for, not answered yet.
        case waiting
        case ready(CellPicture)
        case placed(KittyPlaceholder)
        case failed
        /// Pictures are off (`--images none`).
        case off
    }

    /// The cells of the picture area.
    let size: Size
    let shown: Shown
    /// The alt text, wrapped to the area.
    let alt: [ShapedText]
    /// How the picture's cells are drawn for this terminal.
    let look: CellPicture.Look

    /// The alt text as a picture area of `size` shows it: made safe, wrapped to the area, shaped.
    static func altLines(_ alt: String?, size: Size, glyphs: Glyphs, asciiOnly: Bool) -> [ShapedText] {
        let ambiguous = glyphs.ambiguousWidth
        let text = TerminalText.drawable(alt ?? "", asciiOnly: asciiOnly, ambiguous: ambiguous)
        return TextWrapper.wrap(text, width: size.width, maxLines: size.height, ellipsis: glyphs.ellipsis,
                                ambiguous: ambiguous).map { ShapedText($0, ambiguous: ambiguous) }
    }

    /// The picture's answer as `shown`: the outcome of its request, or none yet.
    static func shown(_ outcome: PictureOutcome?, mode: PictureMode) -> Shown {
        guard mode != .none else { return .off }
        switch outcome {
        case .ready(let picture)?: return .ready(picture)
        case .placed(let placeholder)?: return .placed(placeholder)
        case .failed?: return .failed
        case nil: return .waiting
        }
    }
}

extension ScreenGrid {
    /// Draws `picture` with its top-left cell at column `x` of row `y`: its text in `style`, the
    /// placeholder and the hint in `quiet`.
    mutating func draw(_ picture: CardPicture, x: Int, y: Int, style: Style, quiet: Style, glyphs: Glyphs) {
        let size = picture.size
        switch picture.shown {
        case .ready(let cells) where cells.columns == size.width && cells.rows == size.height:
            for row in 0..<size.height {
                for column in 0..<size.width {
                    let cell = cells.cell(column: column, row: row, look: picture.look, background: style)
                    repeatCell(cell, columns: 1, x: x + column, y: y + row)
                }
            }
        case .placed(let placeholder) where placeholder.columns == size.width && placeholder.rows == size.height:
            for row in 0..<size.height {
                for column in 0..<size.width {
                    repeatCell(placeholder.cell(column: column, row: row), columns: 1, x: x + column, y: y + row)
                }
            }
        case .failed:
            let hint = ShapedText("Picture not shown \(glyphs.separator) e why", ambiguous: glyphs.ambiguousWidth)
            drawCentred(Array(picture.alt.prefix(size.height - 1)) + [hint], x: x, y: y, size: size,
                        styles: (style, quiet))
        case .waiting:
            drawCentred(picture.alt, x: x, y: y, size: size, styles: (quiet, quiet))
        case .ready, .placed, .off:
            drawCentred(picture.alt, x: x, y: y, size: size, styles: (style, style))
        }
    }

    /// `lines` in the middle rows of a `size` area, the last one in `styles.last`.
    private mutating func drawCentred(
        _ lines: [ShapedText], x: Int, y: Int, size: Size, styles: (text: Style, last: Style)
    ) {
        let shown = lines.prefix(size.height)
        let top = y + (size.height - shown.count) / 2
        for (number, line) in shown.enumerated() {
            let style = number == shown.count - 1 ? styles.last : styles.text
            draw(line, x: x + max(0, (size.width - line.width) / 2), y: top + number, style: style,
                 clip: x..<(x + size.width))
        }
    }
}
