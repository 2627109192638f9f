import CarouselKit
import CNcursesw

/// Draws the cells that hold East Asian Ambiguous characters in a terminal that draws them two
/// columns wide (`--ambiguous-width 2` or the start-up probe's answer).
///
/// curses counts columns with the C library's `wcwidth`, which gives those characters one: sent
/// through curses, each would push the rest of its row a column further than curses believes.
/// So curses is given blanks for them instead — invisible ones, which never equal a blank the app
/// draws, so curses rewrites the cell as soon as it holds something else — and once curses has
/// updated the terminal, the characters themselves are written over those blanks at their own
/// columns, with the cursor and attributes saved and restored around them (DECSC/DECRC), so that
/// curses' idea of the cursor stays true.
///
/// Every such cell of the screen is written again after every update, not only the changed ones:
/// curses' model cannot tell one such character from another, so its line-moving optimisations
/// (scroll regions) may bring any of them to a row whose grid did not change. Insert and delete
/// character, which would shift half of a wide character, are turned off (`CursesScreen`).
enum AmbiguousCells {
    /// Whether `cell` holds a character the terminal draws wider than curses counts.
    static func holds(_ cell: Cell) -> Bool {
        guard cell.width > 0, cell.symbol.asciiValue == nil else { return false }
        return cell.symbol.unicodeScalars.contains(where: DisplayWidth.isAmbiguous)
    }

    /// Puts in `output` what curses gets for such a cell: in each of its columns, a blank that the
    /// app never draws (invisible, in the cell's pen).
    /// - Returns: The number of curses cells written.
    static func placeholders(for cell: Cell, pen: cchar_t, into output: UnsafeMutablePointer<cchar_t>) -> Int {
        var blank = pen
        blank.attr |= carousel_wa_invis
        blank.chars = (wchar_t(UInt8(ascii: " ")), 0, 0, 0, 0)
        let columns = Int(cell.width)
        for column in 0..<columns { (output + column).initialize(to: blank) }
        return columns
    }

    /// The bytes that draw every ambiguous cell of `grid` over curses' placeholders, or an empty
    /// string when there is none.
    static func overlay(of grid: ScreenGrid, colors: ColorPairs) -> String {
        var output = ""
        var lastStyle: Style?
        var cursor: (x: Int, y: Int)?
        for y in 0..<grid.size.height {
            var x = 0
            for cell in grid.row(y) {
                defer { x += 1 }
                guard holds(cell) else { continue }
                if cursor?.x != x || cursor?.y != y { output += "\u{1B}[\(y + 1);\(x + 1)H" }
                if cell.style != lastStyle { output += selectGraphicRendition(cell.style, colors: colors) }
                output.append(cell.symbol)
                (cursor, lastStyle) = ((x + Int(cell.width), y), cell.style)
            }
        }
        return output.isEmpty ? "" : "\u{1B}7" + output + "\u{1B}8"
    }

    /// The SGR sequence for `style`, as curses would set it for the same cell.
    static func selectGraphicRendition(_ style: Style, colors: ColorPairs) -> String {
        var parameters = ["0"]
        let attributes: [(Style.Attributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        for (attribute, code) in attributes where style.attributes.contains(attribute) { parameters.append(code) }
        // Pair 0, the terminal's own colours, when neither is set (as `ColorPairs`).
        if colors.enabled, style.foreground != .default || style.background != .default {
            parameters.append(color(colors.cursesColor(style.foreground, isBackground: false), base: 30))
            parameters.append(color(colors.cursesColor(style.background, isBackground: true), base: 40))
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// The SGR parameter for curses' colour `number` (−1 the terminal's own), foreground at
    /// `base` 30, background at 40.
    private static func color(_ number: Int16, base: Int) -> String {
        switch number {
        case ..<0: return String(base + 9)
        case 0..<8: return String(base + Int(number))
        case 8..<16: return String(base + 60 + Int(number) - 8)
        default: return "\(base + 8);5;\(number)"
        }
    }
}
