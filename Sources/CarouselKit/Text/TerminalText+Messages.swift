/// Messages that quote text from outside (file names, keys and values from a feed, command-line
/// arguments), made safe to print on the user's terminal.
extension TerminalText {
    /// `text` with every character that is not plain text spelt out as `\u{…}`: controls (an
    /// escape sequence in a file name would act, not show), bidi controls and invisible format
    /// characters (they would reorder or hide the message), code points the C library cannot
    /// print; and with `asciiOnly` everything beyond ASCII, which a terminal whose locale is not
    /// UTF-8 would show as garbage. Line breaks stay; the rest is as it was, so the message still
    /// names the file.
    public static func escaped(_ text: String, asciiOnly: Bool = false) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == 0x0A }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar, asciiOnly: asciiOnly) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar, asciiOnly: Bool) -> Bool {
        let value = scalar.value
        if value == 0x0A { return false }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0x7F { return false }
        if asciiOnly || isBidiControl(value) || value == 0xFEFF { return true }
        let width = DisplayWidth.columns(of: scalar)
        return width < 0
            || width == 0 && scalar.properties.generalCategory == .format && value != 0x200C && value != 0x200D
    }
}
