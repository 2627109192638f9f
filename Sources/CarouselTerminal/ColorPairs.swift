import CarouselKit
import CNcursesw

/// Maps the core's styles to curses attributes and colour pairs.
///
/// Pairs are allocated on first use, one per (foreground, background) combination, so only
/// the combinations the renderer really uses take a pair (a handful; even an 8-colour
/// terminal's 64 pairs are plenty). Should they run out, the rest are drawn in default colours.
struct ColorPairs {
    /// Whether the terminal has colours; without, only attributes are drawn.
    private(set) var enabled = false
    private var available = 0
    /// Colours the terminal has (`COLORS`): palette colours beyond them are drawn as the nearest it has.
    private var colorCount = 8
    /// Whether -1 ("the terminal's own colour") works; otherwise white on black stands in.
    private var defaultColors = false
    /// Whether styles in the terminal's own colours get a pair of their own (-1 on -1) instead
    /// of pair 0; set before the first frame when the app draws in colour. From a colour back to
    /// the default, curses then sends `ESC [ 39 m` alone, where towards pair 0 it adds a whole
    /// attribute reset (`sgr0`); turning bold or dim off costs a byte more (`sgr` instead of
    /// `sgr0`). A monochrome screen has no colours to come back from, so it keeps pair 0.
    var ownPairForDefaultColors = false
    private var pairs: [PairKey: Int16] = [:]
    /// The curses cell (a blank) of each style met so far, by the style's key: a pen the frame
    /// writer copies.
    private var pens: [UInt64: cchar_t] = [:]

    private struct PairKey: Hashable {
        var foreground: Style.Color
        var background: Style.Color
    }

    /// Starts colours when the terminal has them.
    static func start() -> ColorPairs {
        var colors = ColorPairs()
        guard has_colors(), start_color() == OK else { return colors }
        colors.defaultColors = use_default_colors() == OK
        colors.available = Int(carousel_color_pairs())
        colors.colorCount = Int(carousel_colors())
        colors.enabled = colors.available > 1
        return colors
    }

    /// A blank curses cell in `style` (whose `key(of:)` is `key`), whose characters the frame
    /// writer replaces.
    mutating func pen(for style: Style, key: UInt64) -> cchar_t {
        if let pen = pens[key] { return pen }
        let (attributes, pair) = attributes(for: style)
        var pen = cchar_t()
        var blank: [wchar_t] = [wchar_t(UInt8(ascii: " ")), 0]
        setcchar(&pen, &blank, attributes, pair, nil)
        pens[key] = pen
        return pen
    }

    /// `style` as a number, equal exactly when the styles are: its bytes. A style has no padding
    /// and one encoding per value (colours are a payload byte and a case byte), so equal bytes
    /// are equal styles; the frame writer compares one number per cell instead of the fields.
    static func key(of style: Style) -> UInt64 {
        var key: UInt64 = 0
        withUnsafeBytes(of: style) { bytes in
            withUnsafeMutableBytes(of: &key) { $0.copyMemory(from: bytes) }
        }
        return key
    }

    /// The attributes and pair for `style`.
    private mutating func attributes(for style: Style) -> (attributes: attr_t, pair: Int16) {
        var attributes = carousel_wa_normal
        if style.attributes.contains(.bold) { attributes |= carousel_wa_bold }
        if style.attributes.contains(.dim) { attributes |= carousel_wa_dim }
        if style.attributes.contains(.reverse) { attributes |= carousel_wa_reverse }
        if style.attributes.contains(.underline) { attributes |= carousel_wa_underline }
        if style.attributes.contains(.italic) { attributes |= carousel_wa_italic }
        return (attributes, pair(foreground: style.foreground, background: style.background))
    }

    private mutating func pair(foreground: Style.Color, background: Style.Color) -> Int16 {
        let ownPair = ownPairForDefaultColors && defaultColors
        guard enabled, foreground != .default || background != .default || ownPair else { return 0 }
        let key = PairKey(foreground: foreground, background: background)
        if let pair = pairs[key] { return pair }
        // Pair 0 is the terminal's default and cannot be changed.
        guard pairs.count + 1 < min(available, Int(Int16.max)) else { return 0 }
        let pair = Int16(pairs.count + 1)
        init_pair(pair, cursesColor(foreground, isBackground: false), cursesColor(background, isBackground: true))
        pairs[key] = pair
        return pair
    }

    /// The colour number curses is given for `color`: −1 for the terminal's own.
    func cursesColor(_ color: Style.Color, isBackground: Bool) -> Int16 {
        guard let number = color.number(forTerminalColors: colorCount) else {
            return defaultColors ? -1 : Int16(isBackground ? COLOR_BLACK : COLOR_WHITE)
        }
        return Int16(number)
    }
}
