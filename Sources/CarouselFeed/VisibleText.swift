/// Feed text made safe to print in a message: control characters are spelt out (`\u{1B}`), so a
/// hostile key or value can never send escape sequences to the user's terminal.
enum VisibleText {
    static func escapingControls(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            shown += isControl ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return shown
    }
}
