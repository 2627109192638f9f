import CarouselKit

/// OSC 8 hyperlinks in a frame (`ESC ] 8 ; ; URL ESC \` … `ESC ] 8 ; ; ESC \`): the link the
/// terminal prints into now, opened and closed as the cells written change link. A run of cells
/// always ends with the link closed, so that no cell the cursor reaches next, in this frame or a
/// later one, is linked by mistake.
struct HyperlinkBytes {
    /// The cell link number the terminal prints with now; 0 for none.
    private var open: UInt16 = 0
    /// The size of the last grid's table of links: a smaller one is a fresh table.
    private var tableSize = 0

    /// Whether no link is open: a cell linked to nothing is printed as it is.
    var isClosed: Bool { open == 0 }

    /// Whether `grid`'s table of links is a fresh one since the last frame (numbers reused).
    mutating func tableShrank(to grid: ScreenGrid) -> Bool {
        defer { tableSize = grid.links.count }
        return grid.links.count < tableSize
    }

    /// Opens the link of number `link` of `grid` (closing the one open), or closes it for 0.
    mutating func switchTo(_ link: UInt16, of grid: ScreenGrid, into output: inout OutputBuffer) {
        guard link != open else { return }
        // A URL is checked when a page is read (`PageLink`); one that is not printable ASCII
        // here is left unlinked rather than sent inside an escape sequence.
        guard link != 0, let url = grid.url(ofLink: link), url.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            if open != 0 { output.append(Self.close) }
            open = 0
            return
        }
        output.append("\u{1B}]8;;")
        output.append(Array(url.utf8))
        output.append("\u{1B}\\")
        open = link
    }

    /// After something else wrote to the terminal: nothing is open.
    mutating func forget() {
        open = 0
        tableSize = 0
    }

    static let close: StaticString = "\u{1B}]8;;\u{1B}\\"
}
