/// A picture scaled to a rectangle of cells, ready to be drawn as block symbols in the grid, so
/// that it slides, clips and diffs like text. Each cell is a grid of pixels (`SymbolSet`) split
/// between two colours: the split among its symbols' shapes and the two colours that match its
/// pixels best, as chafa matches them.
///
/// Made at the edge, off the UI thread (scaling a large picture and matching its cells take a
/// while); the core only turns each cell into a symbol for the terminal at hand
/// (`cell(column:row:look:)`).
public struct CellPicture: Hashable, Sendable {
    /// One pixel, as the average of the picture's pixels it covers.
    public struct Pixel: Hashable, Sendable {
        /// Red, 0–255.
        public var red: UInt8
        /// Green, 0–255.
        public var green: UInt8
        /// Blue, 0–255.
        public var blue: UInt8

        /// A pixel of this colour.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// How bright the pixel looks, 0–255 (Rec. 601 weights).
        var luminance: Int { (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1000 }
    }

    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int
    /// The symbols its cells are drawn with.
    public let symbols: SymbolSet
    /// One a cell, row by row from the top.
    let blocks: [Block]

    /// A picture of `columns × rows` cells from its pixels, each cell matched to a shape of
    /// `symbols` and two colours.
    /// - Parameters:
    ///   - columns: The width in cells.
    ///   - rows: The height in cells.
    ///   - symbols: The symbols the cells are drawn with, which say how many pixels a cell has.
    ///   - pixels: `columns · symbols.pixelsAcross` pixels a row, `rows · symbols.pixelsDown` rows,
    ///     from the top; `nil` where the picture is transparent or does not reach (it is fitted
    ///     inside, keeping its proportions).
    public init(columns: Int, rows: Int, symbols: SymbolSet, pixels: [Pixel?]) {
        precondition(
            columns >= 0 && rows >= 0 && pixels.count == columns * rows * symbols.pixelsInCell,
            "pixels do not fill the cells")
        self.columns = columns
        self.rows = rows
        self.symbols = symbols
        blocks = Self.match(pixels, columns: columns, rows: rows, symbols: symbols)
    }

    /// How a picture is drawn in a terminal: what the terminal can show decides the symbols.
    public struct Look: Hashable, Sendable {
        /// Colours may be used; without, a ramp of symbols by brightness.
        public var color: Bool
        /// Only ASCII may be drawn.
        public var ascii: Bool
        /// How wide the terminal draws the block symbols (East Asian Ambiguous): where they take two
        /// columns they cannot be used, and each cell is one pixel of background colour.
        public var ambiguousWidth: AmbiguousWidth

        /// A look for a terminal of these abilities.
        public init(color: Bool, ascii: Bool, ambiguousWidth: AmbiguousWidth) {
            self.color = color
            self.ascii = ascii
            self.ambiguousWidth = ambiguousWidth
        }
    }

    /// The cell at `column`, `row` (both inside the picture) drawn with `look`, over `background`
    /// where the picture is transparent.
    public func cell(column: Int, row: Int, look: Look, background: Style = .plain) -> Cell {
        let block = blocks[row * columns + column]
        guard look.color, !look.ascii else { return shade(block, look: look, background: background) }
        guard let foreground = block.foreground else { return Cell(" ", style: background) }
        guard look.ambiguousWidth == .narrow else {
            // One colour a cell: the pixels mixed.
            return Cell(" ", style: Style(background: mix(foreground, block).color, attributes: background.attributes))
        }
        if block.shape == symbols.allPixels { return Cell(" ", style: Style(background: foreground.color)) }
        return Cell(symbols.symbol(block.shape), style: Style(
            foreground: foreground.color, background: block.background?.color ?? background.background))
    }

    /// Without colours: a symbol as dense as the cell is bright (a dark terminal background is
    /// assumed, as most are), from block shades where they are one column wide, else from ASCII.
    private func shade(_ block: Block, look: Look, background: Style) -> Cell {
        guard let foreground = block.foreground else { return Cell(" ", style: background) }
        let ramp = look.ascii || look.ambiguousWidth == .wide ? Self.asciiRamp : Self.blockRamp
        let step = mix(foreground, block).luminance * ramp.count / 256
        return Cell(ramp[step], style: background)
    }

    private static let blockRamp: [Character] = [" ", "░", "▒", "▓", "█"]
    private static let asciiRamp: [Character] = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]

    /// The average of a cell's opaque pixels: `block`'s, whose foreground is `foreground`.
    private func mix(_ foreground: Pixel, _ block: Block) -> Pixel {
        guard let background = block.background else { return foreground }
        let front = block.shape.nonzeroBitCount, all = symbols.pixelsInCell
        func average(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Int(a) * front + Int(b) * (all - front) + all / 2) / all)
        }
        return Pixel(
            red: average(foreground.red, background.red), green: average(foreground.green, background.green),
            blue: average(foreground.blue, background.blue))
    }
}

extension CellPicture.Pixel {
    /// The colour a cell gets: the pixel's own, which the terminal layer draws as the nearest
    /// palette colour on terminals without 24-bit colour.
    var color: Style.Color { .rgb(red: red, green: green, blue: blue) }
}
