@testable import CarouselKit

/// A compact text form of the styles of some rows of a grid, for snapshots that compare colour
/// and attributes as well as text:
///
/// ```
///  Test feed                  ▶ auto   ? help      ← the rows' text, as plainText() shows it
///  aaaaaaaaa..................bbbbbb...ccccccc.    ← one letter per cell: its style
/// a = bold                                         ← the legend, one line per letter
/// b = fg:green
/// c = dim
/// ```
///
/// `.` is the plain style; letters are given in order of first appearance (top to bottom, left to
/// right), so a snapshot reads the same whatever else the theme holds. The right half of a wide
/// character has its own letter column, so the two layers line up in a monospaced view.
enum StyleSnapshot {
    static func text(of grid: ScreenGrid, rows: some Sequence<Int>) -> String {
        var letters: [Style: Character] = [.plain: "."]
        var legend: [String] = []
        var textLines: [String] = []
        var styleLines: [String] = []
        for y in rows {
            var text = "", styles = ""
            for cell in grid.row(y) {
                if !cell.isContinuation { text.append(cell.symbol) }
                if letters[cell.style] == nil {
                    let letter = alphabet[(letters.count - 1) % alphabet.count]
                    letters[cell.style] = letter
                    legend.append("\(letter) = \(describe(cell.style))")
                }
                styles.append(letters[cell.style] ?? "?")
            }
            while text.last == " " { text.removeLast() }
            textLines.append(text)
            styleLines.append(styles)
        }
        return (textLines + styleLines + legend).joined(separator: "\n")
    }

    /// Blocks of `text(of:rows:)` under a title each, as one snapshot.
    static func blocks(_ blocks: [(title: String, text: String)]) -> String {
        blocks.map { "[\($0.title)]\n\($0.text)" }.joined(separator: "\n\n")
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// `fg:COLOUR bg:COLOUR` (when not the terminal's default), then the attributes.
    static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.foreground != .default { parts.append("fg:\(style.foreground)") }
        if style.background != .default { parts.append("bg:\(style.background)") }
        let attributes: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"), (.italic, "italic"),
        ]
        parts += attributes.filter { style.attributes.contains($0.0) }.map(\.1)
        return parts.joined(separator: " ")
    }
}
