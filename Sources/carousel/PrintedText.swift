import CarouselKit
import CarouselTerminal

/// What the program prints, made safe for the user's terminal: file names, feed keys and values
/// and command-line arguments quoted in messages can never send a control sequence, and a
/// terminal whose locale is not UTF-8 gets ASCII only.
enum PrintedText {
    /// Whether the user's locale is UTF-8. Decided once, by the first message or the first
    /// command that draws, and it sets the process locale (`TerminalLocale.setUp`).
    static let localeIsUTF8 = TerminalLocale.setUp()

    /// `text` with everything unsafe spelt out (`TerminalText.escaped`).
    static func safe(_ text: String) -> String {
        TerminalText.escaped(text, asciiOnly: !localeIsUTF8)
    }

    /// Prints one line of the command's output, made safe.
    static func printLine(_ text: String) {
        print(safe(text))
    }
}
