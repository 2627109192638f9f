#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CNcursesw

/// What the terminal's terminfo entry and curses' colour start-up say about drawing: how to move
/// the cursor, how to set attributes and colours, and whether the bottom-right cell may be
/// written. Read from the entry curses loaded, the colours once curses has started
/// (`CursesScreen.start`).
struct TerminalCapabilities {
    /// How the cursor is moved to a cell.
    enum CursorAddressing {
        /// `ESC [ row ; column H`, the ECMA-48 form nearly every terminal uses (formatted here,
        /// without a `tparm` call per move).
        case ecma48
        /// Any other `cup` string, put through `tparm`.
        case template(String)
    }

    let cursorAddressing: CursorAddressing
    /// `sgr0`: every attribute and colour back to normal (for xterm it also selects the ASCII
    /// character set).
    let resetAttributes: [UInt8]
    /// Whether attributes and colours are set with ECMA-48 SGR numbers (`ESC [ … m`): then a style
    /// change switches only what changed, as in `ESC [ 22 m`, rather than resetting and setting
    /// everything again. Decided by `sgr0` and `setaf`, which nearly every terminal writes so.
    let ecma48Graphics: Bool
    /// For other terminals: the capability that turns each attribute on, where there is one.
    let attributeCapabilities: [(Style.Attributes, [UInt8])]
    /// `setaf` / `setab`, for other terminals with colours.
    let setForeground: String?
    let setBackground: String?
    /// Whether the terminal deletes and inserts characters with `ESC [ n P` and `ESC [ n @`
    /// (`dch`, `ich`), which moves a row's cells sideways (`RowShift`).
    let movesCharacters: Bool
    /// Whether writing the last column of the last row scrolls the screen (automatic margins
    /// without the xterm "newline glitch"): that cell is then left alone.
    let lastCellScrolls: Bool
    /// Whether, after a write into the last column, a carriage return brings the cursor to the
    /// start of the same row: no automatic margins, or xterm's deferred wrap (`xenl`).
    let returnsAfterLastColumn: Bool
    /// Off until curses has started them (`TerminalColors.start`).
    var colors = TerminalColors()
    /// Whether the terminal has dim (`dim`): where it has not, dim is left out rather than sent
    /// as `ESC [ 2 m` to a terminal that may take it for something else.
    var dims = true
    /// Whether the cursor can be hidden (`civis`): where it cannot, every frame parks it in the
    /// same place rather than where its last write ended.
    var hidesCursor = true
    /// Where the terminal has no alternate screen (`smcup`), what clears it (home, then `ed`):
    /// what the app drew is cleared on the way out instead of staying under the shell's prompt.
    var clearOnExit: [UInt8]?
    /// Whether frames carry OSC 8 hyperlinks (`HyperlinkSetting`).
    var hyperlinks = false

    /// What xterm-256color's terminfo entry says, for output made without a terminal to ask (a
    /// recording, `render --ansi`), with `resetAttributes` as the reset; 24-bit colours as they
    /// are with `trueColor`.
    static func xterm256Color(resetAttributes: String, trueColor: Bool = false) -> TerminalCapabilities {
        TerminalCapabilities(
            cursorAddressing: .ecma48, resetAttributes: Array(resetAttributes.utf8), ecma48Graphics: true,
            attributeCapabilities: [], setForeground: nil, setBackground: nil, movesCharacters: true,
            lastCellScrolls: false, returnsAfterLastColumn: true,
            colors: TerminalColors(enabled: true, count: 256, defaultColors: true, trueColor: trueColor))
    }

