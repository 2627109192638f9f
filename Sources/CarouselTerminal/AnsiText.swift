import CarouselKit

/// A screen as lines of text that carry its colours and attributes as SGR sequences and nothing
/// else — no cursor moves, no other escape — so that `carousel render --ansi` shows a screen's
/// look in any terminal or pager that reads colours (`less -R`), and tests can read it headlessly.
public enum AnsiText {
    /// Each row of `grid`, its trailing plain blanks left out. The styles are those of an
    /// xterm-256color terminal, every reset a plain `ESC [ m`, 24-bit colours as they are with
    /// `trueColor` (else the nearest of the palette); each line starts and ends plain.
    public static func lines(of grid: ScreenGrid, trueColor: Bool = false) -> [String] {
        var sequences = StyleSequences(
            capabilities: TerminalCapabilities.xterm256Color(resetAttributes: "\u{1B}[m", trueColor: trueColor))
        return (0..<grid.size.height).map { y in
            let cells = grid.row(y).filter { !$0.isContinuation }
            let end = (cells.lastIndex { $0.symbol != " " || $0.style != .plain } ?? -1) + 1
            var bytes: [UInt8] = []
            var style = Style.plain
            for cell in cells[..<end] {
                if cell.style != style {
                    bytes += sequences.switchBytes(from: style, to: cell.style)
                    style = cell.style
                }
                bytes += Array(String(cell.symbol).utf8)
            }
            if style != .plain { bytes += sequences.switchBytes(from: style, to: .plain) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether `COLORTERM` (its value, `nil` when unset) says 24-bit colours are drawn.
    public static func trueColor(colorTerm: String?) -> Bool {
        TerminalColors.saysTrueColor(colorTerm)
    }
}
