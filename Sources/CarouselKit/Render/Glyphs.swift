/// Every symbol the app draws itself, in Unicode or in plain ASCII (`--ascii`, non-UTF-8 locales).
public struct Glyphs: Hashable, Sendable {
    public let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    public let currentDot, otherDot: Character
    /// The current dot as its page's time runs out: full, three quarters, half, a quarter left.
    public let countdownDots: [Character]
    public let moreBefore, moreAfter: Character
    public let ellipsis: String
    public let playing, paused: String
    public let focusMarker: Character
    public let separator: String
    public let leftRight: String
    /// Whether these are the plain-ASCII glyphs.
    public let isASCII: Bool

    /// The current dot for a page that has used up `progress` (0…1) of its time, or the plain
    /// current dot when it is not counting.
    public func currentDot(progress: Double?) -> Character {
        guard let progress else { return currentDot }
        let step = min(countdownDots.count - 1, Int(progress * Double(countdownDots.count)))
        return countdownDots[max(0, step)]
    }

    public init(ascii: Bool) {
        isASCII = ascii
        if ascii {
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("+", "+", "+", "+", "-", "|")
            (currentDot, otherDot, moreBefore, moreAfter) = ("*", ".", "<", ">")
            countdownDots = ["*"]
            (ellipsis, playing, paused, focusMarker, separator, leftRight) = ("...", ">", "||", ">", "-", "<-/->")
        } else {
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("╭", "╮", "╰", "╯", "─", "│")
            (currentDot, otherDot, moreBefore, moreAfter) = ("●", "○", "‹", "›")
            countdownDots = ["●", "◕", "◑", "◔"]
            (ellipsis, playing, paused, focusMarker, separator, leftRight) = ("…", "▶", "⏸", "▸", "·", "←→")
        }
    }
}
