/// The style that SGR sequences (`ESC [ … m`, "select graphic rendition") select, kept from one
/// sequence to the next as a terminal keeps it.
///
/// Understood: reset (0 or nothing), bold 1, dim 2, italic 3, underline 4 (and 4:0 off, 21),
/// reverse 7, their ends 22–24 and 27; colours 30–37/40–47, bright 90–97/100–107, default 39/49,
/// and 38/48 with `5;N` (256 colours) or `2;R;G;B` (24-bit, kept as the nearest palette entry),
/// also in the colon form (`38:2::R:G:B`). Anything else (blink, conceal, strike-through,
/// fonts, underline colour 58) is ignored, and so is a colour whose values are missing or out of
/// range. A sequence with a private marker (`ESC [ > 4 m`) is not SGR at all.
struct GraphicRendition {
    private(set) var style = Style()

    /// Applies one sequence's parameter bytes (digits, `;` and `:`).
    mutating func apply(_ parameters: [UInt8]) {
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return }
        let groups = Self.groups(parameters)
        var index = 0
        while index < groups.count {
            let group = groups[index]
            index += 1
            let code = group[0] ?? 0
            switch code {
            case 38, 48, 58:
                let color: Style.Color?
                if group.count > 1 {
                    color = Self.extendedColor(Array(group.dropFirst()), colonForm: true)
                } else {
                    // `38;5;N` or `38;2;R;G;B`: the values are the next parameters.
                    let rest = groups[index...].map { $0.first ?? nil }
                    let kind = rest.first ?? nil
                    let length = kind == 5 ? 2 : kind == 2 ? 4 : 1
                    color = Self.extendedColor(Array(rest.prefix(length)), colonForm: false)
                    index += min(length, rest.count)
                }
                guard let color else { continue }
                if code == 38 { style.foreground = color } else if code == 48 { style.background = color }
            case 4:
                // `4:0` ends the underline; `4:1`…`4:5` are kinds of underline.
                if group.count > 1, group[1] == 0 {
                    style.attributes.remove(.underline)
                } else {
                    style.attributes.insert(.underline)
                }
            default:
                applyCode(code)
            }
        }
    }

    private mutating func applyCode(_ code: Int) {
        switch code {
        case 0: style = Style()
        case 1: style.attributes.insert(.bold)
        case 2: style.attributes.insert(.dim)
        case 3: style.attributes.insert(.italic)
        case 7: style.attributes.insert(.reverse)
        case 21: style.attributes.insert(.underline)  // double underline
        case 22: style.attributes.subtract([.bold, .dim])
        case 23: style.attributes.remove(.italic)
        case 24: style.attributes.remove(.underline)
        case 27: style.attributes.remove(.reverse)
        case 30...37: style.foreground = Style.Color.palette(code - 30) ?? .default
        case 39: style.foreground = .default
        case 40...47: style.background = Style.Color.palette(code - 40) ?? .default
        case 49: style.background = .default
        case 90...97: style.foreground = Style.Color.palette(code - 90 + 8) ?? .default
        case 100...107: style.background = Style.Color.palette(code - 100 + 8) ?? .default
        default: break
        }
    }

    /// `5, N` or `2, R, G, B` after 38 or 48; in the colon form, `2` may be followed by a colour
    /// space id before R, G, B (`38:2::R:G:B`).
    private static func extendedColor(_ values: [Int?], colonForm: Bool) -> Style.Color? {
        switch values.first ?? nil {
        case 5:
            guard values.count >= 2, let index = values[1] else { return nil }
            return Style.Color.palette(index)
        case 2:
            let channels = colonForm && values.count >= 5 ? values.dropFirst(2).prefix(3) : values.dropFirst().prefix(3)
            let bytes = channels.compactMap { $0.flatMap { (0...255).contains($0) ? UInt8($0) : nil } }
            guard bytes.count == 3 else { return nil }
            return Style.Color.nearest(red: bytes[0], green: bytes[1], blue: bytes[2])
        default:
            return nil
        }
    }

    /// The parameters split at `;`, each split at `:` into its sub-parameters; an empty one is
    /// `nil`. No parameter at all is one empty parameter (a reset). Numbers too large for any
    /// meaning are `Int.max`, which nothing matches.
    private static func groups(_ parameters: [UInt8]) -> [[Int?]] {
        parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map { group in
            group.split(separator: 0x3A, omittingEmptySubsequences: false).map { digits in
                guard !digits.isEmpty else { return nil }
                var value = 0
                for digit in digits {
                    value = value * 10 + Int(digit - 0x30)
                    if value > 1_000_000 { return Int.max }
                }
                return value
            }
        }
    }
}

extension StyledText {
    /// Text from outside with its SGR sequences as styles: every control sequence is removed
    /// as `TerminalText.sanitize` removes it (the rest of making it safe happens when it is
    /// drawn), and the colours and attributes SGR selected become spans over the text between.
    public init(parsingEscapes raw: String) {
        let (text, renditions) = ControlSequenceFilter.filterKeepingRenditions(raw)
        var spans: [StyleSpan] = []
        var rendition = GraphicRendition()
        var start = 0
        func close(at end: Int) {
            guard end > start, rendition.style != Style() else { return }
            if let last = spans.last, last.range.upperBound == start, last.style == rendition.style {
                spans[spans.count - 1].range = last.range.lowerBound..<end
            } else {
                spans.append(StyleSpan(start..<end, style: rendition.style))
            }
        }
        for (offset, parameters) in renditions {
            close(at: offset)
            rendition.apply(parameters)
            start = offset
        }
        close(at: text.utf8.count)
        self.init(text, spans: spans)
    }
}
