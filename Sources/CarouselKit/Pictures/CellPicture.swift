/// A picture scaled to a rectangle of cells, ready to be drawn as symbols in the grid: two pixels
/// a cell, its top half and its bottom half, so that it slides, clips and diffs like text.
///
/// Built at the edge, off the UI thread (scaling a large picture takes a while); the core only
/// turns its pixels into cells for the terminal at hand (`cell(column:row:look:)`).
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
    /// `columns × 2 · rows` pixels, row by row from the top; `nil` where the picture is
    /// transparent or does not reach (it is fitted inside, keeping its proportions).
    public let pixels: [Pixel?]

    /// A picture of `columns × rows` cells from its `columns × 2 · rows` pixels.
    public init(columns: Int, rows: Int, pixels: [Pixel?]) {
        precondition(columns >= 0 && rows >= 0 && pixels.count == columns * rows * 2, "pixels do not fill the cells")
        self.columns = columns
        self.rows = rows
        self.pixels = pixels
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
        let top = pixels[(2 * row) * columns + column]
        let bottom = pixels[(2 * row + 1) * columns + column]
        guard look.color, !look.ascii else { return Self.shade(top, bottom, look: look, background: background) }
        guard look.ambiguousWidth == .narrow else {
            // One colour a cell: the two halves mixed.
            guard let mixed = Self.mix(top, bottom) else { return Cell(" ", style: background) }
            return Cell(" ", style: Style(background: mixed.color, attributes: background.attributes))
        }
        switch (top, bottom) {
        case (nil, nil):
            return Cell(" ", style: background)
        case (let top?, nil):
            return Cell("▀", style: Style(foreground: top.color, background: background.background))
        case (nil, let bottom?):
            return Cell("▄", style: Style(foreground: bottom.color, background: background.background))
        case (let top?, let bottom?):
            return top.color == bottom.color
                ? Cell(" ", style: Style(background: top.color))
                : Cell("▀", style: Style(foreground: top.color, background: bottom.color))
        }
    }

    /// Without colours: a symbol as dense as the cell is bright (a dark terminal background is
    /// assumed, as most are), from block shades where they are one column wide, else from ASCII.
    private static func shade(_ top: Pixel?, _ bottom: Pixel?, look: Look, background: Style) -> Cell {
        guard let mixed = mix(top, bottom) else { return Cell(" ", style: background) }
        let ramp = look.ascii || look.ambiguousWidth == .wide ? asciiRamp : blockRamp
        let step = mixed.luminance * ramp.count / 256
        return Cell(ramp[step], style: background)
    }

    private static let blockRamp: [Character] = [" ", "░", "▒", "▓", "█"]
    private static let asciiRamp: [Character] = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]

    /// The average of two halves, either of which may be transparent.
    private static func mix(_ top: Pixel?, _ bottom: Pixel?) -> Pixel? {
        guard let top else { return bottom }
        guard let bottom else { return top }
        func average(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) + Int(b) + 1) / 2) }
        return Pixel(
            red: average(top.red, bottom.red), green: average(top.green, bottom.green),
            blue: average(top.blue, bottom.blue))
    }
}

extension CellPicture.Pixel {
    /// The colour a cell gets: the pixel's own, which the terminal layer draws as the nearest
    /// palette colour on terminals without 24-bit colour.
    var color: Style.Color { .rgb(red: red, green: green, blue: blue) }
}
