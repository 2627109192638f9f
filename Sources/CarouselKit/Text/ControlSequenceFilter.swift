/// Removes everything from text that a terminal would take as a command rather than as text.
///
/// A whole escape sequence goes, not just its ESC: a CSI without its ESC would still print
/// `[2J`, and an OSC's payload (a window title, an OSC 52 clipboard write) is never meant to be
/// seen. Lone controls are removed too; line breaks become "\n"; tabs stay for the caller to
/// expand; bidi controls and invisible format characters go (they could reorder or hide text);
/// code points the C library cannot print become U+FFFD.
struct ControlSequenceFilter {
    private static let escape: UInt32 = 0x1B
    private static let stringTerminator: UInt32 = 0x9C

    /// What the filter is in the middle of.
    private enum Mode {
        case text
        /// Just after ESC.
        case escape
        /// ESC followed by intermediate bytes (0x20–0x2F), waiting for the final byte.
        case escapeIntermediate
        /// Inside a CSI, up to its final byte.
        case controlSequence
        /// Inside an OSC, DCS, SOS, PM or APC string, up to its terminator.
        case controlString
        /// ESC seen inside a control string: ESC \ ends it, anything else starts a new sequence.
        case controlStringEscape
    }

    private var mode = Mode.text
    private var lastWasCarriageReturn = false
    private var output = String.UnicodeScalarView()
    /// SGR sequences (`CSI … m`) and where in the output each stood, kept only when asked for
    /// (`filterKeepingRenditions`): they become styles instead of vanishing.
    private var renditions: [(position: String.Index, parameters: [UInt8])]?
    /// The parameter bytes of the control sequence being read, while renditions are kept.
    private var parameters: [UInt8] = []

    /// Whether the filter could change text that holds `scalar`: a quick check, so that the
    /// usual text (no controls, nothing invisible) is not rebuilt.
    static func mayRemove(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x0A && value != 0x09 }
        if value < 0x7F { return false }
        if value < 0xA0 || value == 0xAD { return true }
        return DisplayWidth.columns(of: scalar) <= 0
    }

    /// `text` without control sequences; see the type's summary.
    static func filter(_ text: String) -> String {
        var filter = ControlSequenceFilter()
        filter.output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { filter.consume(scalar) }
        return String(filter.output)
    }

    /// `text` without control sequences, and its SGR sequences with the UTF-8 offset in that text
    /// where each one stood and its parameter bytes, in order.
    static func filterKeepingRenditions(
        _ text: String
    ) -> (text: String, renditions: [(offset: Int, parameters: [UInt8])]) {
        var filter = ControlSequenceFilter()
        filter.renditions = []
        filter.output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { filter.consume(scalar) }
        let filtered = String(filter.output)
        let renditions = (filter.renditions ?? []).map { (filtered.utf8Offset(of: $0.position), $0.parameters) }
        return (filtered, renditions)
    }

    private mutating func consume(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch mode {
        case .text:
            text(scalar)
        case .escape:
            switch value {
            case 0x5B: startControlSequence()                                    // ESC [  CSI
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: mode = .controlString             // ESC ] P X ^ _
            case 0x20...0x2F: mode = .escapeIntermediate                         // ESC ( B, ESC # 8…
            case 0x30...0x7E: mode = .text                                       // ESC 7, ESC c…
            default: mode = .text; text(scalar)                                  // a lone ESC
            }
        case .escapeIntermediate:
            switch value {
            case 0x20...0x2F: break
            case 0x30...0x7E: mode = .text
            default: mode = .text; text(scalar)
            }
        case .controlSequence:
            switch value {
            case 0x20...0x3F: if renditions != nil { parameters.append(UInt8(value)) }  // parameters, intermediates
            case 0x40...0x7E: endControlSequence(final: value)                   // the final byte
            default: mode = .text; text(scalar)                                  // malformed: it ends here
            }
        case .controlString:
            switch value {
            case 0x07, Self.stringTerminator, 0x18, 0x1A: mode = .text           // BEL, ST, CAN, SUB
            case Self.escape: mode = .controlStringEscape
            // A runaway string ends at the line break, so that one bad byte costs a line, not the text.
            case 0x0A, 0x0D: mode = .text; text(scalar)
            default: break
            }
        case .controlStringEscape:
            mode = .text
            if value != 0x5C { consume(Self.escapeScalar); consume(scalar) }       // ESC \ is ST
        }
    }

    private static let escapeScalar = Unicode.Scalar(0x1B as UInt8)

    private mutating func startControlSequence() {
        mode = .controlSequence
        parameters.removeAll(keepingCapacity: true)
    }

    /// Keeps an SGR sequence (final byte `m`) when renditions are asked for.
    private mutating func endControlSequence(final: UInt32) {
        mode = .text
        if final == 0x6D, renditions != nil {
            renditions?.append((output.endIndex, parameters))
        }
    }

    /// A scalar in plain text.
    private mutating func text(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        defer { lastWasCarriageReturn = value == 0x0D }
        switch value {
        case 0x0A:
            if !lastWasCarriageReturn { output.append("\n") }
        case 0x0D, 0x85, 0x2028, 0x2029:                                         // CR, NEL, LS, PS
            output.append("\n")
        case 0x09:
            output.append(scalar)
        case Self.escape:
            mode = .escape
        case 0x9B: startControlSequence()                                        // C1 CSI
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F: mode = .controlString                 // C1 OSC DCS SOS PM APC
        case 0..<0x20, 0x7F...0x9F:
            break                                                                // other controls, DEL
        default:
            let width = DisplayWidth.columns(of: scalar)
            if width < 0 {
                output.append("\u{FFFD}")
            } else if width > 0 ? value != 0xAD : !Self.isInvisibleFormat(scalar) {
                output.append(scalar)
            }
        }
    }

    /// Zero-width format characters (general category Cf) that must not reach the screen: bidi
    /// controls (which could reorder what is drawn), zero-width spaces, the BOM, tags. ZWNJ stays:
    /// it shapes Indic and Arabic text. ZWJ is left to the emoji policy, which drops it.
    /// (The soft hyphen, which terminals draw as a hyphen where no line breaks, is 1 column to
    /// the C library and removed by the caller; visible format characters such as the Arabic
    /// number sign U+0600 stay.)
    private static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x200C || value == 0x200D { return false }
        return TerminalText.isBidiControl(value) || scalar.properties.generalCategory == .format
    }
}
