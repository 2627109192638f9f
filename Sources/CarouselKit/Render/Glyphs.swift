/// Every symbol the app draws itself, in Unicode or in plain ASCII (`--ascii`, non-UTF-8 locales).
public struct Glyphs: Hashable, Sendable {
    public let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    public let currentDot, otherDot: Character
    public let moreBefore, moreAfter: Character
    public let ellipsis: String
    public let playing, paused: String
    public let focusMarker: Character
    public let separator: String
    public let leftRight: String

    public init(ascii: Bool) {
        if ascii {
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("+", "+", "+", "+", "-", "|")
            (currentDot, otherDot, moreBefore, moreAfter) = ("*", ".", "<", ">")
            (ellipsis, playing, paused, focusMarker, separator, leftRight) = ("...", ">", "||", ">", "-", "<-/->")
        } else {
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("╭", "╮", "╰", "╯", "─", "│")
            (currentDot, otherDot, moreBefore, moreAfter) = ("●", "○", "‹", "›")
            (ellipsis, playing, paused, focusMarker, separator, leftRight) = ("…", "▶", "⏸", "▸", "·", "←→")
        }
    }
}