    /// Reads the capabilities of the terminfo entry loaded now (`cur_term`); colours stay off.
    static func read() -> TerminalCapabilities {
        let cup = string("cup") ?? ""
        let sgr0 = string("sgr0") ?? ""
        let setaf = string("setaf")
        let attributes: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "sitm"), (.underline, "smul"), (.reverse, "rev"),
        ]
        var capabilities = TerminalCapabilities(
            cursorAddressing: cup == "\u{1B}[%i%p1%d;%p2%dH" ? .ecma48 : .template(cup),
            resetAttributes: Array(sgr0.utf8),
            ecma48Graphics: (contains(sgr0, "\u{1B}[m") || contains(sgr0, "\u{1B}[0m"))
                && setaf?.hasPrefix("\u{1B}[") != false,
            attributeCapabilities: attributes.compactMap { attribute, name in
                string(name).map { (attribute, Array($0.utf8)) }
            },
            setForeground: setaf, setBackground: string("setab"),
            movesCharacters: string("dch") == "\u{1B}[%p1%dP" && string("ich") == "\u{1B}[%p1%d@",
            lastCellScrolls: tigetflag("am") == 1 && tigetflag("xenl") != 1,
            returnsAfterLastColumn: tigetflag("am") != 1 || tigetflag("xenl") == 1,
            dims: string("dim") != nil, hidesCursor: string("civis") != nil)
        if string("smcup") == nil {
            // Home and clear to the end (`ed`) rather than `clear`, which some entries give as a
            // form feed (sun) that terminals emulating them need not take for a clear.
            let home = capabilities.moveHome
            capabilities.clearOnExit = string("ed").map { home + Array($0.utf8) }
                ?? string("clear").map { Array($0.utf8) }
        }
        return capabilities
    }

    /// Whether `text` has `part` in it, compared byte by byte.
    private static func contains(_ text: String, _ part: String) -> Bool {
        let bytes = Array(text.utf8), part = Array(part.utf8)
        guard bytes.count >= part.count else { return false }
        return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
    }

    /// The string capability `name`, any padding (`$<…>`, as in vt100's `sgr0`) left out: the
    /// app writes capabilities itself, not through `tputs`, and a pseudo-terminal needs none.
    private static func string(_ name: String) -> String? {
        carousel_string_capability(name).map {
            String(decoding: withoutPadding(Array(String(cString: $0).utf8)), as: UTF8.self)
        }
    }

    /// `bytes` without terminfo padding specifications (`$<5>`, `$<2/>`).
    private static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = end + 1
                continue
            }
            kept.append(bytes[index])
            index += 1
        }
        return kept
    }

    /// The bytes that move the cursor to the top left cell.
    var moveHome: [UInt8] {
        switch cursorAddressing {
        case .ecma48: Array("\u{1B}[H".utf8)
        case .template(let cup): Self.format(cup, 0, 0)
        }
    }

    /// `capability` with two parameters put in, any padding left out.
    static func format(_ capability: String, _ first: Int, _ second: Int) -> [UInt8] {
        guard let formatted = carousel_tparm2(capability, Int32(first), Int32(second)) else { return [] }
        return withoutPadding(Array(String(cString: formatted).utf8))
    }
}

/// The colours curses found on the terminal.
struct TerminalColors {
    /// Whether the terminal has colours; without, only attributes are drawn.
    var enabled = false
    /// Colours the terminal has (`COLORS`): palette colours beyond them are drawn as the nearest it has.
    var count = 8
    /// Whether the terminal's own colours can be asked for; otherwise white on black stands in.
    var defaultColors = false
    /// Whether 24-bit colours are drawn as they are (`ESC [ 38 ; 2 ; r ; g ; b m`); otherwise
    /// each is drawn as the nearest colour the terminal has.
    var trueColor = false

    /// Starts colours when the terminal has them.
    static func start(colorTerm: String?) -> TerminalColors {
        var colors = TerminalColors()
        guard has_colors(), start_color() == OK else { return colors }
        colors.defaultColors = use_default_colors() == OK
        colors.count = Int(carousel_colors())
        colors.enabled = true
        colors.trueColor = saysTrueColor(colorTerm) || tigetflag("RGB") == 1 || tigetflag("Tc") == 1
        return colors
    }

    /// Whether `COLORTERM` says the terminal draws 24-bit colour (terminals that do set it, and
    /// ssh and tmux pass it on).
    static func saysTrueColor(_ colorTerm: String?) -> Bool {
        ["truecolor", "24bit"].contains(colorTerm?.lowercased() ?? "")
    }

    /// The colour number the terminal is given for `color`, or `nil` for the terminal's own.
    func number(of color: Style.Color, isBackground: Bool) -> Int? {
        guard let number = color.number(forTerminalColors: count) else {
            return defaultColors ? nil : isBackground ? Int(COLOR_BLACK) : Int(COLOR_WHITE)
        }
        return number
    }
}
