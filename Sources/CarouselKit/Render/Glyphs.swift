/// Every symbol the app draws itself, in Unicode or in plain ASCII (`--ascii`, non-UTF-8 locales).
public struct Glyphs: Hashable, Sendable {
    /// A card border's corners and rules.
    public let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    /// The dot of the current page, and of every other page.
    public let currentDot, otherDot: Character
    /// The current dot as its page's time runs out: full, three quarters, half, a quarter left.
    public let countdownDots: [Character]
    /// The marks beside a window of dots when more pages lie before or after it.
    public let moreBefore, moreAfter: Character
    /// Ends text that was cut.
    public let ellipsis: String
    /// The header's auto-advance symbols.
    public let playing, paused: String
    /// Before the focused section's title.
    public let focusMarker: Character
    /// Between the status line's section and page.
    public let separator: String
    /// The left and right arrows in the status line's hints.
    public let leftRight: String
    /// After the title of a section whose source failed.
    public let warning: String
    /// Whether these are the plain-ASCII glyphs.
    public let isASCII: Bool

    /// The current dot for a page that has used up `progress` (0…1) of its time, or the plain
    /// current dot when it is not counting.
    public func currentDot(progress: Double?) -> Character {
        guard let progress else { return currentDot }
        let step = min(countdownDots.count - 1, Int(progress * Double(countdownDots.count)))
        return countdownDots[max(0, step)]
    }

    /// Carousel's glyphs: box drawing and dots, or plain ASCII.
    public init(ascii: Bool) {
        isASCII = ascii
        if ascii {
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("+", "+", "+", "+", "-", "|")
            (currentDot, otherDot, moreBefore, moreAfter) = ("*", ".", "<", ">")
            countdownDots = ["*"]
            (ellipsis, playing, paused, focusMarker, separator, leftRight) = ("...", ">", "||", ">", "-", "<-/->")
            warning = "!"
        } else {
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("╭", "╮", "╰", "╯", "─", "│")
            (currentDot, otherDot, moreBefore, moreAfter) = ("●", "○", "‹", "›")
            countdownDots = ["●", "◕", "◑", "◔"]
            (ellipsis, playing, paused, focusMarker, separator, leftRight) = ("…", "▶", "⏸", "▸", "·", "←→")
            warning = "⚠"
        }
    }
}
