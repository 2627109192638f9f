/// Feed text made safe and short to print in a message.
///
/// Control characters are spelt out (`\u{1B}`), so a hostile key or value can never send escape
/// sequences to the user's terminal; long text is cut, so one message stays one line however big
/// the value it names.
enum VisibleText {
    /// Characters of feed text a message shows before cutting it with "…".
    static let longest = 40

    static func shown(_ text: String) -> String {
        // `prefix` stops after `longest + 1` characters: a megabyte value is never walked whole.
        let head = text.prefix(longest + 1)
        let cut = head.count > longest ? head.prefix(longest) + "…" : head
        var shown = ""
        for scalar in cut.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            shown += isControl ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return shown
    }
}
