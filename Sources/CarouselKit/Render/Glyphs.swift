/// Every symbol the app draws itself, in Unicode or in plain ASCII (`--ascii`, non-UTF-8 locales),
/// and how many columns the terminal gives them.
///
/// The Unicode symbols are mostly East Asian Ambiguous. Where the terminal draws those wide they
/// are laid out at two columns (`width(of:)`) — dots, arrows and the ellipsis look as a CJK font
/// designs them — except the border, which turns ASCII by default (`BorderStyle.auto`).
/// See docs/text.md.
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
    /// After the title of a live section whose pages changed since it was last focused.
    public let changed: String
    /// Whether these are the plain-ASCII glyphs.
    public let isASCII: Bool
    /// How wide the terminal draws East Asian Ambiguous characters.
    public let ambiguousWidth: AmbiguousWidth
    /// The border's glyphs as cells, at their width in this terminal.
    let borderCells: BorderCells
    /// The columns of one page dot: the widest of the dots, so that a draining dot never moves
    /// its neighbours (● is ambiguous, ◕ is not). Measured once: every page control asks.
    public let dotWidth: Int

    /// The current dot for a page that has used up `progress` (0…1) of its time, or the plain
    /// current dot when it is not counting.
    public func currentDot(progress: Double?) -> Character {
        guard let progress else { return currentDot }
        let step = min(countdownDots.count - 1, Int(progress * Double(countdownDots.count)))
        return countdownDots[max(0, step)]
    }

    /// The columns `text` takes in this terminal.
    public func width(of text: some StringProtocol) -> Int {
        DisplayWidth.of(text, ambiguous: ambiguousWidth)
    }


    /// Carousel's glyphs: box drawing (in the `border` style) and dots, or plain ASCII, measured
    /// for a terminal that draws ambiguous characters `ambiguous` columns wide.
    public init(ascii: Bool, border: BorderStyle = .auto, ambiguous: AmbiguousWidth = .narrow) {
        isASCII = ascii
        ambiguousWidth = ambiguous
        if ascii {
            (currentDot, otherDot, moreBefore, moreAfter) = ("*", ".", "<", ">")
            // Drains like the Unicode dots: full, then smaller; "." is taken by the other pages.
            countdownDots = ["*", "O", "o", "-"]
            (ellipsis, playing, paused, focusMarker, separator, leftRight) = ("...", ">", "||", ">", "-", "<-/->")
            warning = "!"
            changed = "*"
        } else {
            (currentDot, otherDot, moreBefore, moreAfter) = ("●", "○", "‹", "›")
            countdownDots = ["●", "◕", "◑", "◔"]
            (ellipsis, playing, paused, focusMarker, separator, leftRight) = ("…", "▶", "⏸", "▸", "·", "←→")
            warning = "⚠"
            changed = "✱"
        }
        switch ascii ? .ascii : border {
        case .auto where ambiguous == .wide, .ascii:
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("+", "+", "+", "+", "-", "|")
        case .auto, .rounded:
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("╭", "╮", "╰", "╯", "─", "│")
        case .none:
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (" ", " ", " ", " ", " ", " ")
        }
        dotWidth = ([currentDot, otherDot] + countdownDots).map { DisplayWidth.of($0, ambiguous: ambiguous) }.max() ?? 1
        let cell = { (symbol: Character) in Cell(symbol, measuredFor: ambiguous) }
        borderCells = BorderCells(
            topLeft: cell(topLeft), topRight: cell(topRight), bottomLeft: cell(bottomLeft),
            bottomRight: cell(bottomRight), horizontal: cell(horizontal), vertical: cell(vertical))
    }

    /// The glyphs `options` ask for.
    public init(options: CarouselOptions) {
        self.init(ascii: options.ascii, border: options.border, ambiguous: options.ambiguousWidth)
    }
}
