import CarouselKit

/// Feed text made safe and short to print in a message.
///
/// Control characters, bidi controls and invisible format characters are spelt out (`\u{1B}`,
/// `TerminalText.escaped`), so a hostile key or value can never send escape sequences to the
/// user's terminal; long text is cut, so one message stays one line however big the value it names.
public enum VisibleText {
    /// Characters of feed text a message shows before cutting it with "…".
    static let longest = 40

    /// Text in quotes, e.g. a file name the feed gives.
    public static func quoted(_ text: String) -> String {
        "\"\(shown(text))\""
    }

    static func shown(_ text: String) -> String {
        // `prefix` stops after `longest + 1` characters: a megabyte value is never walked whole.
        let head = text.prefix(longest + 1)
        let cut = head.count > longest ? head.prefix(longest) + "…" : head
        // A line break too: one message stays one line.
        return TerminalText.escaped(String(cut)).replacing("\n", with: "\\u{A}")
    }
}
